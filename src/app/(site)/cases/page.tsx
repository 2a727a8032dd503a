import type { Metadata } from 'next'

import { buildMetadata } from '@/lib/seo'
import { PageHero } from '@/ui/page-hero'

export const metadata: Metadata = buildMetadata({
  title: 'Cases de sucesso',
  description: 'Projetos reais com números reais: veja como ajudamos empresas a vender mais com sites, SEO e tráfego pago.',
  path: '/cases',
})

export default function Page() {
  return <PageHero title="Cases de Sucesso" lead="Projetos reais com números reais: veja como ajudamos empresas a vender mais com sites, SEO e tráfego pago." />
}
