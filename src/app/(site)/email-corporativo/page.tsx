import type { Metadata } from 'next'

import { buildMetadata } from '@/lib/seo'
import { PageHero } from '@/ui/page-hero'

export const metadata: Metadata = buildMetadata({
  title: 'E-mail corporativo',
  description: 'Contas de 5 GB com antivírus, antispam e backup diário para sua empresa transmitir confiança em cada mensagem.',
  path: '/email-corporativo',
})

export default function Page() {
  return <PageHero title="E-mail Corporativo" lead="Contas de 5 GB com antivírus, antispam e backup diário para sua empresa transmitir confiança em cada mensagem." />
}
