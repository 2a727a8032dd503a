import { describe, expect, it } from 'vitest'

import { buildRss } from './rss'

describe('buildRss', () => {
  it('lists the posts with escaped text', () => {
    const xml = buildRss({
      siteUrl: 'https://x.com.br',
      brandName: 'Marca & Cia',
      posts: [
        { id: 1, slug: 'a', title: 'SEO <local>', excerpt: 'Resumo', category: 'SEO', author: 'Equipe', date: '2026-11-01T12:00:00.000Z', readingTime: 2, image: null },
      ],
    })
    expect(xml).toContain('<rss version="2.0"')
    expect(xml).toContain('<title>Blog | Marca &amp; Cia</title>')
    expect(xml).toContain('<title>SEO &lt;local&gt;</title>')
    expect(xml).toContain('<link>https://x.com.br/blog/a</link>')
    expect(xml).toContain('<pubDate>Sun, 01 Nov 2026 12:00:00 GMT</pubDate>')
  })
})
