import type { RateLimitResult, RateLimitStore } from './rate-limit'

/**
 * A sliding-window limit: at most `limit` hits in ANY `windowMs` span, not per clock window (a fixed
 * window lets twice the limit through around each boundary: `limit` just before it, `limit` just after).
 *
 * The window is cut into `SLICES` slices, each one counter in the shared store (database or Redis, the
 * same rows as the fixed-window limits). A hit adds one to the current slice, then the counts of the
 * current slice and the `SLICES` before it are summed: a span a little longer than `windowMs`, so the
 * count never misses a hit of the last `windowMs` (it may keep one slice's hits a little longer).
 * `retryAfterSeconds` is when enough of the oldest slices leave the span for a new hit to pass.
 */
export const SLICES = 10

export interface SlidingRateLimitStore extends RateLimitStore {
  /** The counts of `key` in the windows that started at each of `starts` (0 for none). */
  read(key: string, starts: number[]): Promise<number[]>
}

export async function slidingRateLimit(
  key: string,
  { limit, windowMs }: { limit: number; windowMs: number },
  now: number,
  store: SlidingRateLimitStore,
): Promise<RateLimitResult> {
  const sliceMs = Math.ceil(windowMs / SLICES)
  const current = Math.floor(now / sliceMs) * sliceMs
  const starts = Array.from({ length: SLICES + 1 }, (_, i) => current - (SLICES - i) * sliceMs) // oldest first
  let counts: number[]
  try {
    // Each slice's counter lives as long as it can still be summed.
    const mine = await store.increment(`${key}~s`, current, (SLICES + 1) * sliceMs)
    counts = await store.read(`${key}~s`, starts.slice(0, -1))
    counts.push(mine)
  } catch (error) {
    const { logger } = await import('./logger')
    logger.warn({ msg: 'Limite de requisições indisponível; requisição liberada', key, error: String(error) })
    return { ok: true, remaining: limit - 1, retryAfterSeconds: 1 }
  }
  const total = counts.reduce((sum, n) => sum + n, 0)
  if (total <= limit) return { ok: true, remaining: limit - total, retryAfterSeconds: 0 }
  // The next hit passes once the span holds at most limit - 1 hits: drop the oldest slices until then.
  let left = total
  let i = 0
  while (i < counts.length && left > limit - 1) left -= counts[i++]!
  const freedAt = starts[i - 1]! + (SLICES + 1) * sliceMs
  return { ok: false, remaining: 0, retryAfterSeconds: Math.max(1, Math.ceil((freedAt - now) / 1000)) }
}

/** In-memory store for unit tests and scripts without a database. */
export class MemorySlidingRateLimitStore implements SlidingRateLimitStore {
  private readonly counts = new Map<string, number>()
  async increment(key: string, windowStart: number): Promise<number> {
    const name = `${key}@${windowStart}`
    const count = (this.counts.get(name) ?? 0) + 1
    this.counts.set(name, count)
    return count
  }
  async read(key: string, starts: number[]): Promise<number[]> {
    return starts.map((start) => this.counts.get(`${key}@${start}`) ?? 0)
  }
}
