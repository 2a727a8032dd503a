import type { Payload } from 'payload'

import type { RateLimitStore } from '@/lib/rate-limit'

import { queryBuilder, sql, sqlTable } from './drizzle'

/**
 * Rate-limit counters in the database, so that every app server counts the same hits: one atomic
 * `INSERT … ON CONFLICT DO UPDATE SET count = count + 1 RETURNING count` per hit. Rows of past windows
 * are swept now and then.
 */
export class DatabaseRateLimitStore implements RateLimitStore {
  private lastSweep = 0

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

  /** Deletes expired windows, at most once a minute per process. */
  private async sweep(payload: Payload, now: number) {
    if (now - this.lastSweep < 60_000) return
    this.lastSweep = now
    const table = sqlTable(payload, 'rate_limit_counters')
    await (await queryBuilder(payload)).delete(table).where(sql`${table.expiresAt} < ${now}`)
  }
}

/** The store every rate limit uses: Redis when REDIS_URL is set, else the database (through Payload). */
export async function sharedRateLimitStore(): Promise<RateLimitStore> {
  const { env } = await import('@/lib/env')
  if (env.REDIS_URL) {
    const { RedisRateLimitStore } = await import('./redis-rate-limit-store')
    return new RedisRateLimitStore(env.REDIS_URL)
  }
  return new DatabaseRateLimitStore(async () => (await import('@/lib/payload')).getPayloadClient())
}
