import type { Payload } from 'payload'

import { logger } from '@/lib/logger'
import { clientAddress, rateLimit, tooManyRequests } from '@/lib/rate-limit'

import { NEWSLETTER_CONSENT_TEXT, newsletterSchema } from './newsletter-schema'
import { BadBodyError, BodyTooLargeError, readBodyFields, sourcePath, wantsJson } from './read-body'

export const NEWSLETTER_RATE_LIMIT = { limit: 10, windowMs: 10 * 60 * 1000 }
const MAX_BYTES = 4 * 1024

/** The fragment a plain form post returns to: the footer shows the matching message with :target. */
export type NewsletterState = 'inscrito' | 'ja-inscrito' | 'erro' | 'limite'

export const NEWSLETTER_MESSAGES: Record<NewsletterState, string> = {
  inscrito: 'Inscrição confirmada! Você vai receber nossas novidades por e-mail.',
  'ja-inscrito': 'Este e-mail já está inscrito. Obrigado por continuar com a gente!',
  erro: 'Informe um e-mail válido, como nome@empresa.com.br.',
  limite: 'Muitas tentativas. Aguarde alguns minutos e tente de novo.',
}

const back = (path: string, state: NewsletterState) =>
  new Response(null, { status: 303, headers: { Location: `${path}#newsletter-${state}`, 'Cache-Control': 'no-store' } })

const isUniqueViolation = (error: unknown) => /unique|duplicate|já existe|already/i.test(String(error)) ||
  /unique|duplicate/i.test(JSON.stringify((error as { data?: unknown })?.data ?? ''))

/** POST /api/newsletter: JSON clients get JSON (201 new, 200 already subscribed, 400, 413, 429). */
export async function handleNewsletter(request: Request, deps: { payload?: Payload } = {}): Promise<Response> {
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

  const already = () =>
    json ? Response.json({ ok: true, message: NEWSLETTER_MESSAGES['ja-inscrito'] }, { status: 200 }) : back(page, 'ja-inscrito')

  const existing = await payload.find({
    collection: 'newsletter-subscribers',
    where: { email: { equals: email } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  if (existing.docs.length) return already()
  try {
    await payload.create({
      collection: 'newsletter-subscribers',
      data: { email, paginaOrigem: page, consentimentoTexto: NEWSLETTER_CONSENT_TEXT, consentimentoEm: new Date().toISOString() },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
  } catch (error) {
    if (isUniqueViolation(error)) return already()
    logger.error({ msg: 'Falha ao gravar inscrição na newsletter', error: String(error) })
    return json
      ? Response.json({ error: 'Não foi possível concluir a inscrição agora. Tente novamente em instantes.' }, { status: 500 })
      : back(page, 'erro')
  }
  return json ? Response.json({ ok: true, message: NEWSLETTER_MESSAGES.inscrito }, { status: 201 }) : back(page, 'inscrito')
}
