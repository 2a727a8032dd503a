import { describe, expect, it } from 'vitest'

import { toImage } from '@/kit/image'
import type { Media } from '@/payload-types'

const size = (name: string, width: number, height: number, type: string) => ({
  url: `http://localhost:3000/cms-api/media/file/${name}`, width, height, mimeType: type, filesize: 1, filename: name,
})

const media = (sizes: Media['sizes']): Media =>
  ({ id: 1, alt: 'Capa', url: '/cms-api/media/file/a.webp', width: 1600, height: 900, sizes, updatedAt: '', createdAt: '' }) as Media

describe('toImage sources', () => {
  it('offers the card and cover sizes in AVIF beside the WebP ones', () => {
    const image = toImage(
      media({
        card: size('a-640.webp', 640, 336, 'image/webp'),
        cover: size('a-1200.webp', 1200, 630, 'image/webp'),
        cardAvif: size('a-640.avif', 640, 336, 'image/avif'),
        coverAvif: size('a-1200.avif', 1200, 630, 'image/avif'),
      }),
    )
    expect(image).toMatchObject({
      url: '/cms-api/media/file/a-1200.webp',
      srcSet: '/cms-api/media/file/a-640.webp 640w, /cms-api/media/file/a-1200.webp 1200w',
      avifSrcSet: '/cms-api/media/file/a-640.avif 640w, /cms-api/media/file/a-1200.avif 1200w',
    })
  })

  it('has no AVIF sources for uploads made before AVIF existed', () => {
    const image = toImage(media({ card: size('a-640.webp', 640, 336, 'image/webp'), cover: size('a-1200.webp', 1200, 630, 'image/webp') }))
    expect(image?.avifSrcSet).toBeUndefined()
  })

  it("stops at the card size when asked (the store's catalogue), and falls back to the original without one", () => {
    const sizes = {
      card: size('a-640.webp', 640, 336, 'image/webp'),
      cover: size('a-1200.webp', 1200, 630, 'image/webp'),
      cardAvif: size('a-640.avif', 640, 336, 'image/avif'),
      coverAvif: size('a-1200.avif', 1200, 630, 'image/avif'),
    }
    expect(toImage(media(sizes), '', { largest: 'card' })).toEqual({
      url: '/cms-api/media/file/a-640.webp',
      alt: 'Capa',
      width: 640,
      height: 336,
      srcSet: '/cms-api/media/file/a-640.webp 640w',
      avifSrcSet: '/cms-api/media/file/a-640.avif 640w',
    })
    expect(toImage(media({}), '', { largest: 'card' })).toEqual({
      url: '/cms-api/media/file/a.webp',
      alt: 'Capa',
      width: 1600,
      height: 900,
      srcSet: '/cms-api/media/file/a.webp 1600w',
    })
  })
})
