import { describe, expect, it } from 'vitest'

import { isCurrent, navItems } from './nav'

describe('navigation', () => {
  it('lists the spec links in order, with the two home anchors', () => {
    expect(navItems.map((item) => item.href)).toEqual([
      '/',
      '/servicos/libras',
      '/templates',
      '/email-corporativo',
      '/chat-whatsapp',
      '/cursos',
      '/blog',
      '/cases',
      '/promocoes',
      '/#services',
      '/#contact',
    ])
  })

  it('marks the current section', () => {
    expect(isCurrent('/', '/')).toBe(true)
    expect(isCurrent('/', '/blog')).toBe(false)
    expect(isCurrent('/blog', '/blog/um-post')).toBe(true)
    expect(isCurrent('/blog', '/blogueiro')).toBe(false)
    expect(isCurrent('/chat-whatsapp', '/chatwhatsapp')).toBe(true)
    expect(isCurrent('/#services', '/')).toBe(false)
  })
})
