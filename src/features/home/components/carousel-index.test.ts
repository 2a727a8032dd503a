import { describe, expect, it } from 'vitest'

import { wrapIndex } from './carousel-index'

describe('wrapIndex', () => {
  it('wraps at both ends', () => {
    expect(wrapIndex(4, 4)).toBe(0)
    expect(wrapIndex(-1, 4)).toBe(3)
    expect(wrapIndex(2, 4)).toBe(2)
    expect(wrapIndex(1, 0)).toBe(0)
  })
})
