import { formatBRL } from '@/lib/format'

import { chatPromotionText } from './offers'
import { minUsersNote } from './page-content'
import type { ChatPageContent } from './page-defaults'
import { PlansCard } from './plans-card'

/**
 * The plans card shared by the chat and service-desk pages (same product): price, minimum users and
 * items, note and button from the 'Chat WhatsApp' global, and the chat promotion while one runs.
 */
export function ChatPlans({ ctaHref, chat, percent }: { ctaHref: string; chat: ChatPageContent; percent: number | null }) {
  return (
    <PlansCard
      title={chat.plan.title}
      price={formatBRL(chat.planPrice)}
      period={chat.plan.period}
      note={minUsersNote(chat)}
      promotion={percent ? { badge: `${percent}% OFF no 1º ano`, text: chatPromotionText(chat, percent) } : undefined}
      items={chat.plan.items}
      ctaHref={ctaHref}
      ctaLabel={chat.plan.cta}
    />
  )
}
