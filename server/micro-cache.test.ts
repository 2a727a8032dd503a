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
    const key = cache.keyOf(req('/blog'), true)
    cache.store(key, fakeResponse(200, { 'content-type': 'text/html' }), Buffer.from('x'), 0)
    const res = fakeResponse()
    expect(cache.serve(key, res, 999)).toBe(true)
    expect(res.sent).toMatchObject({ status: 200, body: Buffer.from('x') })
    expect(cache.serve(key, fakeResponse(), 1000)).toBe(false)
  })

  it('never shares what a cookie, a session, an RSC request or a private path could change', () => {
    const cache = createMicroCache()
    expect(cache.keyOf(req('/', { cookie: 'consent=all' }), true)).toBeNull()
    expect(cache.keyOf(req('/', { rsc: '1' }), true)).toBeNull()
    expect(cache.keyOf(req('/', { authorization: 'JWT x' }), true)).toBeNull()
    expect(cache.keyOf(req('/', { 'x-eager-scripts': '1' }), true)).toBeNull()
    expect(cache.keyOf(req('/admin'), true)).toBeNull()
    expect(cache.keyOf(req('/cms-api/posts'), true)).toBeNull()
    expect(cache.keyOf(req('/api/downloads/abc'), true)).toBeNull()
    expect(cache.keyOf(req('/', {}, 'POST'), true)).toBeNull()
    expect(cache.keyOf(req('/blog?q=seo'), true)).toBe('gz /blog?q=seo')
  })

  it('does not keep errors or answers that set cookies', () => {
    const cache = createMicroCache()
    const key = cache.keyOf(req('/x'), false)
    cache.store(key, fakeResponse(404), Buffer.from('no'))
    cache.store(key, fakeResponse(200, { 'set-cookie': 'a=b' }), Buffer.from('no'))
    expect(cache.serve(key, fakeResponse())).toBe(false)
  })
})
