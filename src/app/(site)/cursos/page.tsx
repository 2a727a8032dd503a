import type { Metadata } from 'next'

import { buildMetadata } from '@/lib/seo'
import { PageHero } from '@/ui/page-hero'

export const metadata: Metadata = buildMetadata({
  title: 'Cursos',
  description: 'Aprenda a criar e divulgar seu site com aulas em vídeo, do primeiro passo ao e-commerce.',
  path: '/cursos',
})

export default function Page() {
  return <PageHero title="Cursos" lead="Aprenda a criar e divulgar seu site com aulas em vídeo, do primeiro passo ao e-commerce." />
}
