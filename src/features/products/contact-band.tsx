import { Mail, MessageCircle, Phone } from 'lucide-react'

import type { SiteSettings } from '@/features/site/queries'
import { ButtonLink } from '@/ui/button'

/** The closing call to action of a product page: WhatsApp quote, phone and e-mail. */
export function ContactBand({
  title,
  lead,
  whatsappHref,
  whatsappLabel,
  settings,
}: {
  title: string
  lead: string
  whatsappHref: string
  whatsappLabel: string
  settings: SiteSettings
}) {
  return (
    <section aria-labelledby="contato-produto" className="bg-brand-900 text-white">
      <div className="container-page py-14 sm:py-20">
        <h2 id="contato-produto" className="max-w-2xl text-3xl font-bold tracking-tight sm:text-4xl">
          {title}
        </h2>
        <p className="mt-4 max-w-2xl text-lg text-brand-100">{lead}</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <ButtonLink href={whatsappHref} external variant="whatsapp" size="lg">
            <MessageCircle aria-hidden="true" className="size-5" /> {whatsappLabel}
          </ButtonLink>
          <ButtonLink href={`tel:${settings.phone.replace(/[^\d+]/g, '')}`} variant="inverse" size="lg">
            <Phone aria-hidden="true" className="size-5" /> Ligar: {settings.phone}
          </ButtonLink>
          <ButtonLink href={`mailto:${settings.contactEmail}`} variant="inverse" size="lg">
            <Mail aria-hidden="true" className="size-5" /> {settings.contactEmail}
          </ButtonLink>
        </div>
        <p className="mt-6 text-brand-100">Resposta: Em até 2 horas úteis</p>
      </div>
    </section>
  )
}
