import { Clock, Mail, MessageCircle, Phone, type LucideIcon } from '@/ui/icons'

import type { SiteSettings } from '@/features/site/queries'
import { ButtonLink } from '@/ui/button'

export type ContactCard = { Icon: LucideIcon; title: string; text: string; href: string; external?: boolean }

/** An e-mail address may wrap after its '@' on a narrow card, never in the middle of the domain. */
function breakableAddress(text: string) {
  const at = text.indexOf('@')
  if (at < 1) return text
  return (
    <>
      {text.slice(0, at + 1)}
      <wbr />
      {text.slice(at + 1)}
    </>
  )
}

/** Contact cards on a dark band (home page and product pages): icon, title and a link or a line of text. */
export function ContactCards({ cards }: { cards: ContactCard[] }) {
  return (
    <ul className="grid gap-4">
      {cards.map(({ Icon, title, text, href, external }) => (
        <li key={title} className="flex items-center gap-4 rounded-lg bg-white/10 p-5">
          <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-md bg-white/15">
            <Icon aria-hidden="true" className="size-6 shrink-0 text-accent-300" />
          </span>
          <span className="min-w-0">
            <span className="block font-bold text-white">{title}</span>
            {href ? (
              <a
                href={href}
                {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                className="inline-flex min-h-11 items-center text-brand-100 underline [overflow-wrap:anywhere] hover:text-white"
              >
                {breakableAddress(text)}
              </a>
            ) : (
              <span className="block text-brand-100">{text}</span>
            )}
          </span>
        </li>
      ))}
    </ul>
  )
}

/**
 * The closing call to action of a product page: the WhatsApp quote button, then phone, e-mail and the
 * reply promise and business hours of 'Configurações do site' as cards (the same look as the home page's
 * contact section).
 */
export function ContactBand({
  eyebrow,
  title,
  lead,
  whatsappHref,
  whatsappLabel,
  settings,
}: {
  eyebrow: string
  title: string
  lead: string
  whatsappHref: string
  whatsappLabel: string
  settings: SiteSettings
}) {
  const cards: ContactCard[] = [
    { Icon: Phone, title: 'Telefone', text: settings.phone, href: `tel:${settings.phone.replace(/[^\d+]/g, '')}` },
    { Icon: Mail, title: 'E-mail', text: settings.contactEmail, href: `mailto:${settings.contactEmail}` },
    { Icon: Clock, title: settings.replyTime, text: settings.businessHours, href: '' },
  ]
  return (
    <section id="contato" aria-labelledby="contato-produto" className="bg-gradient-to-br from-brand-950 via-brand-900 to-brand-800 py-14 text-white sm:py-20">
      <div className="container-page grid gap-10 lg:grid-cols-2 lg:items-center">
        <div>
          <p className="mb-2 text-sm font-semibold tracking-wide text-accent-300 uppercase">{eyebrow}</p>
          <h2 id="contato-produto" className="text-3xl font-bold tracking-tight sm:text-4xl">
            {title}
          </h2>
          <p className="mt-4 max-w-2xl text-lg text-brand-100">{lead}</p>
          <ButtonLink href={whatsappHref} external variant="whatsapp" size="lg" className="mt-8 w-full sm:w-auto">
            <MessageCircle aria-hidden="true" className="size-5 shrink-0" /> {whatsappLabel}
          </ButtonLink>
        </div>
        <ContactCards cards={cards} />
      </div>
    </section>
  )
}
