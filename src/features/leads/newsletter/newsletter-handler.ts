import type { Payload } from 'payload'

import { logger } from '@/lib/logger'
import { limitRequests } from '@/features/shared-state/rate-limit-store'
import { clientAddress, tooManyRequests } from '@/lib/rate-limit'

import { NEWSLETTER_CONSENT_TEXT, NEWSLETTER_CONSENT_VERSION, NEWSLETTER_MESSAGES, type NewsletterState } from './newsletter-consent'
import { newConfirmationToken } from './newsletter-collection'
import { sendNewsletterConfirmation } from './newsletter-confirmation'
import { newsletterSchema } from './newsletter-schema'
import { BadBodyError, BodyTooLargeError, readBodyFields, sourcePath, wantsJson } from '@/kit/read-body'

export { NEWSLETTER_MESSAGES, type NewsletterState }

export const NEWSLETTER_RATE_LIMIT = { limit: 10, windowMs: 10 * 60 * 1000 }
const MAX_BYTES = 4 * 1024
/** A new confirmation link for the same address at most this often. */
export const CONFIRMATION_RESEND_MS = 10 * 60 * 1000

const back = (path: string, state: NewsletterState) =>
  new Response(null, { status: 303, headers: { Location: `${path}#newsletter-${state}`, 'Cache-Control': 'no-store' } })

const isUniqueViolation = (error: unknown) => /unique|duplicate|já existe|already/i.test(String(error)) ||
  /unique|duplicate/i.test(JSON.stringify((error as { data?: unknown })?.data ?? ''))

type Deps = { payload?: Payload; now?: () => Date }

/**
 * POST /api/newsletter (double opt-in): JSON clients get JSON (202 for any valid address, 400, 413, 429);
 * plain forms get a 303 back to the page with `#newsletter-<state>`. A new or pending address, or a
 * cancelled one asking again, is stored pending with the consent text, version and time the footer
 * showed, and gets a confirmation link; it counts only once the link is followed (newsletter-confirmation.ts).
 * The answer is the same for a new, pending, confirmed or cancelled address.
 */
export async function handleNewsletter(request: Request, deps: Deps = {}): Promise<Response> {
  const json = wantsJson(request)
  const address = clientAddress(request.headers)
  const page = sourcePath(request, undefined, '/')
  const getPayload = async () => deps.payload ?? (await import('@/lib/payload')).getPayloadClient()
  const limited = await limitRequests(getPayload, `newsletter:${address}`, NEWSLETTER_RATE_LIMIT)
  if (!limited.ok) return json ? tooManyRequests(limited, NEWSLETTER_MESSAGES.limite) : back(page, 'limite')

  let body: Record<string, unknown>
  try {
    body = await readBodyFields(request, MAX_BYTES)
  } catch (error) {
    if (error instanceof BodyTooLargeError) {
      return json ? Response.json({ error: 'Pedido grande demais.' }, { status: 413 }) : back(page, 'erro')
    }
    if (error instanceof BadBodyError) return json ? Response.json({ error: NEWSLETTER_MESSAGES.erro }, { status: 400 }) : back(page, 'erro')
    throw error
  }
  const parsed = newsletterSchema.safeParse(body)
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? NEWSLETTER_MESSAGES.erro
    return json ? Response.json({ error: message, fields: { email: message } }, { status: 400 }) : back(page, 'erro')
  }
  const { email } = parsed.data
  const payload: Payload = await getPayload()
  const now = deps.now?.() ?? new Date()
  const consent = {
    paginaOrigem: page,
    consentimentoTexto: NEWSLETTER_CONSENT_TEXT,
    consentVersion: NEWSLETTER_CONSENT_VERSION,
    consentimentoEm: now.toISOString(),
  }
  // One answer for every valid address, whatever its state: nothing here says who is subscribed.
  const accepted = () =>
    json
      ? Response.json({ ok: true, message: NEWSLETTER_MESSAGES.confirme }, { status: 202, headers: { 'Cache-Control': 'no-store' } })
      : back(page, 'confirme')
  const failed = (error: unknown) => {
    logger.error({ msg: 'Falha ao gravar inscrição na newsletter', error: String(error) })
    return json
      ? Response.json({ error: 'Não foi possível concluir a inscrição agora. Tente novamente em instantes.' }, { status: 500 })
      : back(page, 'erro')
  }

  const existing = (
    await payload.find({
      collection: 'newsletter-subscribers',
      where: { email: { equals: email } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
      showHiddenFields: true,
    })
  ).docs[0]
  try {
    if (!existing) {
      const created = await payload.create({
        collection: 'newsletter-subscribers',
        data: { email, ...consent, confirmacaoEnviadaEm: now.toISOString() },
        overrideAccess: true,
        showHiddenFields: true,
        context: { disableRevalidate: true },
      })
      if (created.confirmationToken && created.unsubscribeToken) {
        await sendNewsletterConfirmation(payload, { email, confirmationToken: created.confirmationToken, unsubscribeToken: created.unsubscribeToken })
      }
      return accepted()
    }
    const confirmed = Boolean(existing.confirmadoEm && !existing.unsubscribedAt)
    const lastSent = existing.confirmacaoEnviadaEm ? new Date(existing.confirmacaoEnviadaEm).getTime() : 0
    // Confirmed already: nothing to do. A link sent recently: not another one (nobody floods an inbox).
    if (confirmed || now.getTime() - lastSent < CONFIRMATION_RESEND_MS) return accepted()
    // Pending, or cancelled and asking again: a new request with today's consent and a new link; a
    // cancelled address stays cancelled (and a confirmed one is not) until the link is followed.
    const confirmationToken = newConfirmationToken()
    const updated = await payload.update({
      collection: 'newsletter-subscribers',
      id: existing.id,
      data: { ...consent, confirmadoEm: null, confirmationToken, confirmacaoEnviadaEm: now.toISOString() },
      overrideAccess: true,
      showHiddenFields: true,
      context: { disableRevalidate: true },
    })
    if (updated.unsubscribeToken) await sendNewsletterConfirmation(payload, { email, confirmationToken, unsubscribeToken: updated.unsubscribeToken })
  } catch (error) {
    if (isUniqueViolation(error)) return accepted()
    return failed(error)
  }
  return accepted()
}
