import { getSiteSettings } from '@/features/site/queries'
import { whatsappLink } from '@/features/site/whatsapp'
import { env } from '@/lib/env'
import { breadcrumbJsonLd, JsonLd } from '@/lib/json-ld'
import { ButtonLink } from '@/ui/button'
import { PageHero } from '@/ui/page-hero'
import { Tabs } from '@/ui/tabs'

import { ChatPlans } from './chat-plans'
import { ContactBand } from './contact-band'
import { chatOffers, chatPercent } from './offers'
import { serviceJsonLd } from './products-json-ld'
import { getChatPage, getRunningPromotions, getServiceDeskPage } from './queries'
import { Section } from '@/ui/section'
import { serviceDeskTabs } from './service-desk-panels'

/** /central-atendimento: its copy and tabs from the "Central de Atendimento" global, the plan from the chat's. */
export async function ServiceDeskPage() {
  const [s, chat, { running }, page] = await Promise.all([getSiteSettings(), getChatPage(), getRunningPromotions(), getServiceDeskPage()])
  const percent = chatPercent(running)
  const link = (detail: string) => whatsappLink(s.whatsappNumber, { page: 'Central de Atendimento', detail }, s.brandName)
  return (
    <>
      <PageHero eyebrow={page.hero.eyebrow} title={page.hero.title} lead={page.lead}>
        <ButtonLink href={link('demonstração')} external variant="whatsapp" size="lg">
          {page.hero.cta}
        </ButtonLink>
        <ButtonLink href="#planos" variant="inverse" size="lg">
          {page.hero.secondaryCta}
        </ButtonLink>
      </PageHero>
      <Section id="painel" eyebrow={page.panelsEyebrow} title={page.panelsTitle} lead={page.panelsLead}>
        <Tabs label="Visões da central de atendimento" items={serviceDeskTabs(page.panels)} />
      </Section>
      <Section id="planos" tone="tint" eyebrow={page.plansSection.eyebrow} title={page.plansSection.title}>
        <ChatPlans ctaHref={link('planos')} chat={chat} percent={percent} />
      </Section>
      <ContactBand
        settings={s}
        eyebrow={page.contactEyebrow}
        title={page.contactTitle}
        lead={page.contactLead}
        whatsappHref={link('demonstração')}
        whatsappLabel={page.contactCta}
      />
      <JsonLd
        data={[
          serviceJsonLd({
            name: 'Central de Atendimento',
            description: page.lead,
            path: '/central-atendimento',
            offer: chatOffers(chat, percent),
          }),
          breadcrumbJsonLd(env.SITE_URL, [
            { name: 'Início', path: '/' },
            { name: 'Central de Atendimento', path: '/central-atendimento' },
          ]),
        ]}
      />
    </>
  )
}
