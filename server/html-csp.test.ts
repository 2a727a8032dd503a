import { createHash } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { inlineScriptHashes } from './html-csp.mjs'
import { createBodyCache } from './response-cache.mjs'
import { contentSecurityPolicy, isStaticAsset, securityHeaders } from './security-headers.mjs'

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

describe('inlineScriptHashes', () => {
  it('hashes each inline script once, and skips external scripts and JSON-LD data blocks', () => {
    const html =
      '<script src="/a.js" async></script><script>self.__next_f.push([1])</script>' +
      '<script type="application/ld+json">{"@type":"Thing"}</script><script>self.__next_f.push([1])</script>' +
      '<SCRIPT>\n$RC("B:0")\n</SCRIPT>'
    expect(inlineScriptHashes(html)).toEqual([sha('self.__next_f.push([1])'), sha('\n$RC("B:0")\n')])
  })
})

describe('createBodyCache', () => {
  it('compresses a body once and reuses it for the same bytes', () => {
    const cache = createBodyCache()
    const body = Buffer.from('<p>olá</p><script>1</script>'.repeat(50))
    const first = cache.get(body, { html: true, gzip: true })
    const second = cache.get(Buffer.from(body), { html: true, gzip: true })
    expect(second).toBe(first)
    expect(first.gzipped!.length).toBeLessThan(body.length)
    expect(first.scriptHashes).toEqual([sha('1')])
  })

  it('stays within its size bound', () => {
    const cache = createBodyCache({ maxBytes: 10_000 })
    for (let i = 0; i < 50; i += 1) cache.get(Buffer.alloc(1000, i), { html: false, gzip: false })
    const again = cache.get(Buffer.alloc(1000, 0), { html: false, gzip: false })
    expect(again.gzipped).toBeUndefined()
  })
})

describe('security headers', () => {
  it('forbids inline scripts except the hashed ones, eval, framing, plugins and foreign base URLs', () => {
    const csp = contentSecurityPolicy({ scriptHashes: ["'sha256-abc='"] })
    const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src'))
    expect(scriptSrc).toBe("script-src 'self' 'sha256-abc='")
    expect(csp).not.toMatch(/unsafe-eval|'unsafe-inline'[^;]*;\s*style/)
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

  it("gives the build's static files only the headers that act on a fetched file", () => {
    const asset = securityHeaders({ production: true, asset: true })
    expect(asset).toEqual({
      'X-Content-Type-Options': 'nosniff',
      'Cross-Origin-Resource-Policy': 'same-origin',
      'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
    })
    expect(isStaticAsset('/_next/static/chunks/0abc.js')).toBe(true)
    for (const url of ['/', '/robots.txt', '/api/leads/libras', '/_next/image?url=x', '/admin']) expect(isStaticAsset(url)).toBe(false)
  })
})
