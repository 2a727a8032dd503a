import { describe, expect, it } from 'vitest'

import { livePreviewConfig } from './preview-link'

describe('live preview', () => {
  const config = livePreviewConfig('https://site.test')
  const url = config.url as (args: { data: Record<string, unknown>; collectionConfig?: { slug: string } }) => string | null

  it('covers posts, cases and store templates at phone, tablet and desktop widths', () => {
    expect(config.collections).toEqual(['posts', 'cases', 'store-templates'])
    expect(config.breakpoints?.map((b) => [b.label, b.width])).toEqual([
      ['Celular', 375],
      ['Tablet', 768],
      ['Desktop', 1280],
    ])
  })

  it('opens the staff-only preview route (draft mode) of the document, absolute for the admin to post messages to', () => {
    expect(url({ data: { slug: 'meu-post' }, collectionConfig: { slug: 'posts' } })).toBe(
      'https://site.test/api/preview?collection=posts&slug=meu-post',
    )
    expect(url({ data: { slug: 'clinica' }, collectionConfig: { slug: 'store-templates' } })).toBe(
      'https://site.test/api/preview?collection=store-templates&slug=clinica',
    )
    expect(url({ data: {}, collectionConfig: { slug: 'posts' } })).toBeNull()
    expect(url({ data: { slug: 'x' }, collectionConfig: { slug: 'leads' } })).toBeNull()
  })
})
