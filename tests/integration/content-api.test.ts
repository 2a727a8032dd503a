import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { createTestPayload, destroyTestPayload } from '../helpers/payload'

// Outside Next there is no data cache: the cached queries run directly.
vi.mock('next/cache', () => ({
  unstable_cache: <T extends (...args: never[]) => unknown>(fn: T) => fn,
  revalidateTag: () => undefined,
}))

let payload: Payload
let dataDir: string
let blog: typeof import('@/features/blog/api-handlers')
let cases: typeof import('@/features/cases/api-handlers')
let home: typeof import('@/features/home/api-handlers')

beforeAll(async () => {
  ;({ payload, dataDir } = await createTestPayload())
  const { blogSeed } = await import('@/features/blog/seed')
  const { casesSeed } = await import('@/features/cases/seed')
  const { homeSeed } = await import('@/features/home/seed')
  for (const item of [...homeSeed, ...blogSeed, ...casesSeed]) await item.run(payload)
  blog = await import('@/features/blog/api-handlers')
  cases = await import('@/features/cases/api-handlers')
  home = await import('@/features/home/api-handlers')
})
afterAll(async () => destroyTestPayload(payload, dataDir))

const search = (query: string) => blog.searchPostsResponse(new URLSearchParams(query))

describe('GET /api/blog-posts', () => {
  it('lists every post newest first, content as HTML, with readingTime and cache headers', async () => {
    const response = await blog.listPosts()
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toMatch(/max-age=\d+/)
    const posts = (await response.json()) as Record<string, unknown>[]
    expect(posts.length).toBeGreaterThanOrEqual(14)
    const dates = posts.map((p) => String(p.date))
    expect([...dates].sort().reverse()).toEqual(dates)
    const first = posts[0]!
    expect(first).toMatchObject({ slug: expect.any(String), title: expect.any(String), excerpt: expect.any(String), author: 'Equipe Vértice Digital' })
    expect(String(first.content)).toMatch(/^<(p|h2|ul)/)
    expect(String(first.content)).toContain('</p>')
    expect(first.readingTime).toBeGreaterThanOrEqual(1)
    expect(String(first.coverImage)).toMatch(/^\/cms-api\/media\/file\/.+\.webp$/)
    expect(new Set(posts.map((p) => p.category)).size).toBeGreaterThanOrEqual(5)
  })

  it('normalises category aliases on save', async () => {
    const posts = (await (await blog.listPosts()).json()) as { category: string }[]
    const categories = new Set(posts.map((p) => p.category))
    for (const alias of ['wix', 'Editor X', 'mkt digital', 'Marketing Digital', 'seo']) expect(categories.has(alias)).toBe(false)
    expect(categories.has('Wix Studio')).toBe(true)
    expect(categories.has('Marketing')).toBe(true)
  })

  it('answers one post by slug and 404 with {error} for an unknown one', async () => {
    const slug = 'seo-local-como-aparecer-no-google-maps-do-seu-bairro'
    const ok = await blog.postBySlug(slug)
    expect(ok.status).toBe(200)
    expect((await ok.json()).slug).toBe(slug)
    const missing = await blog.postBySlug('nao-existe')
    expect(missing.status).toBe(404)
    expect(await missing.json()).toEqual({ error: expect.any(String) })
  })
})

describe('GET /api/blog-posts/search', () => {
  it('pages with { items, total }', async () => {
    const body = await (await search('page=2&pageSize=6')).json()
    expect(body.total).toBeGreaterThanOrEqual(14)
    expect(body.items).toHaveLength(6)
  })
  it('searches case- and accent-insensitively and filters by category', async () => {
    const seo = await (await search('q=seo')).json()
    expect(seo.total).toBeGreaterThan(0)
    const accent = await (await search('q=otimizacao')).json()
    expect(accent.items.some((p: { title: string }) => p.title.includes('Otimização'))).toBe(true)
    const wix = await (await search('category=wix&pageSize=50')).json()
    expect(wix.total).toBe(3)
    expect(wix.items.every((p: { category: string }) => p.category === 'Wix Studio')).toBe(true)
    const none = await (await search('q=xyzzy')).json()
    expect(none).toEqual({ items: [], total: 0 })
  })
  it('answers a pageSize above the cap and refuses bad numbers with 400', async () => {
    // The cap itself (50) is unit-tested on parseSearchQuery: the demo content has fewer posts.
    const big = await (await search('pageSize=500')).json()
    expect(big.items.length).toBe(big.total)
    for (const bad of ['page=0', 'page=abc', 'pageSize=-3', 'pageSize=1.5']) {
      const response = await search(bad)
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ error: expect.any(String) })
    }
  })
})

describe('GET /api/cases', () => {
  it('lists cases with tags, gallery and metrics always arrays', async () => {
    const list = (await (await cases.listCases()).json()) as Record<string, unknown>[]
    expect(list).toHaveLength(8)
    expect(new Set(list.map((c) => c.category))).toEqual(new Set(['E-commerce', 'Branding', 'SEO', 'Google Ads']))
    for (const item of list) {
      expect(Array.isArray(item.tags)).toBe(true)
      expect(Array.isArray(item.gallery)).toBe(true)
      expect(Array.isArray(item.metrics)).toBe(true)
      expect((item.metrics as unknown[]).length).toBeGreaterThan(0)
      expect((item.gallery as unknown[]).length).toBeGreaterThan(0)
      expect(item).toMatchObject({ slug: expect.any(String), client: expect.any(String), challenge: expect.any(String), solution: expect.any(String), results: expect.any(String) })
    }
  })
  it('answers one case by slug and 404 for an unknown one', async () => {
    const ok = await cases.caseBySlug('loja-de-moda-praia-triplica-vendas-online')
    expect(ok.status).toBe(200)
    expect((await ok.json()).client).toBe('Maré Alta Beachwear')
    const missing = await cases.caseBySlug('nao-existe')
    expect(missing.status).toBe(404)
    expect(await missing.json()).toEqual({ error: expect.any(String) })
  })
})

describe('rich text in the API', () => {
  it('gives an internal link the address of the linked post, and list items no value attribute', async () => {
    const error = vi.spyOn(console, 'error')
    const target = (await payload.find({ collection: 'posts', where: { slug: { equals: 'seo-local-como-aparecer-no-google-maps-do-seu-bairro' } }, depth: 0 })).docs[0]!
    const text = (value: string) => ({ type: 'text', text: value, format: 0, detail: 0, mode: 'normal', style: '', version: 1 })
    const node = { format: '', indent: 0, version: 1, direction: 'ltr' }
    const content = {
      root: {
        ...node,
        type: 'root',
        children: [
          {
            ...node,
            type: 'paragraph',
            children: [text('Leia também '), { ...node, type: 'link', version: 3, fields: { linkType: 'internal', newTab: false, doc: { relationTo: 'posts', value: target.id } }, children: [text('o guia de SEO local')] }],
          },
          { ...node, type: 'list', listType: 'bullet', tag: 'ul', start: 1, children: [{ ...node, type: 'listitem', value: 1, children: [text('Perfil completo')] }] },
        ],
      },
    }
    const doc = await payload.create({
      collection: 'posts',
      data: { title: 'Post com link interno', excerpt: 'x', category: 'SEO', date: new Date().toISOString(), coverImage: target.coverImage, content, _status: 'published' } as never,
      overrideAccess: true,
    })
    try {
      const body = await (await blog.postBySlug(doc.slug!)).json()
      expect(body.content).toContain(`<a href="/blog/${target.slug}">o guia de SEO local</a>`)
      expect(body.content).toContain('<li>Perfil completo</li>')
      expect(body.content).not.toContain('value=')
      expect(error).not.toHaveBeenCalled()
    } finally {
      error.mockRestore()
      await payload.delete({ collection: 'posts', id: doc.id, overrideAccess: true })
    }
  })
})

describe('cache headers', () => {
  it('let cases and page templates be cached briefly, and never an error', async () => {
    const ok = [await cases.listCases(), await cases.caseBySlug('loja-de-moda-praia-triplica-vendas-online'), await home.listTemplates(), await home.templateByName('home-hero')]
    for (const response of ok) {
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toMatch(/^public, max-age=\d+, stale-while-revalidate=\d+$/)
    }
    for (const response of [await cases.caseBySlug('nao-existe'), await home.templateByName('nada'), await search('page=0')]) {
      expect(response.headers.get('cache-control')).toBe('no-store')
    }
  })
})

describe('GET /api/templates', () => {
  it('lists page templates and answers home-hero; 404 for an unknown name', async () => {
    const list = await (await home.listTemplates()).json()
    expect(list).toContainEqual(expect.objectContaining({ name: 'home-hero', heading: 'Sua ideia online' }))
    const hero = await (await home.templateByName('home-hero')).json()
    expect(hero).toMatchObject({ heading: 'Sua ideia online', subheading: expect.stringContaining('site') })
    expect((await home.templateByName('nada')).status).toBe(404)
  })
})

describe('collection rules', () => {
  const content = (words: number) => ({
    root: {
      type: 'root', format: '', indent: 0, version: 1, direction: 'ltr',
      children: [{ type: 'paragraph', format: '', indent: 0, version: 1, direction: 'ltr', children: [{ type: 'text', text: 'palavra '.repeat(words), format: 0, detail: 0, mode: 'normal', style: '', version: 1 }] }],
    },
  })
  const coverImage = async () => (await payload.find({ collection: 'media', limit: 1 })).docs[0]!.id

  it('generates a unique accent-free slug, computes reading time and normalises the category', async () => {
    const data = { title: 'Ação de Verão: Guia', excerpt: 'x', category: 'MKT Digital', date: new Date().toISOString(), coverImage: await coverImage(), content: content(450) as never }
    const a = await payload.create({ collection: 'posts', data, overrideAccess: true })
    const b = await payload.create({ collection: 'posts', data, overrideAccess: true })
    expect(a.slug).toBe('acao-de-verao-guia')
    expect(b.slug).toBe('acao-de-verao-guia-2')
    expect(a.readingTime).toBe(3)
    expect(a.category).toBe('Marketing')
    const manual = await payload.update({ collection: 'posts', id: a.id, data: { readingTimeManual: true, readingTime: 9 }, overrideAccess: true })
    expect(manual.readingTime).toBe(9)
    const auto = await payload.update({ collection: 'posts', id: b.id, data: { readingTime: 9 }, overrideAccess: true })
    expect(auto.readingTime).toBe(3)
  })

  it('keeps a metrics row only when label and value are filled', async () => {
    const doc = await payload.create({
      collection: 'cases',
      data: {
        title: 'Teste de métricas', client: 'Cliente', excerpt: 'x', category: 'SEO', date: new Date().toISOString(),
        coverImage: await coverImage(), challenge: 'a', solution: 'b', results: 'c',
        metrics: [{ label: 'Vendas', value: '+10%' }, { label: 'Sem valor', value: '' }, { label: '', value: '5' }],
      },
      overrideAccess: true,
    })
    expect(doc.metrics).toHaveLength(1)
    expect(doc.metrics?.[0]).toMatchObject({ label: 'Vendas', value: '+10%' })
  })

  it('saves an edited testimonial and keeps its uploaded photo beside an image-service reference', async () => {
    const [seeded] = (await payload.find({ collection: 'testimonials', sort: 'createdAt', limit: 1, depth: 0 })).docs
    const photo = seeded!.photo
    expect(typeof photo).toBe('number')
    const edited = await payload.update({
      collection: 'testimonials',
      id: seeded!.id,
      data: { content: 'Texto revisado pela equipe.', photoRef: '1522075469751-3a6694fb2f61' },
      overrideAccess: true,
      depth: 0,
    })
    expect(edited).toMatchObject({ content: 'Texto revisado pela equipe.', photo, photoRef: '1522075469751-3a6694fb2f61' })
  })

  it('lets anyone read published content but only staff write it', async () => {
    const found = await payload.find({ collection: 'posts', overrideAccess: false, user: null, limit: 1 })
    expect(found.totalDocs).toBeGreaterThan(0)
    await expect(
      payload.create({ collection: 'testimonials', overrideAccess: false, user: null, data: { name: 'x', role: 'y', company: 'z', content: 'w', rating: '5' } }),
    ).rejects.toThrow()
  })
})
