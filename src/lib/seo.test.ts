import { describe, expect, it } from 'vitest'

import { serializeJsonLd } from './json-ld'
import { absoluteUrl, buildMetadata } from './seo'

describe('buildMetadata', () => {
  it('sets an absolute canonical, pt_BR Open Graph with an image and a large Twitter card', () => {
    const meta = buildMetadata({ title: 'Blog', description: 'Dicas', path: '/blog' })
    expect(meta.alternates?.canonical).toBe('http://localhost:3000/blog')
    expect(meta.openGraph).toMatchObject({ locale: 'pt_BR', url: 'http://localhost:3000/blog' })
    expect(JSON.stringify(meta.openGraph?.images)).toContain('http://localhost:3000/og-default.png')
    expect(meta.twitter).toMatchObject({ card: 'summary_large_image' })
    expect(meta.robots).toMatchObject({ index: true })
  })

  it('marks noindex pages', () => {
    expect(buildMetadata({ title: 'x', description: 'y', path: '/payment-success', noindex: true }).robots).toMatchObject({
      index: false,
    })
  })

  it('keeps absolute URLs as they are', () => {
    expect(absoluteUrl('https://cdn.example/x.png')).toBe('https://cdn.example/x.png')
    expect(absoluteUrl('x.png', 'https://a.com.br')).toBe('https://a.com.br/x.png')
  })
})

describe('serializeJsonLd', () => {
  it('cannot close the script element it is embedded in', () => {
    const out = serializeJsonLd({ name: '</script><script>alert(1)</script>' })
    expect(out).not.toContain('</script')
    expect(JSON.parse(out)).toEqual({ name: '</script><script>alert(1)</script>' })
  })
})
