import { LayoutTemplate, Mail, MessageCircle } from 'lucide-react'

import { env } from '@/lib/env'
import { formatBRL } from '@/lib/format'
import { breadcrumbJsonLd, JsonLd } from '@/lib/json-ld'
import { ButtonLink } from '@/ui/button'
import { Card } from '@/ui/card'
import { PageHero } from '@/ui/page-hero'

import { CHAT_DISCOUNT, EMAIL_PACK_PRICE, TEMPLATES_DISCOUNT } from './prices'

export const PROMOTIONS_DESCRIPTION = 'Condições especiais em e-mail corporativo, templates de sites e chat para WhatsApp.'

const promotions = [
  {
    icon: Mail,
    badge: `${formatBRL(EMAIL_PACK_PRICE)}/ano`,
    title: 'E-mail Corporativo',
    text: 'Pacote com 5 contas de 3 GB, antivírus, antispam e backup diário.',
    href: '/email-corporativo',
    cta: 'Ver pacote de e-mail',
  },
  {
    icon: LayoutTemplate,
    badge: `${TEMPLATES_DISCOUNT}% OFF`,
    title: 'Templates de sites',
    text: `${TEMPLATES_DISCOUNT}% de desconto em templates prontos, com 30 dias de suporte e garantia de 7 dias.`,
    href: '/templates',
    cta: 'Ver templates',
  },
  {
    icon: MessageCircle,
    badge: `${CHAT_DISCOUNT}% OFF`,
    title: 'Chat WhatsApp',
    text: `${CHAT_DISCOUNT}% de desconto no primeiro ano do plano para equipes a partir de 5 usuários.`,
    href: '/chat-whatsapp',
    cta: 'Ver plano de chat',
  },
]

/** /promocoes: three promotion cards. */
export function PromotionsPage() {
  return (
    <>
      <PageHero eyebrow="Ofertas" title="Promoções" lead={PROMOTIONS_DESCRIPTION} />
      <section aria-labelledby="ofertas-titulo" className="py-14 sm:py-20">
        <div className="container-page">
          <h2 id="ofertas-titulo" className="sr-only">
            Ofertas atuais
          </h2>
          <ul className="grid gap-6 md:grid-cols-3">
            {promotions.map(({ icon: Icon, ...promo }) => (
              <li key={promo.href}>
                <Card className="flex h-full flex-col">
                  <div className="flex items-center justify-between">
                    <span className="grid size-12 place-items-center rounded-md bg-brand-50 text-brand-700">
                      <Icon aria-hidden="true" className="size-6" />
                    </span>
                    <span className="rounded-full bg-accent-400 px-3 py-1 text-sm font-bold text-brand-950">{promo.badge}</span>
                  </div>
                  <h3 className="mt-4 text-xl font-semibold text-slate-900">{promo.title}</h3>
                  <p className="mt-2 flex-1 text-slate-600">{promo.text}</p>
                  <ButtonLink href={promo.href} className="mt-6">
                    {promo.cta}
                  </ButtonLink>
                </Card>
              </li>
            ))}
          </ul>
          <p className="mt-8 text-center text-sm text-slate-600">Condições válidas para novas contratações. Fale com a gente para combinar mais de uma oferta.</p>
        </div>
      </section>
      <JsonLd
        data={breadcrumbJsonLd(env.SITE_URL, [
          { name: 'Início', path: '/' },
          { name: 'Promoções', path: '/promocoes' },
        ])}
      />
    </>
  )
}
