import type { Payload } from 'payload'

import { logger } from '@/lib/logger'
import { clientAddress, rateLimit, tooManyRequests } from '@/lib/rate-limit'

import { NEWSLETTER_CONSENT_TEXT, NEWSLETTER_CONSENT_VERSION, NEWSLETTER_MESSAGES, type NewsletterState } from './newsletter-consent'
import { sendNewsletterWelcome } from './newsletter-email'
import { newsletterSchema } from './newsletter-schema'
import { BadBodyError, BodyTooLargeError, readBodyFields, sourcePath, wantsJson } from './read-body'

export { NEWSLETTER_MESSAGES, type NewsletterState }

export const NEWSLETTER_RATE_LIMIT = { limit: 10, windowMs: 10 * 60 * 1000 }
const MAX_BYTES = 4 * 1024

const back = (path: string, state: NewsletterState) =>
  new Response(null, { status: 303, headers: { Location: `${path}#newsletter-${state}`, 'Cache-Control': 'no-store' } })

const isUniqueViolation = (error: unknown) => /unique|duplicate|já existe|already/i.test(String(error)) ||
  /unique|duplicate/i.test(JSON.stringify((error as { data?: unknown })?.data ?? ''))

type Deps = { payload?: Payload; now?: () => Date }

/**
 * POST /api/newsletter: JSON clients get JSON (201 new, 200 already subscribed or back after cancelling,
 * 400, 413, 429); plain forms get a 303 back to the page with `#newsletter-<state>`. Each subscription
 * stores the consent text and version the footer showed, and gets a welcome e-mail with the cancel link.
 */
export async function handleNewsletter(request: Request, deps: Deps = {}): Promise<Response> {
  const json = wantsJson(request)
  const address = clientAddress(request.headers)
  const page = sourcePath(request, undefined, '/')
  const limited = await rateLimit(`newsletter:${address}`, NEWSLETTER_RATE_LIMIT)
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
  const payload: Payload = deps.payload ?? (await (await import('@/lib/payload')).getPayloadClient())
  const consent = {
    paginaOrigem: page,
    consentimentoTexto: NEWSLETTER_CONSENT_TEXT,
    consentVersion: NEWSLETTER_CONSENT_VERSION,
    consentimentoEm: (deps.now?.() ?? new Date()).toISOString(),
  }
  const answer = (state: 'inscrito' | 'reativado' | 'ja-inscrito') =>
    json
      ? Response.json({ ok: true, message: NEWSLETTER_MESSAGES[state] }, { status: state === 'inscrito' ? 201 : 200, headers: { 'Cache-Control': 'no-store' } })
      : back(page, state)
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
  if (existing && !existing.unsubscribedAt) return answer('ja-inscrito')
  if (existing) {
    // Back after cancelling: a new consent, recorded with today's text, version and time.
    try {
      const updated = await payload.update({
        collection: 'newsletter-subscribers',
        id: existing.id,
        data: { ...consent, unsubscribedAt: null },
        overrideAccess: true,
        showHiddenFields: true,
        context: { disableRevalidate: true },
      })
      if (updated.unsubscribeToken) await sendNewsletterWelcome(payload, { email, unsubscribeToken: updated.unsubscribeToken })
    } catch (error) {
      return failed(error)
    }
    return answer('reativado')
  }
  try {
    const created = await payload.create({
      collection: 'newsletter-subscribers',
      data: { email, ...consent },
      overrideAccess: true,
      showHiddenFields: true,
      context: { disableRevalidate: true },
    })
    if (created.unsubscribeToken) await sendNewsletterWelcome(payload, { email, unsubscribeToken: created.unsubscribeToken })
  } catch (error) {
    if (isUniqueViolation(error)) return answer('ja-inscrito')
    return failed(error)
  }
  return answer('inscrito')
}
