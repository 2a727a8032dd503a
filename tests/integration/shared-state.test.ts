import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { createTestPayload, destroyTestPayload } from '../helpers/payload'

let payload: Payload
let dataDir: string

beforeAll(async () => {
  ;({ payload, dataDir } = await createTestPayload())
})
afterAll(async () => destroyTestPayload(payload, dataDir))

describe('rate limits in the database', () => {
  it('counts concurrent hits exactly once each, per key and window', async () => {
    const { DatabaseRateLimitStore } = await import('@/features/shared-state/rate-limit-store')
    // Two stores stand for two app servers sharing the database.
    const a = new DatabaseRateLimitStore(async () => payload)
    const b = new DatabaseRateLimitStore(async () => payload)
    const windowStart = 1_800_000_000_000
    const counts = await Promise.all(Array.from({ length: 60 }, (_, i) => (i % 2 ? a : b).increment('leads:198.51.100.7', windowStart, 60_000)))
    expect([...counts].sort((x, y) => x - y)).toEqual(Array.from({ length: 60 }, (_, i) => i + 1))
    expect(await a.increment('leads:198.51.100.8', windowStart, 60_000)).toBe(1)
    expect(await b.increment('leads:198.51.100.7', windowStart + 60_000, 60_000)).toBe(1)
  })

  it('refuses past the limit through rateLimit(), with the seconds left', async () => {
    const { rateLimit } = await import('@/lib/rate-limit')
    const { DatabaseRateLimitStore } = await import('@/features/shared-state/rate-limit-store')
    const store = new DatabaseRateLimitStore(async () => payload)
    const t0 = 1_800_000_120_000
    for (let i = 0; i < 3; i += 1) expect((await rateLimit('checkout:x', { limit: 3, windowMs: 60_000 }, t0, store)).ok).toBe(true)
    expect(await rateLimit('checkout:x', { limit: 3, windowMs: 60_000 }, t0 + 20_000, store)).toEqual({ ok: false, remaining: 0, retryAfterSeconds: 40 })
  })

  it('sweeps the rows of windows that ended', async () => {
    const { DatabaseRateLimitStore } = await import('@/features/shared-state/rate-limit-store')
    const store = new DatabaseRateLimitStore(async () => payload)
    await store.increment('old', 1_000_000, 60_000)
    await store.increment('new', 1_900_000_000_000, 60_000)
    const keys = (await payload.find({ collection: 'rate-limit-counters', limit: 0, pagination: false })).docs.map((d) => d.key)
    expect(keys).not.toContain('old@1000000')
    expect(keys).toContain('new@1900000000000')
  })
})

describe('cache invalidation across app servers', () => {
  it('expires, in every server, the tags another server recorded, once its edit commits', async () => {
    const { recordInvalidation, startCacheSync } = await import('@/features/shared-state/cache-sync')
    await recordInvalidation(payload, ['posts'])
    const expired: string[][] = []
    const stop = await startCacheSync(payload, { intervalMs: 50, onExpire: (tags) => expired.push(tags) })
    try {
      // Recorded before this server started: its cache is newer, nothing to expire.
      await new Promise((resolve) => setTimeout(resolve, 200))
      expect(expired).toEqual([])

      // An edit in a transaction that has not committed yet is not seen.
      const transactionID = await payload.db.beginTransaction()
      await recordInvalidation(payload, ['cases', 'posts'], { transactionID: transactionID ?? undefined })
      if (transactionID !== null) {
        await new Promise((resolve) => setTimeout(resolve, 200))
        expect(expired).toEqual([])
        await payload.db.commitTransaction(transactionID)
      }
      await vi.waitFor(() => expect(expired.flat().sort()).toEqual(['cases', 'posts']), { timeout: 2000, interval: 50 })
    } finally {
      stop()
    }
  })

  it('records the tags of a collection edit through its hooks', async () => {
    const { startCacheSync } = await import('@/features/shared-state/cache-sync')
    const expired: string[] = []
    const stop = await startCacheSync(payload, { intervalMs: 50, onExpire: (tags) => expired.push(...tags) })
    try {
      await payload.create({
        collection: 'page-templates',
        data: { name: 'sobre', heading: 'Sobre nós', subheading: 'Quem somos' },
        overrideAccess: true,
      })
      await vi.waitFor(() => expect(expired).toContain('page-templates'), { timeout: 2000, interval: 50 })
    } finally {
      stop()
    }
  })

  it("expires a tag in the site's cache handler, the one Next.js reads its pages and data from", async () => {
    const { expireTagsLocally } = await import('@/features/shared-state/cache-sync')
    const { default: CacheHandler } = await import('../../server/cache-handler.mjs')
    const handler = new CacheHandler({})
    const context = { kind: 'FETCH', tags: ['testimonials'], softTags: [] }
    await handler.set('depoimentos', { kind: 'FETCH', data: { body: '[]', headers: {}, url: '' }, revalidate: false }, context)
    expect(await handler.get('depoimentos', context)).not.toBeNull()
    await new Promise((resolve) => setTimeout(resolve, 2))
    expireTagsLocally(['testimonials'])
    expect(await handler.get('depoimentos', context)).toBeNull()
  })
})

describe.runIf(process.env.TEST_POSTGRES_URL)('start-up lock on PostgreSQL', () => {
  it('lets servers starting together prepare the database one after the other', async () => {
    const { withDatabaseLock } = await import('@/lib/database-lock')
    const { env } = await import('@/lib/env')
    const events: string[] = []
    const server = (name: string) =>
      withDatabaseLock(env, 'site:prepare', async () => {
        events.push(`${name} começa`)
        await new Promise((resolve) => setTimeout(resolve, 300))
        events.push(`${name} termina`)
      })
    await Promise.all([server('A'), server('B')])
    expect(events.map((e) => e.split(' ')[1])).toEqual(['começa', 'termina', 'começa', 'termina'])
  })
})

describe.runIf(process.env.TEST_REDIS_URL)('rate limits in Redis (REDIS_URL)', () => {
  it('counts concurrent hits exactly once each, and the window expires', async () => {
    const { RedisRateLimitStore } = await import('@/features/shared-state/redis-rate-limit-store')
    const a = new RedisRateLimitStore(process.env.TEST_REDIS_URL!)
    const b = new RedisRateLimitStore(process.env.TEST_REDIS_URL!)
    try {
      const windowStart = Date.now() - 1000
      const key = `leads:203.0.113.${Math.floor(Math.random() * 250)}:${Date.now()}`
      const counts = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? a : b).increment(key, windowStart, 60_000)))
      expect([...counts].sort((x, y) => x - y)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1))
      // A window that has already ended is gone at once: its key expired with it.
      expect(await a.increment(`${key}:passado`, windowStart - 120_000, 60_000)).toBe(1)
      expect(await a.increment(`${key}:passado`, windowStart - 120_000, 60_000)).toBe(1)
    } finally {
      await a.close()
      await b.close()
    }
  })
})

describe('plain inserts for the hot public writes', () => {
  it('store a row Payload reads back like one it created, timestamps included', async () => {
    const { insertPlainRow } = await import('@/features/shared-state/drizzle')
    const before = Date.now()
    const id = await insertPlainRow(payload, 'outbox', { to: 'a@exemplo.com.br', subject: 'Assunto', text: 'Texto', html: null, status: 'stored' })
    const doc = await payload.findByID({ collection: 'outbox', id, overrideAccess: true })
    expect(doc).toMatchObject({ id, to: 'a@exemplo.com.br', subject: 'Assunto', text: 'Texto', status: 'stored' })
    expect(Date.parse(doc.createdAt)).toBeGreaterThanOrEqual(before - 1000)
    expect(doc.updatedAt).toBe(doc.createdAt)
  })

  it('run on a database that commits without an fsync per insert, and log JSON', async () => {
    if (!process.env.TEST_POSTGRES_URL) {
      const result = (await (payload.db as unknown as { client: { execute(sql: string): Promise<{ rows: { synchronous: number }[] }> } }).client.execute('PRAGMA synchronous')).rows
      expect(result[0]?.synchronous).toBe(1) // NORMAL: with WAL, a commit survives a crash of the process
    }
    expect(payload.logger.bindings()).toMatchObject({ app: 'payload' })
  })
})
