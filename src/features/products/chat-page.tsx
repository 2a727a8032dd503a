import { getSiteSettings } from '@/features/site/queries'
import { whatsappLink } from '@/features/site/whatsapp'
import { env } from '@/lib/env'
import { breadcrumbJsonLd, JsonLd } from '@/lib/json-ld'
import { ButtonLink } from '@/ui/button'
import { PageHero } from '@/ui/page-hero'

import { ChatPlans } from './chat-plans'
import { ConnectionCompare } from './connection-compare'
import { ContactBand } from './contact-band'
import { FeatureGrid } from './feature-grid'
import { IntegrationLists } from './integration-lists'
import { chatOffers, chatPercent } from './offers'
import { serviceJsonLd } from './products-json-ld'
import { getChatPage, getRunningPromotions } from './queries'
import { Section } from '@/ui/section'

/** /chat-whatsapp (and /chatwhatsapp) */
export async function ChatPage() {
  const [s, chat, { running }] = await Promise.all([getSiteSettings(), getChatPage(), getRunningPromotions()])
  const percent = chatPercent(running)
  const { hero, connection, features, integrations, plansSection, contact } = chat
  const link = (detail: string) => whatsappLink(s.whatsappNumber, { page: 'Chat WhatsApp', detail }, s.brandName)
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead}>
        <ButtonLink href={link('especialista')} external variant="whatsapp" size="lg">
          {hero.cta}
        </ButtonLink>
        <ButtonLink href="#planos" variant="inverse" size="lg">
          {hero.secondaryCta}
        </ButtonLink>
      </PageHero>
      <Section id="conexao" eyebrow={connection.eyebrow} title={connection.title} lead={connection.lead || undefined}>
        <ConnectionCompare options={connection.options} />
      </Section>
      <Section id="recursos" tone="tint" eyebrow={features.eyebrow} title={features.title} lead={features.lead || undefined}>
        <FeatureGrid features={features.items} columns={3} />
      </Section>
      <Section id="integracoes" eyebrow={integrations.eyebrow} title={integrations.title} lead={integrations.lead || undefined}>
        <IntegrationLists groups={integrations.groups} />
        <div className="mt-10 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:justify-center">
          <ButtonLink href={link('integração')} external variant="whatsapp">
            {integrations.integrationCta}
          </ButtonLink>
          <ButtonLink href={link('treinamento')} external variant="outline">
            {integrations.trainingCta}
          </ButtonLink>
          <ButtonLink href={link('especialista')} external variant="outline">
            {integrations.specialistCta}
          </ButtonLink>
        </div>
      </Section>
      <Section id="planos" tone="tint" eyebrow={plansSection.eyebrow} title={plansSection.title} lead={plansSection.lead || undefined}>
        <ChatPlans ctaHref={link('planos')} chat={chat} percent={percent} />
      </Section>
      <ContactBand
        settings={s}
        eyebrow={contact.eyebrow}
        title={contact.title}
        lead={contact.lead}
        whatsappHref={link('demonstração')}
        whatsappLabel={contact.cta}
      />
      <JsonLd
        data={[
          serviceJsonLd({
            name: 'Chat WhatsApp para empresas',
            description: hero.lead,
            path: '/chat-whatsapp',
            offer: chatOffers(chat, percent),
          }),
          breadcrumbJsonLd(env.SITE_URL, [
            { name: 'Início', path: '/' },
            { name: 'Chat WhatsApp', path: '/chat-whatsapp' },
          ]),
        ]}
      />
    </>
  )
}
