import { describe, expect, it } from 'vitest'

import { localPhotoAddress, photoAddress } from './photo'

describe('photoAddress', () => {
  it('uses addresses as they are and turns a bare id into the image service address', () => {
    expect(photoAddress('https://exemplo.com/a.jpg')).toBe('https://exemplo.com/a.jpg')
    expect(photoAddress('/cms-api/media/file/a.webp')).toBe('/cms-api/media/file/a.webp')
    expect(photoAddress('1494790108377-be9c29b29330')).toBe(
      'https://images.unsplash.com/photo-1494790108377-be9c29b29330?w=600&h=400&fit=crop',
    )
    expect(photoAddress('')).toBeNull()
    expect(photoAddress('javascript:alert(1)')).toBeNull()
  })
})

describe('localPhotoAddress', () => {
  it('keeps only addresses on this site', () => {
    expect(localPhotoAddress('/cms-api/media/file/a.webp')).toBe('/cms-api/media/file/a.webp')
    expect(localPhotoAddress('https://exemplo.com/a.jpg')).toBeNull()
    expect(localPhotoAddress('1494790108377-be9c29b29330')).toBeNull()
    expect(localPhotoAddress('//exemplo.com/a.jpg')).toBeNull()
    expect(localPhotoAddress(null)).toBeNull()
  })
})
