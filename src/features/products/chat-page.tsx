import { BarChart3, Bot, History, MessagesSquare, Tags, Zap } from '@/ui/icons'

import { getSiteSettings } from '@/features/site/queries'
import { whatsappLink } from '@/features/site/whatsapp'
import { env } from '@/lib/env'
import { breadcrumbJsonLd, JsonLd } from '@/lib/json-ld'
import { ButtonLink } from '@/ui/button'
import { PageHero } from '@/ui/page-hero'

import { ChatPlans } from './chat-plans'
import { ConnectionCompare } from './connection-compare'
import { ContactBand } from './contact-band'
import { FeatureGrid, type Feature } from './feature-grid'
import { IntegrationLists } from './integration-lists'
import { chatOffers, chatPercent } from './offers'
import { serviceJsonLd } from './products-json-ld'
import { getChatPage, getRunningPromotions } from './queries'
import { Section } from '@/ui/section'

export const CHAT_DESCRIPTION =
  'Vários atendentes em um só número de WhatsApp, com conexão oficial por API, relatórios e integrações.'

const features: Feature[] = [
  { icon: MessagesSquare, title: 'Multiatendimento', text: 'Toda a equipe responde pelo mesmo número, cada um com seu login.' },
  { icon: Tags, title: 'Filas e etiquetas', text: 'Distribua conversas por setor: vendas, suporte e financeiro.' },
  { icon: Zap, title: 'Respostas rápidas', text: 'Modelos prontos com atalho para as perguntas mais comuns.' },
  { icon: Bot, title: 'Chatbot', text: 'Menu automático 24 horas que faz a triagem antes do atendente.' },
  { icon: BarChart3, title: 'Relatórios', text: 'Tempo de resposta, volume por atendente e nota de satisfação.' },
  { icon: History, title: 'Histórico auditável', text: 'Cada conversa fica registrada, mesmo quando o atendente sai da empresa.' },
]

/** /chat-whatsapp (and /chatwhatsapp) */
export async function ChatPage() {
  const [s, chat, { running }] = await Promise.all([getSiteSettings(), getChatPage(), getRunningPromotions()])
  const percent = chatPercent(running)
  const link = (detail: string) => whatsappLink(s.whatsappNumber, { page: 'Chat WhatsApp', detail }, s.brandName)
  return (
    <>
      <PageHero eyebrow="Produto" title="Chat WhatsApp" lead={CHAT_DESCRIPTION}>
        <ButtonLink href={link('especialista')} external variant="whatsapp" size="lg">
          Falar com um especialista
        </ButtonLink>
        <ButtonLink href="#planos" variant="inverse" size="lg">
          Ver planos
        </ButtonLink>
      </PageHero>
      <Section id="conexao" eyebrow="Conexão" title="QR Code ou API: como conectar seu número" lead="As duas formas funcionam. Só uma aguenta o ritmo de uma equipe inteira.">
        <ConnectionCompare />
      </Section>
      <Section id="recursos" tone="tint" eyebrow="Recursos" title="O que sua equipe ganha">
        <FeatureGrid features={features} columns={3} />
      </Section>
      <Section id="integracoes" eyebrow="Integrações" title="Conecte com as ferramentas que você já usa">
        <IntegrationLists />
        <div className="mt-10 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:justify-center">
          <ButtonLink href={link('integração')} external variant="whatsapp">
            Quero uma integração
          </ButtonLink>
          <ButtonLink href={link('treinamento')} external variant="outline">
            Quero treinamento para a equipe
          </ButtonLink>
          <ButtonLink href={link('especialista')} external variant="outline">
            Falar com um especialista
          </ButtonLink>
        </div>
      </Section>
      <Section id="planos" tone="tint" eyebrow="Planos" title="Um plano, sem letras miúdas">
        <ChatPlans ctaHref={link('planos')} chat={chat} percent={percent} />
      </Section>
      <ContactBand
        settings={s}
        title="Quer ver o chat funcionando no seu número?"
        lead="Mostramos a central em uma chamada de 20 minutos e ajudamos a escolher entre QR Code e API."
        whatsappHref={link('demonstração')}
        whatsappLabel="Pedir uma demonstração"
      />
      <JsonLd
        data={[
          serviceJsonLd({
            name: 'Chat WhatsApp para empresas',
            description: CHAT_DESCRIPTION,
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
