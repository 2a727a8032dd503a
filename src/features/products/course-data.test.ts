import { describe, expect, it } from 'vitest'

import { allVideos, CHANNEL_URL, courseFaq, courseModules, isoDuration, videoCategories, videoLink } from './course-data'
import { videoJsonLd } from './products-json-ld'

describe('course data', () => {
  it('has the spec figures: 9 modules, 5 categories, 12 videos, 4 questions', () => {
    expect(courseModules).toHaveLength(9)
    expect(videoCategories.map((c) => c.nome)).toEqual(['Iniciantes', 'Avançado', 'Design e Templates', 'SEO e Blog', 'E-commerce'])
    expect(allVideos()).toHaveLength(12)
    expect(new Set(allVideos().map((v) => v.slug)).size).toBe(12)
    expect(courseFaq).toHaveLength(4)
  })

  it('converts durations to ISO 8601', () => {
    expect(isoDuration('09:35')).toBe('PT9M35S')
    expect(isoDuration('1:02:03')).toBe('PT1H2M3S')
  })

  it('never links to a made-up video: without a real id the card searches the channel for the title', () => {
    for (const video of allVideos()) {
      const { href, direct } = videoLink(video, CHANNEL_URL)
      if (video.youtubeId) expect(video.youtubeId).toMatch(/^[A-Za-z0-9_-]{11}$/)
      expect(direct).toBe(!!video.youtubeId)
      if (!direct) expect(href).toBe(`${CHANNEL_URL}/search?query=${encodeURIComponent(video.titulo)}`)
      expect(href).not.toContain(`v=${video.slug}`)
    }
    expect(videoLink({ titulo: 'Aula', youtubeId: 'dQw4w9WgXcQ' }, CHANNEL_URL)).toEqual({ href: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', direct: true })
    expect(videoLink({ titulo: 'SEO & blog', youtubeId: 'vd-seo-01' }, `${CHANNEL_URL}/`).href).toBe(`${CHANNEL_URL}/search?query=SEO%20%26%20blog`)
  })

  it('gives every VideoObject what Google requires and no address that leads nowhere', () => {
    const objects = videoJsonLd()
    expect(objects).toHaveLength(12)
    for (const [index, object] of objects.entries()) {
      const video = allVideos()[index]!
      expect(object).toMatchObject({ name: video.titulo, description: video.resumo, uploadDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) })
      expect(object.thumbnailUrl).toMatch(new RegExp(`/cursos/${video.slug}\\.webp$`))
      if (!video.youtubeId) {
        expect(object).not.toHaveProperty('contentUrl')
        expect(object).not.toHaveProperty('embedUrl')
      }
    }
  })
})

describe('YouTube addresses staff paste', () => {
  it('finds the video id in the usual addresses and in the id itself', async () => {
    const { youtubeIdFrom } = await import('./course-data')
    for (const input of [
      'dQw4w9WgXcQ',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s',
      'youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ?si=abc',
      'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://www.youtube.com/shorts/dQw4w9WgXcQ',
      ' https://www.youtube.com/live/dQw4w9WgXcQ ',
    ]) {
      expect(youtubeIdFrom(input), input).toBe('dQw4w9WgXcQ')
    }
  })

  it('refuses other hosts, channel pages, searches and broken ids in Portuguese', async () => {
    const { youtubeError, youtubeIdFrom } = await import('./course-data')
    for (const input of [
      'https://vimeo.com/123456789',
      'https://www.youtube.com/@verticedigital',
      'https://www.youtube.com/@verticedigital/search?query=SEO',
      'https://www.youtube.com/watch?v=curto',
      'https://evil.example/watch?v=dQw4w9WgXcQ',
      'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
      'javascript:alert(1)',
      'não é um vídeo',
    ]) {
      expect(youtubeIdFrom(input), input).toBeNull()
      expect(youtubeError(input), input).toMatch(/^Endereço de vídeo inválido/)
    }
    expect(youtubeError('')).toBeNull()
  })
})
