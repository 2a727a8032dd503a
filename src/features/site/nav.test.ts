import { describe, expect, it } from 'vitest'

import { isCurrent, navItems, pageOrigin } from './nav'

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

  it("names the visitor's page for the header's WhatsApp message", () => {
    expect(pageOrigin('/')).toEqual({ page: 'Início' })
    expect(pageOrigin('/templates')).toEqual({ page: 'Templates' })
    expect(pageOrigin('/chatwhatsapp')).toEqual({ page: 'Chat WhatsApp' })
    expect(pageOrigin('/blog/como-vender-mais')).toEqual({ page: 'Blog', detail: '/blog/como-vender-mais' })
    expect(pageOrigin('/central-atendimento')).toEqual({ page: 'Central de Atendimento' })
    expect(pageOrigin('/uma/pagina/inexistente')).toEqual({ page: '/uma/pagina/inexistente' })
  })
})
