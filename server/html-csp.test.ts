import zlib from 'node:zlib'
import { createHash } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { inlineScriptHashes } from './html-csp.mjs'
import { createBodyCache, negotiateEncoding } from './response-cache.mjs'
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
    const first = cache.get(body, { html: true, encoding: 'gzip' })
    const second = cache.get(Buffer.from(body), { html: true, encoding: 'gzip' })
    expect(second).toBe(first)
    expect(first.encoded.gzip!.length).toBeLessThan(body.length)
    expect(first.scriptHashes).toEqual([sha('1')])
  })

  it('keeps its size right: what an entry adds on insert (scripts moved, compressed copies) comes off on eviction', () => {
    const cache = createBodyCache({ maxBytes: 40_000 })
    const page = (i: number) =>
      Buffer.from(`<html><head><script src="/_next/static/chunks/${i}.js" async=""></script></head><body>${'<p>texto</p>'.repeat(200 + i)}</body></html>`)
    for (let i = 0; i < 60; i += 1) {
      cache.get(page(i), { html: true, deferScripts: true, encoding: i % 2 ? 'br' : 'gzip' })
      cache.get(page(i), { html: true, deferScripts: true, encoding: 'gzip' })
      expect(cache.size()).toBe(cache.heldBytes())
    }
    expect(cache.size()).toBeLessThanOrEqual(40_000)
    expect(cache.size()).toBeGreaterThan(0)
  })

  it('offers Brotli, then gzip, as the client accepts them', () => {
    const cache = createBodyCache()
    const body = Buffer.from('<p>olá, mundo</p>'.repeat(300))
    const entry = cache.get(body, { html: true, encoding: 'br' })
    expect(zlib.brotliDecompressSync(entry.encoded.br!).equals(body)).toBe(true)
    expect(entry.encoded.br!.length).toBeLessThan(zlib.gzipSync(body, { level: 9 }).length)
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br')
    expect(negotiateEncoding('gzip, deflate')).toBe('gzip')
    expect(negotiateEncoding('br;q=0, gzip;q=0.8')).toBe('gzip')
    expect(negotiateEncoding('identity')).toBeNull()
    expect(negotiateEncoding('')).toBeNull()
  })

  it('stays within its size bound', () => {
    const cache = createBodyCache({ maxBytes: 10_000 })
    for (let i = 0; i < 50; i += 1) cache.get(Buffer.alloc(1000, i), { html: false })
    const again = cache.get(Buffer.alloc(1000, 0), { html: false })
    expect(again.encoded.gzip).toBeUndefined()
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
