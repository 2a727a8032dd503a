import type { Metadata } from 'next'

import { buildMetadata } from '@/lib/seo'
import { PageHero } from '@/ui/page-hero'

export const metadata: Metadata = buildMetadata({
  title: 'Blog',
  description: 'Dicas práticas de SEO, sites, Wix Studio e marketing digital para você atrair mais clientes pela internet.',
  path: '/blog',
})

export default function Page() {
  return <PageHero title="Blog" lead="Dicas práticas de SEO, sites, Wix Studio e marketing digital para você atrair mais clientes pela internet." />
}
