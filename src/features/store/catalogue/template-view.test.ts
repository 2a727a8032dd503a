import { describe, expect, it } from 'vitest'

import { env } from '@/lib/env'
import type { Media, StoreTemplate } from '@/payload-types'

import { toApiTemplate } from './template-api'
import { toTemplateView } from './template-view'

// Payload answers an upload's URLs on its serverURL (SITE_URL), whatever host the page was asked for.
const onServer = (name: string) => `http://localhost:3000/cms-api/media/file/${name}`
const size = (name: string, width: number, height: number, mimeType = 'image/webp') => ({ url: onServer(name), width, height, mimeType, filesize: 1, filename: name })
const cover = {
  id: 7,
  alt: 'Capa do template',
  url: onServer('capa.webp'),
  width: 1600,
  height: 900,
  sizes: {
    card: size('capa-640x336.webp', 640, 336),
    cover: size('capa-1200x630.webp', 1200, 630),
    cardAvif: size('capa-640x336.avif', 640, 336, 'image/avif'),
    coverAvif: size('capa-1200x630.avif', 1200, 630, 'image/avif'),
  },
  updatedAt: '',
  createdAt: '',
} as Media
const template = {
  id: 1,
  slug: 'clinica',
  title: 'Clínica',
  description: 'Um template',
  category: 'saude',
  difficulty: 'facil',
  price: 29700,
  pages: 6,
  cover,
  gallery: [{ ...cover, id: 8, sizes: {} }],
  updatedAt: '2026-01-01T00:00:00.000Z',
} as unknown as StoreTemplate

describe('a template as pages and the JSON API see it', () => {
  it('addresses its images by path on the pages, so any host serving them loads them from itself', () => {
    const view = toTemplateView(template)
    expect(view.cover).toMatchObject({ url: '/cms-api/media/file/capa-1200x630.webp', srcSet: '/cms-api/media/file/capa-640x336.webp 640w, /cms-api/media/file/capa-1200x630.webp 1200w' })
    // As every page's images (kit/image.ts): the same sizes in AVIF for the browsers that read it.
    expect(view.cover?.avifSrcSet).toBe('/cms-api/media/file/capa-640x336.avif 640w, /cms-api/media/file/capa-1200x630.avif 1200w')
    // The catalogue's card: the 640 w size alone, in WebP and AVIF.
    expect(view.card).toMatchObject({ url: '/cms-api/media/file/capa-640x336.webp', width: 640, height: 336, srcSet: '/cms-api/media/file/capa-640x336.webp 640w', avifSrcSet: '/cms-api/media/file/capa-640x336.avif 640w' })
    expect(view.gallery.map((g) => g.url)).toEqual(['/cms-api/media/file/capa.webp'])
  })

  it('gives API clients absolute image URLs on the site address', () => {
    const { images } = toApiTemplate(toTemplateView(template))
    expect(images).toEqual({ cover: `${env.SITE_URL}/cms-api/media/file/capa-1200x630.webp`, gallery: [`${env.SITE_URL}/cms-api/media/file/capa.webp`] })
  })
})
