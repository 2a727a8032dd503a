import { LayoutTemplate, Mail, MessageCircle } from 'lucide-react'

import { getSiteSettings } from '@/features/site/queries'
import { whatsappLink } from '@/features/site/whatsapp'
import { env } from '@/lib/env'
import { formatBRL } from '@/lib/format'
import { breadcrumbJsonLd, JsonLd } from '@/lib/json-ld'
import { ButtonLink } from '@/ui/button'
import { Card } from '@/ui/card'
import { PageHero } from '@/ui/page-hero'

import { CHAT_PROMOTION_TEXT } from './chat-plans'
import { CHAT_DISCOUNT, CHAT_FIRST_YEAR_PRICE, EMAIL_PACK_PRICE, TEMPLATES_DISCOUNT } from './prices'
import { promotionsJsonLd } from './products-json-ld'

export const PROMOTIONS_DESCRIPTION = 'Condições especiais em e-mail corporativo, templates de sites e chat para WhatsApp.'

/** How the templates discount is claimed: checkout has no coupon field, so the team sends the link. */
export const TEMPLATES_PROMOTION_HOW = `Como usar: escolha o template e peça o desconto pelo WhatsApp com o nome dele. Enviamos o link de pagamento com ${TEMPLATES_DISCOUNT}% a menos sobre o preço da página, inclusive nos templates já em oferta.`

const promotions = [
  {
    icon: Mail,
    badge: `${formatBRL(EMAIL_PACK_PRICE)}/ano`,
    title: 'E-mail Corporativo',
    text: 'Pacote com 5 contas de 3 GB, antivírus, antispam e backup diário.',
    how: `Contratação anual de ${formatBRL(EMAIL_PACK_PRICE)}, menos de R$ 7,25 por conta ao mês. Contas de 5 GB sob consulta.`,
    href: '/email-corporativo',
    cta: 'Ver pacote de e-mail',
    offer: { price: EMAIL_PACK_PRICE / 100, itemName: 'E-mail Corporativo', description: 'Pacote de 5 contas de 3 GB, cobrança anual' },
  },
  {
    icon: LayoutTemplate,
    badge: `${TEMPLATES_DISCOUNT}% OFF`,
    title: 'Templates de sites',
    text: `${TEMPLATES_DISCOUNT}% de desconto em templates prontos, com 30 dias de suporte e garantia de 7 dias.`,
    how: TEMPLATES_PROMOTION_HOW,
    href: '/templates',
    cta: 'Ver templates',
    offer: { itemName: 'Templates de sites', description: `${TEMPLATES_DISCOUNT}% de desconto em qualquer template, pedido pelo WhatsApp` },
  },
  {
    icon: MessageCircle,
    badge: `${CHAT_DISCOUNT}% OFF`,
    title: 'Chat WhatsApp',
    text: 'Plano de chat e central de atendimento para equipes a partir de 5 usuários, com conexão oficial por API.',
    how: CHAT_PROMOTION_TEXT,
    href: '/chat-whatsapp',
    cta: 'Ver plano de chat',
    offer: { price: CHAT_FIRST_YEAR_PRICE / 100, itemName: 'Chat WhatsApp para empresas', description: `Primeiro ano do plano para até 5 usuários com ${CHAT_DISCOUNT}% de desconto` },
  },
]

/** /promocoes: three promotion cards, each saying how the offer applies, with Offer structured data. */
export async function PromotionsPage() {
  const s = await getSiteSettings()
  const ask = whatsappLink(s.whatsappNumber, { page: 'Promoções', detail: `${TEMPLATES_DISCOUNT}% em templates` }, s.brandName)
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
                  <p className="mt-2 text-slate-600">{promo.text}</p>
                  <p className="mt-4 flex-1 border-t border-slate-200 pt-4 text-sm text-slate-700">{promo.how}</p>
                  <ButtonLink href={promo.href} className="mt-6">
                    {promo.cta}
                  </ButtonLink>
                  {promo.href === '/templates' && (
                    <ButtonLink href={ask} external variant="outline" className="mt-3">
                      Pedir o desconto
                    </ButtonLink>
                  )}
                </Card>
              </li>
            ))}
          </ul>
          <p className="mt-8 text-center text-sm text-slate-600">Condições válidas para novas contratações. Fale com a gente para combinar mais de uma oferta.</p>
        </div>
      </section>
      <JsonLd
        data={[
          promotionsJsonLd(
            'Promoções',
            '/promocoes',
            promotions.map((p) => ({ ...p.offer, name: `${p.title}: ${p.badge}`, path: p.href })),
          ),
          breadcrumbJsonLd(env.SITE_URL, [
            { name: 'Início', path: '/' },
            { name: 'Promoções', path: '/promocoes' },
          ]),
        ]}
      />
    </>
  )
}
