import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import type { PostSummary } from '@/features/blog/types'

import { BlogTeaser } from './blog-teaser'

const post: PostSummary = {
  id: 1,
  slug: 'seo-local',
  title: 'SEO local',
  excerpt: 'Apareça no mapa.',
  category: 'SEO',
  author: 'Equipe Vértice Digital',
  date: '2026-11-18T12:00:00.000Z',
  readingTime: 3,
  image: null,
}

describe('BlogTeaser', () => {
  it("says 'Nenhum post disponível no momento' when there are no posts", () => {
    const html = renderToStaticMarkup(<BlogTeaser posts={[]} />)
    expect(html).toContain('Nenhum post disponível no momento')
    expect(html).not.toContain('<article')
    expect(html).toContain('href="/blog"')
  })

  it('shows the posts with reading time and pt-BR date otherwise', () => {
    const html = renderToStaticMarkup(<BlogTeaser posts={[post]} />)
    expect(html).not.toContain('Nenhum post disponível')
    expect(html).toContain('href="/blog/seo-local"')
    expect(html).toContain('3 min de leitura')
    expect(html).toContain('18 de novembro de 2026')
  })
})
