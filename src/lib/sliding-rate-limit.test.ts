import { describe, expect, it } from 'vitest'

import { MemoryRateLimitStore, rateLimit } from './rate-limit'
import { MemorySlidingRateLimitStore, slidingRateLimit } from './sliding-rate-limit'

const opts = { limit: 20, windowMs: 10 * 60_000 }

/** Hits passed in any `windowMs` span of a burst of `limit` just before and `limit` just after a clock window's edge. */
async function acceptedAroundBoundary(limiter: (now: number) => Promise<{ ok: boolean }>) {
  const edge = 6_000 * 60_000 // a multiple of the window
  let passed = 0
  for (let i = 0; i < opts.limit; i += 1) if ((await limiter(edge - 1000 + i)).ok) passed += 1
  for (let i = 0; i < opts.limit; i += 1) if ((await limiter(edge + 1000 + i)).ok) passed += 1
  return passed
}

describe('slidingRateLimit', () => {
  it('never lets more than the limit through in a window, where a fixed window lets twice as many around its edge', async () => {
    const fixed = new MemoryRateLimitStore()
    expect(await acceptedAroundBoundary((now) => rateLimit('login:a', opts, now, fixed))).toBe(40)
    const sliding = new MemorySlidingRateLimitStore()
    expect(await acceptedAroundBoundary((now) => slidingRateLimit('login:a', opts, now, sliding))).toBe(20)
  })

  it('says when the next attempt passes, and lets it pass then, not before', async () => {
    const store = new MemorySlidingRateLimitStore()
    const t0 = 6_000 * 60_000 + 5_000
    for (let i = 0; i < 20; i += 1) expect((await slidingRateLimit('k', opts, t0, store)).ok).toBe(true)
    const refused = await slidingRateLimit('k', opts, t0 + 60_000, store)
    expect(refused.ok).toBe(false)
    // the 20 hits leave the span 10 minutes (and at most one 1-minute slice) after they were made
    expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(9 * 60)
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(11 * 60)
    const retryAt = t0 + 60_000 + refused.retryAfterSeconds * 1000
    expect((await slidingRateLimit('k', opts, retryAt - 2000, store)).ok).toBe(false)
    expect((await slidingRateLimit('k', opts, retryAt, store)).ok).toBe(true)
    expect((await slidingRateLimit('other', opts, t0, store)).ok).toBe(true)
  })

  it('lets a request through when the counter cannot be reached', async () => {
    const broken = { increment: async () => Promise.reject(new Error('ECONNREFUSED')), read: async () => [] }
    expect(await slidingRateLimit('a', opts, 120_000, broken)).toMatchObject({ ok: true })
  })
})
