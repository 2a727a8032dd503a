import { describe, expect, it } from 'vitest'

import { whatsappLink } from './whatsapp'

describe('whatsappLink', () => {
  it('builds a wa.me link with only digits and a pt-BR message naming the page', () => {
    const link = new URL(whatsappLink('+55 (11) 98765-4321', { page: 'templates', detail: 'Loja Aurora' }, 'Vértice Digital'))
    expect(link.origin + link.pathname).toBe('https://wa.me/5511987654321')
    expect(link.searchParams.get('text')).toBe(
      'Olá, equipe Vértice Digital! Vim pelo site, na página templates (Loja Aurora), e gostaria de conversar.',
    )
  })

  it('encodes the message safely', () => {
    const link = whatsappLink('5511987654321', { page: 'início & cia?' })
    expect(link).toContain('text=Ol%C3%A1!')
    expect(link).not.toContain('&cia')
  })
})
