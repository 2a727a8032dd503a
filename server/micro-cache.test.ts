import type { IncomingMessage, ServerResponse } from 'node:http'

import { describe, expect, it } from 'vitest'

import { createMicroCache } from './micro-cache.mjs'

const req = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
  ({ url, method, headers }) as unknown as IncomingMessage

function fakeResponse(status = 200, headers: Record<string, string> = {}) {
  const sent: { status?: number; headers?: Record<string, unknown>; body?: unknown } = {}
  return {
    sent,
    statusCode: status,
    getHeader: (name: string) => headers[name],
    getHeaders: () => ({ ...headers }),
    writeHead: (s: number, h: Record<string, unknown>) => Object.assign(sent, { status: s, headers: h }),
    end: (body: unknown) => Object.assign(sent, { body }),
  } as unknown as ServerResponse & { sent: typeof sent }
}

describe('createMicroCache', () => {
  it('replays an anonymous page for the TTL, then lets it through again', () => {
    const cache = createMicroCache({ ttlMs: 1000 })
    const key = cache.keyOf(req('/blog'), 'gzip')
    cache.store(key, fakeResponse(200, { 'content-type': 'text/html' }), Buffer.from('x'), 0)
    const res = fakeResponse()
    expect(cache.serve(key, res, undefined, 999)).toBe(true)
    expect(res.sent).toMatchObject({ status: 200, body: Buffer.from('x') })
    expect(cache.serve(key, fakeResponse(), undefined, 1000)).toBe(false)
  })

  it('lets one request at a time refresh an expired page; the others get the expired copy meanwhile', () => {
    const cache = createMicroCache({ ttlMs: 1000, staleMs: 10_000 })
    const key = cache.keyOf(req('/blog?q=seo'), 'gzip')
    cache.store(key, fakeResponse(200), Buffer.from('antigo'), 0)
    expect(cache.serve(key, fakeResponse(), undefined, 1500)).toBe(false) // this one renders
    const meanwhile = fakeResponse()
    expect(cache.serve(key, meanwhile, undefined, 1600)).toBe(true)
    expect(meanwhile.sent.body).toEqual(Buffer.from('antigo'))
    cache.store(key, fakeResponse(200), Buffer.from('novo'), 1700)
    const after = fakeResponse()
    expect(cache.serve(key, after, undefined, 1800)).toBe(true)
    expect(after.sent.body).toEqual(Buffer.from('novo'))
    // Too old to serve even while refreshing: rendered again.
    expect(cache.serve(key, fakeResponse(), undefined, 20_000)).toBe(false)
  })

  it("makes the first visitors of a page wait for one render instead of rendering it each", () => {
    const cache = createMicroCache()
    const key = cache.keyOf(req('/templates'), 'gzip')
    expect(cache.serve(key, fakeResponse(), undefined, 0)).toBe(false)
    const waiting = [fakeResponse(), fakeResponse()]
    for (const res of waiting) expect(cache.serve(key, res, () => {}, 10)).toBe(true)
    expect(waiting[0]!.sent.body).toBeUndefined()
    cache.store(key, fakeResponse(200), Buffer.from('página'), 50)
    for (const res of waiting) expect(res.sent).toMatchObject({ status: 200, body: Buffer.from('página') })
  })

  it('sends the waiting visitors to Next themselves when the render is not kept (an error, a cookie)', () => {
    const cache = createMicroCache()
    const key = cache.keyOf(req('/x'), 'gzip')
    expect(cache.serve(key, fakeResponse(), undefined, 0)).toBe(false)
    const fallbacks: string[] = []
    cache.serve(key, fakeResponse(), () => fallbacks.push('a'), 1)
    cache.serve(key, fakeResponse(), () => fallbacks.push('b'), 2)
    cache.store(key, fakeResponse(500), Buffer.from('erro'), 3)
    expect(fallbacks).toEqual(['a', 'b'])
    // And a render that ends without storing anything (released) does the same.
    expect(cache.serve(key, fakeResponse(), undefined, 4)).toBe(false)
    const flight = cache.flightOf(key)
    cache.serve(key, fakeResponse(), () => fallbacks.push('c'), 5)
    cache.release(key, flight)
    expect(fallbacks).toEqual(['a', 'b', 'c'])
  })

  it('never shares what a cookie, a session, an RSC request or a private path could change', () => {
    const cache = createMicroCache()
    expect(cache.keyOf(req('/', { cookie: 'consent=all' }), 'gzip')).toBeNull()
    expect(cache.keyOf(req('/', { rsc: '1' }), 'gzip')).toBeNull()
    expect(cache.keyOf(req('/', { authorization: 'JWT x' }), 'gzip')).toBeNull()
    expect(cache.keyOf(req('/admin'), 'gzip')).toBeNull()
    expect(cache.keyOf(req('/cms-api/posts'), 'gzip')).toBeNull()
    expect(cache.keyOf(req('/api/downloads/abc'), 'gzip')).toBeNull()
    // A personal page changes with what its visitor just did there (cancelled, paid): never replayed.
    expect(cache.keyOf(req('/newsletter/cancelar?token=abc'), 'gzip')).toBeNull()
    expect(cache.keyOf(req('/newsletter/confirmar?token=abc'), 'gzip')).toBeNull()
    expect(cache.keyOf(req('/checkout/simulador/cs_test_1'), 'gzip')).toBeNull()
    expect(cache.keyOf(req('/payment-success?session_id=cs_test_1'), 'gzip')).toBeNull()
    expect(cache.keyOf(req('/newsletters-antigas'), 'gzip')).not.toBeNull()
    expect(cache.keyOf(req('/', {}, 'POST'), 'gzip')).toBeNull()
    expect(cache.keyOf(req('/blog?q=seo'), 'gzip')).toBe('gzip  /blog?q=seo')
    // Every visitor, browser tests included, shares the same copy: no header asks for other HTML.
    expect(cache.keyOf(req('/', { 'x-eager-scripts': '1' }), 'gzip')).toBe(cache.keyOf(req('/'), 'gzip'))
  })

  it('does not keep errors or answers that set cookies', () => {
    const cache = createMicroCache()
    const key = cache.keyOf(req('/x'), null)
    cache.store(key, fakeResponse(404), Buffer.from('no'))
    cache.store(key, fakeResponse(200, { 'set-cookie': 'a=b' }), Buffer.from('no'))
    expect(cache.serve(key, fakeResponse())).toBe(false)
    cache.release(key)
    expect(cache.serve(key, fakeResponse())).toBe(false)
  })
})

describe('dropping the kept pages after an edit', () => {
  it('clear() makes the next request render again; the app reaches it through the shared registry', async () => {
    const { registerPageCopies } = await import('./micro-cache.mjs')
    const { dropPageCopies } = await import('../src/features/shared-state/page-copies')
    const cache = createMicroCache({ ttlMs: 60_000 })
    const unregister = registerPageCopies(cache)
    const key = cache.keyOf(req('/blog'), 'gzip')
    cache.store(key, fakeResponse(200, { 'content-type': 'text/html' }), Buffer.from('antes'), 0)
    expect(cache.serve(key, fakeResponse(), undefined, 1000)).toBe(true)
    dropPageCopies()
    expect(cache.serve(key, fakeResponse(), undefined, 1001)).toBe(false)
    unregister()
    cache.store(key, fakeResponse(200, { 'content-type': 'text/html' }), Buffer.from('depois'), 1002)
    dropPageCopies()
    expect(cache.serve(key, fakeResponse(), undefined, 1003)).toBe(true)
  })

  it('keys on host and address, and random query strings cannot push the pages out', () => {
    const cache = createMicroCache({ ttlMs: 10_000, maxEntries: 10, maxQueryEntries: 5 })
    const home = cache.keyOf(req('/', { host: 'site.com.br' }), 'br')
    expect(home).toBe('br site.com.br /')
    expect(cache.keyOf(req('/', { host: 'outro.com.br' }), 'br')).not.toBe(home)
    cache.store(home, fakeResponse(200), Buffer.from('início'), 0)
    for (let i = 0; i < 1000; i += 1) {
      const key = cache.keyOf(req(`/?utm=${i}`, { host: 'site.com.br' }), 'br')
      cache.serve(key, fakeResponse(), undefined, 1)
      cache.store(key, fakeResponse(200), Buffer.from(String(i)), 1)
    }
    expect(cache.counts()).toEqual({ pages: 1, queries: 5 })
    const res = fakeResponse()
    expect(cache.serve(home, res, undefined, 2)).toBe(true)
    expect(res.sent.body).toEqual(Buffer.from('início'))
  })
})
