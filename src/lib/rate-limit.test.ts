import { describe, expect, it } from 'vitest'

import { clientAddress, MemoryRateLimitStore, rateLimit } from './rate-limit'

describe('rateLimit', () => {
  it('allows `limit` hits per window, then refuses with the seconds left', async () => {
    const store = new MemoryRateLimitStore()
    const opts = { limit: 3, windowMs: 60_000 }
    const t0 = 120_000
    for (let i = 0; i < 3; i += 1) expect((await rateLimit('a', opts, t0 + i, store)).ok).toBe(true)
    const over = await rateLimit('a', opts, t0 + 30_000, store)
    expect(over).toEqual({ ok: false, remaining: 0, retryAfterSeconds: 30 })
    expect((await rateLimit('b', opts, t0, store)).ok).toBe(true)
    expect((await rateLimit('a', opts, t0 + 60_000, store)).ok).toBe(true)
  })

  it('lets a request through when the counter cannot be reached', async () => {
    const broken = { increment: async () => Promise.reject(new Error('ECONNREFUSED')) }
    expect(await rateLimit('a', { limit: 1, windowMs: 60_000 }, 120_000, broken)).toMatchObject({ ok: true })
  })

  it('reads the client address the server recorded', () => {
    expect(clientAddress(new Headers({ 'x-real-ip': '198.51.100.2' }))).toBe('198.51.100.2')
    expect(clientAddress(new Headers())).toBe('local')
  })
})
