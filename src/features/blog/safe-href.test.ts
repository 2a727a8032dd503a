import { describe, expect, it } from 'vitest'

import { safeHref } from './safe-href'

describe('safeHref', () => {
  it('keeps http, https, mailto, tel and site-relative links', () => {
    expect(safeHref('https://a.com')).toBe('https://a.com')
    expect(safeHref('mailto:x@y.com')).toBe('mailto:x@y.com')
    expect(safeHref('tel:+5511')).toBe('tel:+5511')
    expect(safeHref('/blog')).toBe('/blog')
  })
  it('refuses other schemes', () => {
    expect(safeHref('javascript:alert(1)')).toBe('#')
    expect(safeHref(' JaVa\tscript:alert(1)')).toBe('#')
    expect(safeHref('data:text/html,x')).toBe('#')
    expect(safeHref('//evil.com')).toBe('#')
    expect(safeHref('relativo')).toBe('#')
  })
})
