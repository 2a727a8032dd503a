import { formatBRL } from '@/lib/format'

import { PlansCard } from './plans-card'
import { CHAT_MIN_USERS, CHAT_PLAN_PRICE } from './prices'

/** The plans card shared by the chat and service-desk pages (same product). */
export function ChatPlans({ ctaHref }: { ctaHref: string }) {
  return (
    <PlansCard
      title="Plano Atendimento"
      price={formatBRL(CHAT_PLAN_PRICE)}
      period="por ano, para até 5 usuários"
      note={`Mínimo de ${CHAT_MIN_USERS} usuários. Usuários extras sob consulta.`}
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
