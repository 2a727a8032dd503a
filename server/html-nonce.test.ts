import { describe, expect, it } from 'vitest'

import { createNonceInjector } from './html-nonce.mjs'
import { contentSecurityPolicy, securityHeaders } from './security-headers.mjs'

const run = (chunks: string[]) => {
  const injector = createNonceInjector('abc')
  return chunks.map((c) => injector.push(c)).join('') + injector.flush()
}

describe('createNonceInjector', () => {
  it('adds the nonce to every script tag', () => {
    expect(run(['<p>a</p><script src="/x.js" async></script><script>self.__next_f.push(1)</script>'])).toBe(
      '<p>a</p><script nonce="abc" src="/x.js" async></script><script nonce="abc">self.__next_f.push(1)</script>',
    )
  })

  it('handles a tag split across chunks at every position', () => {
    const html = '<head><script>1</script></head><body><SCRIPT type="module">2</SCRIPT></body>'
    const expected = '<head><script nonce="abc">1</script></head><body><script nonce="abc" type="module">2</SCRIPT></body>'
    for (let i = 1; i < html.length; i += 1) expect(run([html.slice(0, i), html.slice(i)])).toBe(expected)
  })

  it('leaves look-alikes alone', () => {
    expect(run(['<scripts-list>', '<p>&lt;script&gt;</p>', '<scrip'])).toBe('<scripts-list><p>&lt;script&gt;</p><scrip')
  })
})

describe('security headers', () => {
  it('forbids inline scripts and eval, framing, plugins and foreign base URLs', () => {
    const csp = contentSecurityPolicy({ nonce: 'n1' })
    const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src'))
    expect(scriptSrc).toBe("script-src 'self' 'nonce-n1'")
    expect(csp).not.toMatch(/unsafe-eval/)
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("object-src 'none'")
    expect(csp).toContain("base-uri 'self'")
  })

  it('sends HSTS only in production, and the other headers always', () => {
    expect(securityHeaders({})['Strict-Transport-Security']).toBeUndefined()
    const prod = securityHeaders({ production: true })
    expect(prod['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains')
    expect(prod['X-Content-Type-Options']).toBe('nosniff')
    expect(prod['Referrer-Policy']).toBe('strict-origin-when-cross-origin')
    expect(prod['Permissions-Policy']).toContain('camera=()')
  })
})
