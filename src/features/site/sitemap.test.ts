import { describe, expect, it } from 'vitest'

import { buildSitemap } from './sitemap'

const builtAt = new Date('2026-11-01T12:00:00Z')
const sitemap = buildSitemap({
  siteUrl: 'https://agencia.com.br',
  posts: [
    { slug: 'antigo', updatedAt: '2026-03-01T10:00:00Z' },
    { slug: 'novo', updatedAt: '2026-10-20T10:00:00Z' },
  ],
  cases: [{ slug: 'loja', updatedAt: '2026-09-05T10:00:00Z' }],
  templates: [{ slug: 'aurora', updatedAt: '2026-11-10T10:00:00Z' }],
  builtAt,
})
const lastModified = (url: string) => sitemap.find((entry) => entry.url === url)?.lastModified

describe('buildSitemap', () => {
  it('dates each document by its own last edit', () => {
    expect(lastModified('https://agencia.com.br/blog/antigo')).toEqual(new Date('2026-03-01T10:00:00Z'))
    expect(lastModified('https://agencia.com.br/templates/aurora')).toEqual(new Date('2026-11-10T10:00:00Z'))
  })

  it('dates list pages and the home page by their newest content, not by the time of the request', () => {
    expect(lastModified('https://agencia.com.br/blog')).toEqual(new Date('2026-10-20T10:00:00Z'))
    expect(lastModified('https://agencia.com.br/cases')).toEqual(new Date('2026-09-05T10:00:00Z'))
    expect(lastModified('https://agencia.com.br')).toEqual(new Date('2026-11-10T10:00:00Z'))
  })

  it('dates pages whose content is in the code by the build', () => {
    expect(lastModified('https://agencia.com.br/email-corporativo')).toEqual(builtAt)
    expect(lastModified('https://agencia.com.br/privacidade')).toEqual(builtAt)
  })

  it('falls back to the build for an empty list', () => {
    const empty = buildSitemap({ siteUrl: 'https://a.br', posts: [], cases: [], templates: [], builtAt })
    expect(empty.find((entry) => entry.url === 'https://a.br/blog')?.lastModified).toEqual(builtAt)
  })
  it('leaves out the fixed pages staff marked "não indexar"', () => {
    const urls = buildSitemap({ siteUrl: 'https://a.br', posts: [], cases: [], templates: [], builtAt, hiddenPaths: new Set(['/cursos']) }).map((e) => e.url)
    expect(urls).not.toContain('https://a.br/cursos')
    expect(urls).toContain('https://a.br/promocoes')
  })
})
