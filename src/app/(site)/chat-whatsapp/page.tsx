import type { Metadata } from 'next'

import { ChatPage } from '@/features/products/chat-page'
import { pageMetadata } from '@/features/seo/page-metadata'

export const generateMetadata = (): Promise<Metadata> => pageMetadata('/chat-whatsapp')

export default function Page() {
  return <ChatPage />
}
