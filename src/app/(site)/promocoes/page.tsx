import type { Metadata } from 'next'

import { buildMetadata } from '@/lib/seo'
import { PageHero } from '@/ui/page-hero'

export const metadata: Metadata = buildMetadata({
  title: 'Promoções',
  description: 'Condições especiais em e-mail corporativo, templates de sites e chat para WhatsApp.',
  path: '/promocoes',
})

export default function Page() {
  return <PageHero title="Promoções" lead="Condições especiais em e-mail corporativo, templates de sites e chat para WhatsApp." />
}
