import { createClient } from '@redis/client'

import type { RateLimitStore } from '@/lib/rate-limit'

type Redis = ReturnType<typeof createClient>

/**
 * Rate-limit counters in Redis (REDIS_URL), for deployments that already run one: one INCR per hit on a
 * key that expires with its window, in a MULTI so the count and its expiry go together.
 */
export class RedisRateLimitStore implements RateLimitStore {
  private client: Promise<Redis> | undefined

  constructor(private readonly url: string) {}

  private connection(): Promise<Redis> {
    this.client ??= createClient({ url: this.url })
      .on('error', () => {
        // Reconnects by itself; a command made meanwhile fails and is answered by the caller.
      })
      .connect() as Promise<Redis>
    return this.client
  }

  async increment(key: string, windowStart: number, windowMs: number): Promise<number> {
    const redis = await this.connection()
    const name = `site:limite:${key}@${windowStart}`
    const [count] = await redis.multi().incr(name).pExpireAt(name, windowStart + windowMs).exec()
    return Number(count)
  }

  /** The counts of `key` in the windows that started at `starts` (sliding-window limits read the last few). */
  async read(key: string, starts: number[]): Promise<number[]> {
    if (starts.length === 0) return []
    const redis = await this.connection()
    const values = await redis.mGet(starts.map((start) => `site:limite:${key}@${start}`))
    return values.map((value) => Number(value ?? 0))
  }

  async close(): Promise<void> {
    if (this.client) await (await this.client).quit()
  }
}
