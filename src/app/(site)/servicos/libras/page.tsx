import type { Metadata } from 'next'

import { buildMetadata } from '@/lib/seo'
import { PageHero } from '@/ui/page-hero'

export const metadata: Metadata = buildMetadata({
  title: 'Intérprete de Libras',
  description: 'Interpretação em Libras para eventos presenciais em São Paulo e janela de Libras para conteúdos gravados.',
  path: '/servicos/libras',
  noindex: true,
})

export default function Page() {
  return <PageHero title="Intérprete de Libras" lead="Interpretação em Libras para eventos presenciais em São Paulo e janela de Libras para conteúdos gravados." />
}
