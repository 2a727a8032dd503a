type RouteHandler<C> = (request: Request, context: C) => Promise<Response>

/**
 * Payload turns an error thrown in a hook into JSON without headers. A 429 from the login and
 * forgot-password limits (login-guard.ts) carries `data.retryAfterSeconds`: this gives it the
 * `Retry-After` header clients and proxies read, and a top-level `error` with the same pt-BR message.
 */
export function withRetryAfter<C>(handler: RouteHandler<C>): RouteHandler<C> {
  return async (request, context) => {
    const response = await handler(request, context)
    if (response.status !== 429) return response
    const body = (await response.clone().json().catch(() => null)) as { errors?: { message?: string; data?: { retryAfterSeconds?: unknown } }[] } | null
    const first = body?.errors?.[0]
    const seconds = Number(first?.data?.retryAfterSeconds)
    if (!Number.isFinite(seconds) || seconds <= 0) return response
    const headers = new Headers(response.headers)
    headers.delete('content-length')
    headers.set('Retry-After', String(Math.ceil(seconds)))
    return Response.json({ ...body, error: first?.message }, { status: 429, headers })
  }
}
