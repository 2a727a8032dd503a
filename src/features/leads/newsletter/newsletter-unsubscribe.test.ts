import { describe, expect, it } from 'vitest'

import { unsubscribePath } from './newsletter-consent'
import { isTokenShaped, maskEmail, showUnsubscribePage } from './newsletter-unsubscribe'

describe('newsletter unsubscribe helpers', () => {
  it('masks the address on the confirmation page', () => {
    expect(maskEmail('joana@exemplo.com.br')).toBe('j••••@exemplo.com.br')
    expect(maskEmail('a@b.co')).toBe('a•••@b.co')
    expect(maskEmail('sem-arroba')).toBe('•••')
  })

  it('looks up only token-shaped values', () => {
    expect(isTokenShaped('Zx9_-'.repeat(8))).toBe(true)
    expect(isTokenShaped('curto')).toBe(false)
    expect(isTokenShaped("' OR 1=1 --aaaaaaaaaaaaaaaaaaa")).toBe(false)
    expect(isTokenShaped(undefined)).toBe(false)
  })

  it('GET only leads to the confirmation page, with the token kept', () => {
    const response = showUnsubscribePage(new Request('http://localhost/api/newsletter/cancelar?token=abc_DEF-123'))
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe(unsubscribePath('abc_DEF-123'))
    expect(unsubscribePath('abc_DEF-123')).toBe('/newsletter/cancelar?token=abc_DEF-123')
  })
})
