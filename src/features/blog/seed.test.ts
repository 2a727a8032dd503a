import { describe, expect, it } from 'vitest'

import { normalizeCategory } from './categories'
import { lexicalFromBlocks, lexicalToText } from '@/kit/lexical'
import { readingTime } from './reading-time'
import { seedCoverSvg, seedPosts } from './seed'

describe('demo posts', () => {
  const minutes = seedPosts.map((post) => readingTime(lexicalToText(lexicalFromBlocks(post.body))))

  it('include long posts that show the reading-time rule (2 to 4 minutes)', () => {
    expect(minutes.filter((m) => m >= 2 && m <= 4).length).toBeGreaterThanOrEqual(3)
    expect(new Set(minutes).size).toBeGreaterThanOrEqual(3)
  })

  it('print the category as the site shows it on their covers, not the old alias', () => {
    const index = seedPosts.findIndex((post) => post.category === 'wix')
    expect(index).toBeGreaterThanOrEqual(0)
    const svg = seedCoverSvg(seedPosts[index]!, index)
    expect(svg).toContain('>WIX STUDIO<')
    for (const [i, post] of seedPosts.entries()) {
      expect(seedCoverSvg(post, i)).toContain(`>${normalizeCategory(post.category).toUpperCase()}<`)
    }
  })
})
