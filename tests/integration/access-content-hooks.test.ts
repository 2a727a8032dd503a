import http from 'node:http'
import type { AddressInfo } from 'node:net'

import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { createTestPayload, destroyTestPayload } from '../helpers/payload'

/* What the collections do on save: imported lists decoded, remote photos brought home, defaults, AVIF. */
vi.mock('next/cache', () => ({ unstable_cache: <T,>(fn: T) => fn, revalidateTag: () => undefined }))

let payload: Payload
let dataDir: string
let server: http.Server
let base = ''
let requests: string[] = []
let media: number
const context = { disableRevalidate: true }

beforeAll(async () => {
  ;({ payload, dataDir } = await createTestPayload())
  const png = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#2a6' } }).png().toBuffer()
  server = http.createServer((req, res) => {
    requests.push(req.url ?? '')
    if (req.url === '/retrato.png') return void res.writeHead(200, { 'content-type': 'image/png' }).end(png)
    if (req.url === '/antiga.png') return void res.writeHead(302, { location: '/retrato.png' }).end()
    if (req.url === '/pagina.html') return void res.writeHead(200, { 'content-type': 'text/html' }).end('<p>oi</p>')
    res.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  media = (await payload.create({ collection: 'media', data: { alt: 'Capa' }, file: { data: png, mimetype: 'image/png', name: 'capa.png', size: png.length }, overrideAccess: true, context })).id
})
afterAll(async () => {
  server.close()
  await destroyTestPayload(payload, dataDir)
})

const testimonial = (data: Record<string, unknown>) =>
  payload.create({ collection: 'testimonials', data: { name: 'Carla Dias', role: 'Sócia', company: 'Ateliê', content: 'Ótimo.', rating: '5', ...data }, depth: 0, overrideAccess: true, context })

describe('testimonial photo by address', () => {
  it('downloads the image once into the media library and uses it as the photo', async () => {
    requests = []
    const doc = await testimonial({ photoRef: `${base}/retrato.png` })
    expect(typeof doc.photo).toBe('number')
    const photo = await payload.findByID({ collection: 'media', id: doc.photo as number })
    expect(photo).toMatchObject({ alt: 'Retrato de Carla Dias', mimeType: 'image/webp' })
    expect(photo.url).toMatch(/\/cms-api\/media\/file\/retrato[-\w]*\.webp$/)
    expect(requests).toEqual(['/retrato.png'])

    await payload.update({ collection: 'testimonials', id: doc.id, data: { content: 'Revisado.' }, overrideAccess: true, context })
    expect(requests).toHaveLength(1)
  })

  it('refuses an address that is not an image or does not answer, in Portuguese', async () => {
    const failure = (photoRef: string) =>
      testimonial({ photoRef }).catch((error: { data?: { errors?: { path: string; message: string }[] } }) => error.data?.errors?.[0])
    expect(await failure(`${base}/pagina.html`)).toMatchObject({ path: 'photoRef', message: expect.stringMatching(/não aponta para uma imagem/) })
    expect(await failure(`${base}/sumiu.png`)).toMatchObject({ path: 'photoRef', message: expect.stringMatching(/erro 404/) })
    expect(await failure('http://127.0.0.1:1/x.png')).toMatchObject({ path: 'photoRef', message: expect.stringMatching(/não respondeu/) })
  })

  it('follows a redirect, and in production never reaches the server\'s own network', async () => {
    const doc = await testimonial({ name: 'Rui Alves', photoRef: `${base}/antiga.png` })
    expect(typeof doc.photo).toBe('number')
    const { importRemoteImage, isPrivateAddress } = await import('@/features/media/remote-image')
    const req = { payload } as Parameters<typeof importRemoteImage>[0]
    await expect(importRemoteImage(req, `${base}/retrato.png`, 'x', { allowPrivateHosts: false })).rejects.toThrow(/endereço público/)
    for (const address of ['127.0.0.1', '10.1.2.3', '172.20.0.1', '192.168.0.10', '169.254.169.254', '::1', 'fd00::1', '::ffff:127.0.0.1']) {
      expect(isPrivateAddress(address), address).toBe(true)
    }
    for (const address of ['8.8.8.8', '151.101.1.1', '2606:4700::1111']) expect(isPrivateAddress(address), address).toBe(false)
  })

  it('maps a bare image-service id to its address (600×400 crop)', async () => {
    const { photoAddress } = await import('@/features/home/photo')
    expect(photoAddress('1494790108377-be9c29b29330')).toBe('https://images.unsplash.com/photo-1494790108377-be9c29b29330?w=600&h=400&fit=crop')
  })
})

describe('case lists imported as JSON strings', () => {
  const base = { title: 'Case importado', client: 'Cliente', excerpt: 'Resumo', category: 'SEO', challenge: 'D', solution: 'S', results: 'R', _status: 'published' }

  it('decodes tags, gallery ids and metrics', async () => {
    const doc = await payload.create({
      collection: 'cases',
      data: {
        ...base,
        coverImage: media,
        tags: '["Wix", " SEO ", ""]',
        gallery: `[${media}]`,
        metrics: '[{"label":"Vendas","value":"+200%"},{"label":"","value":"x"}]',
      } as never,
      overrideAccess: true,
      context,
    })
    expect(doc.tags).toEqual(['Wix', 'SEO'])
    expect((doc.gallery as { id: number }[]).map((m) => m.id)).toEqual([media])
    expect(doc.metrics).toEqual([expect.objectContaining({ label: 'Vendas', value: '+200%' })])
  })

  it('turns a bad or empty string into an empty list', async () => {
    const doc = await payload.create({
      collection: 'cases',
      data: { ...base, title: 'Case com lixo', coverImage: media, tags: 'não é json', gallery: '', metrics: '{"label":"x"}' } as never,
      overrideAccess: true,
      context,
    })
    expect(doc).toMatchObject({ tags: [], gallery: [], metrics: [] })
  })
})

describe('posts and media defaults', () => {
  it('signs a new post as the brand\'s team', async () => {
    const { lexicalFromBlocks } = await import('@/kit/lexical')
    const post = await payload.create({
      collection: 'posts',
      data: { title: 'Assinatura', excerpt: 'R', category: 'SEO', coverImage: media, content: lexicalFromBlocks(['T.']), _status: 'published' } as never,
      overrideAccess: true,
      context,
    })
    expect(post.author).toBe('Equipe Vértice Digital')
  })

  it('resizes every upload into WebP and AVIF card and cover sizes', async () => {
    const doc = await payload.findByID({ collection: 'media', id: media })
    expect(doc.sizes?.card).toMatchObject({ width: 640, mimeType: 'image/webp' })
    expect(doc.sizes?.cover).toMatchObject({ width: 1200, mimeType: 'image/webp' })
    expect(doc.sizes?.cardAvif).toMatchObject({ width: 640, mimeType: 'image/avif' })
    expect(doc.sizes?.coverAvif).toMatchObject({ width: 1200, mimeType: 'image/avif' })
  })

  it('refuses SVG uploads (scripts in an image served from the site\'s own origin)', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')
    await expect(
      payload.create({ collection: 'media', data: { alt: 'x' }, file: { data: svg, mimetype: 'image/svg+xml', name: 'x.svg', size: svg.length }, overrideAccess: true, context }),
    ).rejects.toThrow()
  })
})
