import { CheckCircle2, Clock, Mail, MessageCircle } from '@/ui/icons'

import { ContactCards, type ContactCard } from '@/features/products/contact-band'
import type { SiteSettings } from '@/features/site/queries'
import { ButtonLink } from '@/ui/button'

import { contactPoints, HOME_SECTIONS, type HomeSections } from '../home-page-defaults'

/** #contact: selling points, WhatsApp and cases buttons, and the contact cards (reply promise and hours from the site settings). */
export function ContactCta({
  settings,
  whatsappHref,
  points = contactPoints,
  heading = HOME_SECTIONS.contactSection,
}: {
  settings: SiteSettings
  whatsappHref: string
  points?: string[]
  heading?: HomeSections['contactSection']
}) {
  const cards: ContactCard[] = [
    { Icon: MessageCircle, title: 'WhatsApp', text: heading.whatsappText, href: whatsappHref, external: true },
    { Icon: Mail, title: 'E-mail', text: settings.contactEmail, href: `mailto:${settings.contactEmail}`, external: false },
    { Icon: Clock, title: settings.replyTime, text: settings.businessHours, href: '', external: false },
  ]
  return (
    <section id="contact" aria-labelledby="contact-title" className="bg-gradient-to-br from-brand-950 via-brand-900 to-brand-800 py-16 text-white sm:py-24">
      <div className="container-page grid gap-12 lg:grid-cols-2 lg:items-center">
        <div>
          <p className="mb-2 text-sm font-semibold tracking-wide text-accent-300 uppercase">{heading.eyebrow}</p>
          <h2 id="contact-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
            {heading.title}
          </h2>
          <ul className="mt-6 space-y-3">
            {points.map((point) => (
              <li key={point} className="flex gap-3 text-lg text-brand-100">
                <CheckCircle2 aria-hidden="true" className="mt-1 size-5 shrink-0 text-accent-300" />
                {point}
              </li>
            ))}
          </ul>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink href={whatsappHref} external variant="whatsapp" size="lg">
              <MessageCircle aria-hidden="true" className="size-5" />
              {heading.whatsappButton}
            </ButtonLink>
            <ButtonLink href="/cases" variant="inverse" size="lg">
              {heading.casesButton}
            </ButtonLink>
          </div>
        </div>
        <ContactCards cards={cards} />
      </div>
    </section>
  )
}
