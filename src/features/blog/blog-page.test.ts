import { describe, expect, it } from 'vitest'

import { BLOG_PAGE_DEFAULTS, blogPageSeedData, toBlogPageContent } from './blog-page'

describe("the 'Página do blog' global", () => {
  it("reads today's /blog heading and the post pages' related-posts title while empty, and back from the seed", () => {
    expect(toBlogPageContent({})).toEqual({
      hero: {
        eyebrow: 'Conteúdo',
        title: 'Blog',
        lead: 'Dicas práticas de SEO, sites, Wix Studio e marketing digital para você atrair mais clientes pela internet.',
      },
      postPage: { relatedTitle: 'Posts Relacionados' },
    })
    expect(toBlogPageContent({ hero: { eyebrow: '', title: '', lead: null }, postPage: { relatedTitle: '' } })).toEqual(BLOG_PAGE_DEFAULTS)
    expect(toBlogPageContent(blogPageSeedData())).toEqual(BLOG_PAGE_DEFAULTS)
  })

  it('reads the texts staff set; an emptied lead leaves the heading without one', () => {
    const content = toBlogPageContent({ hero: { eyebrow: 'Artigos', title: 'Blog da agência', lead: '' }, postPage: { relatedTitle: 'Leia também' } })
    expect(content).toEqual({ hero: { eyebrow: 'Artigos', title: 'Blog da agência', lead: '' }, postPage: { relatedTitle: 'Leia também' } })
  })
})
