import type { Payload } from 'payload'

import { logger } from '@/lib/logger'
import { limitRequests } from '@/features/shared-state/rate-limit-store'
import { clientAddress, tooManyRequests } from '@/lib/rate-limit'

import { unsubscribePath } from './newsletter-consent'
import { BadBodyError, BodyTooLargeError, readBodyFields, wantsJson } from '@/kit/read-body'

export const UNSUBSCRIBE_RATE_LIMIT = { limit: 30, windowMs: 10 * 60 * 1000 }

/** Tokens are 32 random bytes in base64url (43 characters); anything else is not looked up. */
export const isTokenShaped = (token: unknown): token is string => typeof token === 'string' && /^[A-Za-z0-9_-]{20,100}$/.test(token)

/** 'joana@exemplo.com.br' → 'j••••@exemplo.com.br': enough to recognise, little to leak if the link is forwarded. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@')
  if (at < 1) return '•••'
  return `${email[0]}${'•'.repeat(Math.min(8, Math.max(3, at - 1)))}${email.slice(at)}`
}

export type Subscription = { id: number | string; email: string; unsubscribedAt: string | null }

export async function findSubscriptionByToken(payload: Payload, token: unknown): Promise<Subscription | null> {
  if (!isTokenShaped(token)) return null
  const { docs } = await payload.find({
    collection: 'newsletter-subscribers',
    where: { unsubscribeToken: { equals: token } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const doc = docs[0]
  return doc ? { id: doc.id, email: doc.email, unsubscribedAt: doc.unsubscribedAt ?? null } : null
}

/** Stops the newsletter for the token's address (once: a second request keeps the first date). */
export async function cancelSubscription(payload: Payload, token: unknown, now: Date = new Date()): Promise<'cancelada' | 'ja-cancelada' | 'invalido'> {
  const subscription = await findSubscriptionByToken(payload, token)
  if (!subscription) return 'invalido'
  if (subscription.unsubscribedAt) return 'ja-cancelada'
  await payload.update({
    collection: 'newsletter-subscribers',
    id: subscription.id,
    data: { unsubscribedAt: now.toISOString() },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  logger.info({ msg: 'Inscrição na newsletter cancelada', subscriberId: subscription.id })
  return 'cancelada'
}

const MESSAGES = {
  cancelada: 'Inscrição cancelada. Você não vai mais receber nossa newsletter.',
  'ja-cancelada': 'Esta inscrição já estava cancelada.',
  invalido: 'Link de cancelamento inválido. Use o link do e-mail mais recente ou fale com a gente.',
} as const

/** GET /api/newsletter/cancelar?token=…: never changes anything, only leads to the confirmation page. */
export function showUnsubscribePage(request: Request): Response {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  return new Response(null, { status: 303, headers: { Location: unsubscribePath(token), 'Cache-Control': 'no-store' } })
}

/**
 * The common start of the newsletter's link actions (confirm, cancel): the per-address limit, the small form
 * or JSON body, the token (from the body, or the link's query string) and Payload. A Response when the
 * request ends here (429, 413).
 */
export async function readTokenAction(
  request: Request,
  rateKey: string,
  limit: { limit: number; windowMs: number },
  payload?: Payload,
): Promise<Response | { json: boolean; body: Record<string, unknown>; token: unknown; payload: Payload }> {
  const getPayload = async () => payload ?? (await import('@/lib/payload')).getPayloadClient()
  const limited = await limitRequests(getPayload, rateKey, limit)
  if (!limited.ok) return tooManyRequests(limited, 'Muitas tentativas. Aguarde alguns minutos e tente de novo.')
  let body: Record<string, unknown> = {}
  try {
    body = await readBodyFields(request, 2048)
  } catch (error) {
    if (error instanceof BodyTooLargeError) return Response.json({ error: 'Pedido grande demais.' }, { status: 413 })
    if (!(error instanceof BadBodyError)) throw error
  }
  return {
    json: wantsJson(request),
    body,
    token: body.token ?? new URL(request.url).searchParams.get('token'),
    payload: await getPayload(),
  }
}

/**
 * POST /api/newsletter/cancelar: the confirmation page's button (a plain form: 303 back to the page,
 * which then shows the cancelled state), JSON clients, and mail apps' one-click unsubscribe (RFC 8058:
 * `List-Unsubscribe=One-Click` posted to the link, with the token in the query string).
 */
export async function handleNewsletterUnsubscribe(request: Request, deps: { payload?: Payload; now?: () => Date } = {}): Promise<Response> {
  const read = await readTokenAction(request, `newsletter-cancel:${clientAddress(request.headers)}`, UNSUBSCRIBE_RATE_LIMIT, deps.payload)
  if (read instanceof Response) return read
  const { json, body, token, payload } = read
  const result = await cancelSubscription(payload, token, deps.now?.())
  const status = result === 'invalido' ? 404 : 200
  if (json || body['List-Unsubscribe'] === 'One-Click') {
    return Response.json(result === 'invalido' ? { error: MESSAGES[result] } : { ok: true, message: MESSAGES[result] }, {
      status,
      headers: { 'Cache-Control': 'no-store' },
    })
  }
  // Back to the page with a distinct address: the server's 1-second micro-cache may still hold the
  // confirmation page under the plain one.
  const back = `${unsubscribePath(isTokenShaped(token) ? token : '')}&estado=${result}`
  return new Response(null, { status: 303, headers: { Location: back, 'Cache-Control': 'no-store' } })
}
