import type { Payload } from 'payload'

import { env } from '@/lib/env'
import { rateLimit, type RateLimitResult } from '@/lib/rate-limit'
import { slidingRateLimit, type SlidingRateLimitStore } from '@/lib/sliding-rate-limit'

import { queryBuilder, sql, sqlTable } from './drizzle'
import { RedisRateLimitStore } from './redis-rate-limit-store'

const lastSweeps = new WeakMap<Payload, number>()

/**
 * Rate-limit counters in the database, so that every app server counts the same hits: one atomic
 * `INSERT … ON CONFLICT DO UPDATE SET count = count + 1 RETURNING count` per hit. Rows of past windows
 * are swept now and then.
 */
export class DatabaseRateLimitStore implements SlidingRateLimitStore {
  constructor(private readonly getPayload: () => Promise<Payload>) {}

  async increment(key: string, windowStart: number, windowMs: number): Promise<number> {
    const payload = await this.getPayload()
    const db = await queryBuilder(payload)
    const table = sqlTable(payload, 'rate_limit_counters')
    const [row] = await db
      .insert(table)
      .values({ key: `${key}@${windowStart}`, count: 1, expiresAt: windowStart + windowMs })
      .onConflictDoUpdate({ target: table.key, set: { count: sql`${table.count} + 1` } })
      .returning({ count: table.count })
    await this.sweep(payload, windowStart)
    return Number(row?.count ?? 1)
  }

  /** The counts of `key` in the windows that started at `starts` (sliding-window limits read the last few). */
  async read(key: string, starts: number[]): Promise<number[]> {
    if (starts.length === 0) return []
    const payload = await this.getPayload()
    const db = await queryBuilder(payload)
    const table = sqlTable(payload, 'rate_limit_counters')
    const names = starts.map((start) => `${key}@${start}`)
    const rows = (await db
      .select({ key: table.key, count: table.count })
      .from(table)
      .where(sql`${table.key} in (${sql.join(names.map((name) => sql`${name}`), sql`, `)})`)) as { key: string; count: number }[]
    const byName = new Map(rows.map((row) => [row.key, Number(row.count)]))
    return names.map((name) => byName.get(name) ?? 0)
  }

  /** Deletes expired windows, at most once a minute per process (per Payload instance). */
  private async sweep(payload: Payload, now: number) {
    if (now - (lastSweeps.get(payload) ?? 0) < 60_000) return
    lastSweeps.set(payload, now)
    const table = sqlTable(payload, 'rate_limit_counters')
    await (await queryBuilder(payload)).delete(table).where(sql`${table.expiresAt} < ${now}`)
  }
}

let redisStore: RedisRateLimitStore | undefined

/**
 * The store every deployed rate limit uses: Redis when REDIS_URL is set, else the database through the
 * Payload instance the caller has (a hook's `req.payload`, a handler's client). The caller hands Payload
 * in, so nothing here imports the CMS config (which registers the hooks that call this: no import circle).
 */
export function sharedRateLimitStore(getPayload: () => Promise<Payload>): SlidingRateLimitStore {
  if (env.REDIS_URL) return (redisStore ??= new RedisRateLimitStore(env.REDIS_URL))
  return new DatabaseRateLimitStore(getPayload)
}

type Limits = { limit: number; windowMs: number }

/** A fixed-window limit on the shared store; the deployed limits follow RATE_LIMIT_SCALE. */
export function limitRequests(getPayload: () => Promise<Payload>, key: string, { limit, windowMs }: Limits): Promise<RateLimitResult> {
  return rateLimit(key, { limit: limit * env.RATE_LIMIT_SCALE, windowMs }, Date.now(), sharedRateLimitStore(getPayload))
}

/** A sliding-window limit on the shared store (login attempts: not scaled, as before). */
export function limitRequestsSliding(getPayload: () => Promise<Payload>, key: string, limits: Limits): Promise<RateLimitResult> {
  return slidingRateLimit(key, limits, Date.now(), sharedRateLimitStore(getPayload))
}
