import type { Metadata } from 'next'

import { buildMetadata } from '@/lib/seo'
import { PageHero } from '@/ui/page-hero'

export const metadata: Metadata = buildMetadata({
  title: 'Templates de sites',
  description: 'Sites prontos, profissionais e otimizados para SEO. Escolha, compre e publique ainda hoje.',
  path: '/templates',
})

export default function Page() {
  return <PageHero title="Templates de Sites" lead="Sites prontos, profissionais e otimizados para SEO. Escolha, compre e publique ainda hoje." />
}
