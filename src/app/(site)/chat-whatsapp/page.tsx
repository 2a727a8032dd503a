import type { Metadata } from 'next'

import { buildMetadata } from '@/lib/seo'
import { PageHero } from '@/ui/page-hero'

export const metadata: Metadata = buildMetadata({
  title: 'Chat para WhatsApp',
  description: 'Vários atendentes em um só número de WhatsApp, com conexão oficial por API, relatórios e integrações.',
  path: '/chat-whatsapp',
})

export default function Page() {
  return <PageHero title="Chat WhatsApp" lead="Vários atendentes em um só número de WhatsApp, com conexão oficial por API, relatórios e integrações." />
}
