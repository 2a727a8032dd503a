import type { Metadata } from 'next'

import { buildMetadata } from '@/lib/seo'
import { PageHero } from '@/ui/page-hero'

export const metadata: Metadata = buildMetadata({
  title: 'Pagamento cancelado',
  description: 'O pagamento foi cancelado e nenhuma cobrança foi feita.',
  path: '/payment-canceled',
  noindex: true,
})

export default function Page() {
  return <PageHero title="Pagamento Cancelado" lead="O pagamento foi cancelado e nenhuma cobrança foi feita." />
}
