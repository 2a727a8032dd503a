import { describe, expect, it } from 'vitest'

import { pagesFromSitemap, SAMPLE_DOCUMENTS } from './public-pages.mjs'

const sitemap = (paths: string[]) => `<urlset>${paths.map((p) => `<url><loc>http://localhost:3000${p}</loc></url>`).join('')}</urlset>`

describe('the sample of public pages the Lighthouse gate and bench:lighthouse measure', () => {
  it('takes the seeded post, case and template, not the newest ones a test just published or renamed', () => {
    const paths = [
      '/',
      '/blog',
      '/blog/renomear-1764-novo',
      SAMPLE_DOCUMENTS.blog,
      '/cases/case-de-teste-novo',
      SAMPLE_DOCUMENTS.cases,
      '/templates/template-de-teste',
      SAMPLE_DOCUMENTS.templates,
    ]
    const sample = pagesFromSitemap(sitemap(paths), { sample: true }).map((p) => p.path)
    expect(sample).toContain(SAMPLE_DOCUMENTS.blog)
    expect(sample).toContain(SAMPLE_DOCUMENTS.cases)
    expect(sample).toContain(SAMPLE_DOCUMENTS.templates)
    expect(sample.filter((p) => /^\/(blog|cases|templates)\/./.test(p))).toHaveLength(3)
  })

  it("falls back to the first document of a kind on a site without the seeded one (another site's content)", () => {
    const sample = pagesFromSitemap(sitemap(['/', '/blog/um-post', '/blog/outro', '/cases/um-case', '/templates/um-template']), { sample: true })
    expect(sample.map((p) => p.path)).toEqual(['/', '/blog/um-post', '/cases/um-case', '/templates/um-template', '/payment-success', '/payment-canceled', '/servicos/libras'])
  })

  it('without sample, keeps every page of the sitemap', () => {
    const paths = ['/', '/blog/renomear-1', SAMPLE_DOCUMENTS.blog, SAMPLE_DOCUMENTS.cases, SAMPLE_DOCUMENTS.templates]
    expect(pagesFromSitemap(sitemap(paths)).map((p) => p.path).slice(0, 5)).toEqual(paths)
  })
})
