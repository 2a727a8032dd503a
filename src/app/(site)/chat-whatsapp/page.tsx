import type { Metadata } from 'next'

import { CHAT_DESCRIPTION, ChatPage } from '@/features/products/chat-page'
import { buildMetadata } from '@/lib/seo'

export const metadata: Metadata = buildMetadata({
  title: 'Chat para WhatsApp',
  description: CHAT_DESCRIPTION,
  path: '/chat-whatsapp',
})

export default function Page() {
  return <ChatPage />
}
