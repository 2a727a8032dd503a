type RouteHandler<C> = (request: Request, context: C) => Promise<Response>

/**
 * Payload answers an unknown route with its full request URL ('Cannot GET http://0.0.0.0:3100/…'),
 * which shows the address the server binds to. Those answers become a plain JSON 404.
 */
export function withPlainNotFound<C>(handler: RouteHandler<C>): RouteHandler<C> {
  return async (request, context) => {
    const response = await handler(request, context)
    if (response.status !== 404 && response.status !== 501) return response
    if (!(response.headers.get('content-type') ?? '').includes('application/json')) return response
    const body = (await response.clone().json().catch(() => null)) as { message?: unknown } | null
    const message = typeof body?.message === 'string' ? body.message : ''
    if (!/^(Cannot [A-Z]+ |Route not found)/.test(message)) return response
    const headers = new Headers(response.headers)
    headers.delete('content-length')
    return Response.json({ error: 'Rota não encontrada.' }, { status: 404, headers })
  }
}
