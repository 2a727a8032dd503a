import { describe, expect, it } from 'vitest'

import { allVideos, videoCategories } from './course-data'
import { textWidth, thumbnailSvg } from './thumbnail-svg'

describe('course thumbnails', () => {
  it('size the category label to its text, long names included ("E-commerce", "Design e Templates")', async () => {
    for (const category of videoCategories) {
      const svg = await thumbnailSvg(category.videos[0]!.titulo, category.nome, category.cor)
      const box = Number(/<rect x="40" y="40" rx="14" width="(\d+(?:\.\d+)?)"/.exec(svg)![1])
      const text = await textWidth(category.nome, 22)
      // The text starts 18 px inside the box and must end at least 10 px before its edge.
      expect(58 + text, category.nome).toBeLessThanOrEqual(40 + box - 10)
    }
  })

  it('leave the duration to the card (it was printed twice)', async () => {
    for (const video of allVideos().slice(0, 3)) {
      const category = videoCategories.find((c) => c.nome === video.categoria)!
      expect(await thumbnailSvg(video.titulo, category.nome, category.cor)).not.toContain(video.duracao)
    }
  })
})
