import { describe, expect, it } from 'vitest'

import { allVideos, courseFaq, courseModules, isoDuration, videoCategories } from './course-data'

describe('course data', () => {
  it('has the spec figures: 9 modules, 5 categories, 12 videos, 4 questions', () => {
    expect(courseModules).toHaveLength(9)
    expect(videoCategories.map((c) => c.nome)).toEqual(['Iniciantes', 'Avançado', 'Design e Templates', 'SEO e Blog', 'E-commerce'])
    expect(allVideos()).toHaveLength(12)
    expect(new Set(allVideos().map((v) => v.id)).size).toBe(12)
    expect(courseFaq).toHaveLength(4)
  })

  it('converts durations to ISO 8601', () => {
    expect(isoDuration('09:35')).toBe('PT9M35S')
    expect(isoDuration('1:02:03')).toBe('PT1H2M3S')
  })
})
