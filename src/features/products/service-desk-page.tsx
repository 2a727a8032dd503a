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
import { getChatPage, getRunningPromotions } from './queries'
import { Section } from '@/ui/section'
import { serviceDeskTabs } from './service-desk-panels'

export const SERVICE_DESK_DESCRIPTION =
  'Organize conversas abertas, pendentes e resolvidas em um só painel, com chatbot e avaliação do atendimento.'

/** /central-atendimento */
export async function ServiceDeskPage() {
  const [s, chat, { running }] = await Promise.all([getSiteSettings(), getChatPage(), getRunningPromotions()])
  const percent = chatPercent(running)
  const link = (detail: string) => whatsappLink(s.whatsappNumber, { page: 'Central de Atendimento', detail }, s.brandName)
  return (
    <>
      <PageHero eyebrow="Produto" title="Central de Atendimento" lead={SERVICE_DESK_DESCRIPTION}>
        <ButtonLink href={link('demonstração')} external variant="whatsapp" size="lg">
          Pedir uma demonstração
        </ButtonLink>
        <ButtonLink href="#planos" variant="inverse" size="lg">
          Ver planos
        </ButtonLink>
      </PageHero>
      <Section id="painel" eyebrow="Como funciona" title="Cada conversa no lugar certo" lead="Quatro visões para a equipe saber o que fazer agora, o que está esperando e o que já foi resolvido.">
        <Tabs label="Visões da central de atendimento" items={serviceDeskTabs()} />
      </Section>
      <Section id="planos" tone="tint" eyebrow="Planos" title="Central e chat no mesmo plano">
        <ChatPlans ctaHref={link('planos')} chat={chat} percent={percent} />
      </Section>
      <ContactBand
        settings={s}
        title="Veja a central com as conversas da sua empresa"
        lead="Montamos as filas, o chatbot e as etiquetas com você e treinamos a equipe no primeiro dia."
        whatsappHref={link('demonstração')}
        whatsappLabel="Pedir uma demonstração"
      />
      <JsonLd
        data={[
          serviceJsonLd({
            name: 'Central de Atendimento',
            description: SERVICE_DESK_DESCRIPTION,
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
