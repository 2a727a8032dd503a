/**
 * Fixed-window rate limiting for public writes (checkout, lead forms, newsletter, login).
 *
 * The caller hands in the store: the deployed limits use the shared one (features/shared-state:
 * `limitRequests`, in the database or in Redis when REDIS_URL is set) so that several app servers behind
 * a load balancer count the same hits. `MemoryRateLimitStore` is for unit tests and scripts without a database.
 */
export type RateLimitResult = { ok: boolean; remaining: number; retryAfterSeconds: number }

export interface RateLimitStore {
  /** Adds one hit to `key` in the window that started at `windowStart`; returns the window's total. */
  increment(key: string, windowStart: number, windowMs: number): Promise<number>
}

export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, { start: number; count: number }>()

  async increment(key: string, windowStart: number, windowMs: number): Promise<number> {
    const current = this.windows.get(key)
    if (!current || current.start !== windowStart) {
      this.windows.set(key, { start: windowStart, count: 1 })
      if (this.windows.size > 10_000) this.sweep(windowStart, windowMs)
      return 1
    }
    current.count += 1
    return current.count
  }

  private sweep(now: number, windowMs: number) {
    for (const [key, value] of this.windows) if (value.start + windowMs <= now) this.windows.delete(key)
  }
}

export async function rateLimit(
  key: string,
  { limit, windowMs }: { limit: number; windowMs: number },
  now: number,
  store: RateLimitStore,
): Promise<RateLimitResult> {
  const windowStart = Math.floor(now / windowMs) * windowMs
  let count: number
  try {
    count = await store.increment(key, windowStart, windowMs)
  } catch (error) {
    // A counter that cannot be read (Redis or the database away) must not turn visitors away: let it pass.
    const { logger } = await import('./logger')
    logger.warn({ msg: 'Limite de requisições indisponível; requisição liberada', key, error: String(error) })
    count = 1
  }
  return {
    ok: count <= limit,
    remaining: Math.max(0, limit - count),
    retryAfterSeconds: Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000)),
  }
}

/**
 * The client's address for rate limiting. The server (server/index.mjs) sets `X-Real-IP` on every
 * request from the socket, or from `X-Forwarded-For` only when TRUST_PROXY says a proxy of ours is in
 * front, so a client cannot pick its own address. Without the server (tests) there is one shared bucket.
 */
export function clientAddress(headers: Headers): string {
  return headers.get('x-real-ip')?.trim() || 'local'
}

/** The JSON answer for a client over its limit (status 429 with Retry-After). */
export function tooManyRequests(result: RateLimitResult, message = 'Muitas tentativas. Aguarde um pouco e tente de novo.') {
  return Response.json(
    { error: message },
    { status: 429, headers: { 'Retry-After': String(result.retryAfterSeconds) } },
  )
}
