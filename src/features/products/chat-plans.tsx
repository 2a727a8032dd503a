import { formatBRL } from '@/lib/format'

import { PlansCard } from './plans-card'
import { CHAT_DISCOUNT, CHAT_FIRST_YEAR_PRICE, CHAT_MIN_USERS, CHAT_PLAN_PRICE } from './prices'

/** The chat plan's promotion as the site states it (plans card, /promocoes and structured data). */
export const CHAT_PROMOTION_TEXT = `${CHAT_DISCOUNT}% de desconto no primeiro ano: ${formatBRL(CHAT_FIRST_YEAR_PRICE)} em vez de ${formatBRL(CHAT_PLAN_PRICE)}. A partir do segundo ano, ${formatBRL(CHAT_PLAN_PRICE)} por ano.`

/** The plan's price and its first-year promotion, for the chat and service-desk pages' structured data. */
export const chatOffers = () => [
  { price: CHAT_PLAN_PRICE / 100, description: 'Plano anual para até 5 usuários (mínimo de 5 usuários)' },
  { price: CHAT_FIRST_YEAR_PRICE / 100, description: `Promoção: ${CHAT_PROMOTION_TEXT}` },
]

/** The plans card shared by the chat and service-desk pages (same product), with the current promotion. */
export function ChatPlans({ ctaHref }: { ctaHref: string }) {
  return (
    <PlansCard
      title="Plano Atendimento"
      price={formatBRL(CHAT_PLAN_PRICE)}
      period="por ano, para até 5 usuários"
      note={`Mínimo de ${CHAT_MIN_USERS} usuários. Usuários extras sob consulta.`}
      promotion={{ badge: `${CHAT_DISCOUNT}% OFF no 1º ano`, text: CHAT_PROMOTION_TEXT }}
      items={[
        'Conexão oficial por API, com vários atendentes em um só número',
        'Central com abertos, pendentes, resolvidos e chatbot',
        'Avaliação do atendimento e relatórios por atendente',
        'Treinamento da equipe incluído',
      ]}
      ctaHref={ctaHref}
    />
  )
}
