import { LayoutTemplate, Mail, MessageCircle } from '@/ui/icons'

import { getSiteSettings } from '@/features/site/queries'
import { whatsappLink } from '@/features/site/whatsapp'
import { env } from '@/lib/env'
import { breadcrumbJsonLd, JsonLd } from '@/lib/json-ld'
import { ButtonLink } from '@/ui/button'
import { Card } from '@/ui/card'
import { PageHero } from '@/ui/page-hero'

import { promotionCard } from './offers'
import type { PromotionProduct } from './page-defaults'
import { promotionsJsonLd } from './products-json-ld'
import { getChatPage, getEmailPage, getRunningPromotions } from './queries'

export const PROMOTIONS_DESCRIPTION = 'Condições especiais em e-mail corporativo, templates de sites e chat para WhatsApp.'

const icons: Record<PromotionProduct, typeof Mail> = { email: Mail, templates: LayoutTemplate, chat: MessageCircle }

/**
 * /promocoes: the promotions running now (from the 'Promoções' global), each saying how the offer applies,
 * with Offer structured data. The page is re-rendered at the next start or end of a promotion.
 */
export async function PromotionsPage() {
  const [s, chat, email, { page, running }] = await Promise.all([getSiteSettings(), getChatPage(), getEmailPage(), getRunningPromotions()])
  const promotions = running.map((promo) => ({ ...promotionCard(promo, chat, email), icon: icons[promo.product] }))
  const templatesPercent = running.find((p) => p.product === 'templates')?.percent
  const ask = whatsappLink(s.whatsappNumber, { page: 'Promoções', detail: templatesPercent ? `${templatesPercent}% em templates` : 'promoções' }, s.brandName)
  return (
    <>
      <PageHero eyebrow={page.hero.eyebrow} title={page.hero.title} lead={page.lead} />
      <section aria-labelledby="ofertas-titulo" className="py-14 sm:py-20">
        <div className="container-page">
          <h2 id="ofertas-titulo" className="sr-only">
            Ofertas atuais
          </h2>
          <ul className="grid gap-6 md:grid-cols-3">
            {promotions.map(({ icon: Icon, ...promo }, index) => (
              <li key={`${promo.product}-${index}`}>
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
                  {promo.product === 'templates' && (
                    <ButtonLink href={ask} external variant="outline" className="mt-3">
                      {page.askCta}
                    </ButtonLink>
                  )}
                </Card>
              </li>
            ))}
          </ul>
          {promotions.length === 0 && (
            <p className="text-center text-lg text-slate-700">{page.emptyText}</p>
          )}
          <p className="mt-8 text-center text-sm text-slate-600">{page.footnote}</p>
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
