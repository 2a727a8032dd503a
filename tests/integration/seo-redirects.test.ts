import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import type { Post } from '@/payload-types'

import { createTestPayload, destroyTestPayload } from '../helpers/payload'

/* Search engines: the SEO group of a post drives its metadata and sitemap entry; redirects (staff-made
 * and left by renamed documents) have no loops and no chains. */
vi.mock('next/cache', () => ({ unstable_cache: <T,>(fn: T) => fn, revalidateTag: () => undefined }))
vi.mock('next/navigation', () => ({
  permanentRedirect: (to: string) => {
    throw Object.assign(new Error('redirect'), { to, status: 308 })
  },
  redirect: (to: string) => {
    throw Object.assign(new Error('redirect'), { to, status: 307 })
  },
}))

let payload: Payload
let dataDir: string
let media: number
const context = { disableRevalidate: true }

beforeAll(async () => {
  ;({ payload, dataDir } = await createTestPayload())
  const png = await sharp({ create: { width: 1200, height: 630, channels: 3, background: '#246' } }).png().toBuffer()
  media = (await payload.create({ collection: 'media', data: { alt: 'Capa' }, file: { data: png, mimetype: 'image/png', name: 'capa.png', size: png.length }, overrideAccess: true, context })).id
})
afterAll(async () => destroyTestPayload(payload, dataDir))

async function publishedPost(title: string, slug: string, extra: Pick<Partial<Post>, 'meta'> = {}) {
  const { lexicalFromBlocks } = await import('@/kit/lexical')
  return payload.create({
    collection: 'posts',
    data: { title, slug, excerpt: 'Resumo do post.', category: 'SEO', coverImage: media, content: lexicalFromBlocks(['Texto.']) as unknown as Post['content'], _status: 'published' as const, ...extra } as Omit<Post, 'id' | 'createdAt' | 'updatedAt'>,
    overrideAccess: true,
    context,
  })
}

const rename = (id: number, slug: string, _status: 'published' | 'draft' = 'published') =>
  payload.update({ collection: 'posts', id, data: { slug, _status }, overrideAccess: true, context })

const errorOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: { data?: { errors?: { path: string; message: string }[] } }) => error.data?.errors?.[0] ?? error,
  )

describe('SEO fields of a document', () => {
  it('use the meta title, description and image when set, the defaults when empty, and noindex leaves the sitemap', async () => {
    const { getPostBySlug } = await import('@/features/blog/queries')
    const { buildDocumentMetadata, jsonLdSeo, indexable } = await import('@/lib/seo')
    const { sitemapEntries } = await import('@/features/site/sitemap-entries')
    await publishedPost('Post comum', 'post-comum')
    await publishedPost('Post com SEO', 'post-com-seo', {
      meta: { title: 'Título para o Google | Marca', description: 'Descrição escrita pelo marketing.', image: media, noIndex: true },
    })
    const plain = await getPostBySlug('post-comum')
    const tuned = await getPostBySlug('post-com-seo')
    expect(plain?.seo).toEqual({ title: null, description: null, image: null, noIndex: false })
    expect(tuned?.seo).toMatchObject({ title: 'Título para o Google | Marca', description: 'Descrição escrita pelo marketing.', noIndex: true })
    expect(tuned?.seo.image?.url).toMatch(/capa/)

    const defaults = { title: 'Post com SEO', description: 'Resumo do post.', path: '/blog/post-com-seo', type: 'article' as const }
    const meta = buildDocumentMetadata(defaults, tuned?.seo)
    expect(meta.title).toEqual({ absolute: 'Título para o Google | Marca' })
    expect(meta.description).toBe('Descrição escrita pelo marketing.')
    expect(meta.openGraph).toMatchObject({ title: 'Título para o Google | Marca', description: 'Descrição escrita pelo marketing.' })
    expect(meta.robots).toEqual({ index: false, follow: true })
    expect(jsonLdSeo(tuned?.seo, 'https://site.test')).toMatchObject({ description: 'Descrição escrita pelo marketing.', image: expect.stringMatching(/^https?:\/\/.*capa[-\w]*\.webp$/) })

    const fallback = buildDocumentMetadata({ ...defaults, title: 'Post comum', path: '/blog/post-comum' }, plain?.seo)
    expect(fallback.title).toBe('Post comum')
    expect(fallback.description).toBe('Resumo do post.')
    expect(fallback.robots).toEqual({ index: true, follow: true })
    expect(jsonLdSeo(plain?.seo)).toEqual({})

    expect(indexable([plain!, tuned!]).map((p) => p.slug)).toEqual(['post-comum'])
    const urls = (await sitemapEntries()).map((entry) => entry.url)
    expect(urls.some((url) => url.endsWith('/blog/post-comum'))).toBe(true)
    expect(urls.some((url) => url.endsWith('/blog/post-com-seo'))).toBe(false)
  })

  it("fills the plugin's generate buttons from the document", async () => {
    const { generateSeoTitle, generateSeoDescription, generateSeoImage, generateSeoURL } = await import('@/features/seo/seo-plugin')
    const req = { payload } as never
    const long = 'Palavra '.repeat(40).trim()
    expect(await generateSeoTitle({ doc: { title: 'Meu post' }, collectionConfig: { slug: 'posts' }, req })).toBe('Meu post | Vértice Digital')
    expect(await generateSeoTitle({ doc: { title: 'Loja', client: 'Acme' }, collectionConfig: { slug: 'cases' }, req })).toBe('Loja | Case Acme | Vértice Digital')
    expect(await generateSeoTitle({ doc: { title: 'Clínica' }, collectionConfig: { slug: 'store-templates' }, req })).toBe('Template Clínica | Vértice Digital')
    const description = generateSeoDescription({ doc: { excerpt: long }, collectionConfig: { slug: 'posts' } })
    expect(description.length).toBeLessThanOrEqual(155)
    expect(description.endsWith('…')).toBe(true)
    expect(generateSeoDescription({ doc: { description: 'Curta.' }, collectionConfig: { slug: 'store-templates' } })).toBe('Curta.')
    expect(generateSeoImage({ doc: { coverImage: 7 }, collectionConfig: { slug: 'posts' } })).toBe(7)
    expect(generateSeoImage({ doc: { cover: { id: 9 } }, collectionConfig: { slug: 'store-templates' } })).toBe(9)
    expect(generateSeoURL({ doc: { slug: 'meu-post' }, collectionConfig: { slug: 'posts' } })).toBe('http://localhost:3000/blog/meu-post')
  })
})

describe('redirects', () => {
  const createRedirect = (from: string, url: string, type: '301' | '302' = '301') =>
    payload.create({ collection: 'redirects', data: { from, to: { type: 'custom', url }, type }, overrideAccess: true, context })

  it('answers a staff-made redirect, permanent or temporary, with the source path cleaned up', async () => {
    const { findRedirect, redirectIfMoved } = await import('@/features/seo/queries')
    const saved = await createRedirect('pagina-antiga/', '/cursos')
    expect(saved.from).toBe('/pagina-antiga')
    expect(await findRedirect('/pagina-antiga')).toEqual({ to: '/cursos', permanent: true })
    await createRedirect('http://localhost:3000/campanha', 'https://exemplo.org/promo', '302')
    expect(await findRedirect('/campanha')).toEqual({ to: 'https://exemplo.org/promo', permanent: false })
    await expect(redirectIfMoved('/pagina-antiga')).rejects.toMatchObject({ to: '/cursos', status: 308 })
    await expect(redirectIfMoved('/campanha')).rejects.toMatchObject({ to: 'https://exemplo.org/promo', status: 307 })
    await expect(redirectIfMoved('/nada-aqui')).resolves.toBeUndefined()
  })

  it('refuses a redirect to its own address or in a loop, in Portuguese, and saves nothing', async () => {
    expect(await errorOf(createRedirect('/mesmo', '/mesmo/'))).toMatchObject({ path: 'to.url', message: expect.stringMatching(/próprio endereço/) })
    await createRedirect('/laco-a', '/laco-b')
    expect(await errorOf(createRedirect('/laco-b', '/laco-a'))).toMatchObject({ path: 'to.url', message: expect.stringMatching(/ciclo \(\/laco-b → \/laco-a → \/laco-b\)/) })
    expect(await errorOf(createRedirect('/externo', 'javascript:alert(1)'))).toMatchObject({ message: expect.stringMatching(/caminho deste site/) })
    const { totalDocs } = await payload.count({ collection: 'redirects', where: { from: { in: ['/mesmo', '/laco-b', '/externo'] } }, overrideAccess: true })
    expect(totalDocs).toBe(0)
  })

  it('stores the end of a chain: a redirect to an address that itself redirects leads where that one leads', async () => {
    const { findRedirect } = await import('@/features/seo/queries')
    await createRedirect('/etapa-2', '/destino-final')
    const first = await createRedirect('/etapa-1', '/etapa-2')
    expect(first.to).toMatchObject({ type: 'custom', url: '/destino-final' })
    expect(await findRedirect('/etapa-1')).toEqual({ to: '/destino-final', permanent: true })
  })

  it('a renamed published post leaves a 301 from its old address; renaming again leaves no chain; the slug set back removes it', async () => {
    const { findRedirect } = await import('@/features/seo/queries')
    const post = await publishedPost('Post renomeado', 'nome-original')
    await rename(post.id, 'nome-novo')
    expect(await findRedirect('/blog/nome-original')).toEqual({ to: '/blog/nome-novo', permanent: true })

    await rename(post.id, 'nome-terceiro')
    expect(await findRedirect('/blog/nome-original')).toEqual({ to: '/blog/nome-terceiro', permanent: true })
    expect(await findRedirect('/blog/nome-novo')).toEqual({ to: '/blog/nome-terceiro', permanent: true })

    await rename(post.id, 'nome-original')
    expect(await findRedirect('/blog/nome-original')).toBeNull()
    expect(await findRedirect('/blog/nome-terceiro')).toEqual({ to: '/blog/nome-original', permanent: true })
    const { docs } = await payload.find({ collection: 'redirects', where: { from: { like: '/blog/nome-' } }, overrideAccess: true, depth: 0 })
    expect(docs.map((doc) => doc.from).sort()).toEqual(['/blog/nome-novo', '/blog/nome-terceiro'])
  })

  it('a draft with another slug changes nothing until it is published', async () => {
    const { findRedirect } = await import('@/features/seo/queries')
    const post = await publishedPost('Post em revisão', 'em-revisao')
    await rename(post.id, 'em-revisao-novo', 'draft')
    expect(await findRedirect('/blog/em-revisao')).toBeNull()
    await rename(post.id, 'em-revisao-novo', 'published')
    expect(await findRedirect('/blog/em-revisao')).toEqual({ to: '/blog/em-revisao-novo', permanent: true })
  })
})
