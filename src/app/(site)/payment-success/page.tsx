import type { Metadata } from 'next'

import { buildMetadata } from '@/lib/seo'
import { PageHero } from '@/ui/page-hero'

export const metadata: Metadata = buildMetadata({
  title: 'Pagamento aprovado',
  description: 'Obrigado pela compra! Enviamos o link de download para o seu e-mail.',
  path: '/payment-success',
  noindex: true,
})

export default function Page() {
  return <PageHero title="Pagamento Aprovado!" lead="Obrigado pela compra! Enviamos o link de download para o seu e-mail." />
}
