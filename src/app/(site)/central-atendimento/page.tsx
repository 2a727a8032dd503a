import type { Metadata } from 'next'

import { buildMetadata } from '@/lib/seo'
import { PageHero } from '@/ui/page-hero'

export const metadata: Metadata = buildMetadata({
  title: 'Central de atendimento',
  description: 'Organize conversas abertas, pendentes e resolvidas em um só painel, com chatbot e avaliação do atendimento.',
  path: '/central-atendimento',
})

export default function Page() {
  return <PageHero title="Central de Atendimento" lead="Organize conversas abertas, pendentes e resolvidas em um só painel, com chatbot e avaliação do atendimento." />
}
