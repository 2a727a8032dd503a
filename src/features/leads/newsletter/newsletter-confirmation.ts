import type { Payload } from 'payload'

import { sendEmail } from '@/features/email/send-email'
import { logger } from '@/lib/logger'
import { clientAddress } from '@/lib/rate-limit'
import { absoluteUrl } from '@/lib/seo'

import { agencyContact, escapeHtml } from '../agency-contact'
import { confirmPath, NEWSLETTER_CONSENT_TEXT, unsubscribePath } from './newsletter-consent'
import { sendNewsletterWelcome } from './newsletter-email'
import { isTokenShaped, maskEmail, readTokenAction } from './newsletter-unsubscribe'

/** A confirmation link works for a week after it was sent. */
export const CONFIRMATION_VALID_MS = 7 * 24 * 60 * 60 * 1000
export const CONFIRM_RATE_LIMIT = { limit: 30, windowMs: 10 * 60 * 1000 }

/**
 * The double opt-in e-mail: the link that confirms the subscription, the consent text it confirms and,
 * for whoever did not ask for it, the assurance that nothing happens without the click (and the
 * cancel link, so the address can also refuse for good). Never throws: the request is already stored.
 */
export async function sendNewsletterConfirmation(
  payload: Payload,
  subscriber: { email: string; confirmationToken: string; unsubscribeToken: string },
): Promise<void> {
  try {
    const { brandName, contactEmail } = await agencyContact(payload)
    const confirm = absoluteUrl(confirmPath(subscriber.confirmationToken))
    const cancel = absoluteUrl(unsubscribePath(subscriber.unsubscribeToken))
    const text = [
      'Olá!',
      '',
      `Recebemos um pedido para inscrever este e-mail na newsletter da ${brandName}. Para confirmar, abra o link abaixo e clique em "Confirmar inscrição":`,
      confirm,
      '',
      `Ao confirmar, você aceita: "${NEWSLETTER_CONSENT_TEXT}"`,
      '',
      'Não foi você? É só ignorar esta mensagem: sem a confirmação, você não recebe nada.',
      `Para nunca mais receber nossos e-mails: ${cancel}`,
      `Dúvidas sobre seus dados: ${contactEmail}`,
    ].join('\n')
    const html = `<p>Olá!</p><p>Recebemos um pedido para inscrever este e-mail na newsletter da ${escapeHtml(brandName)}.</p><p><a href="${escapeHtml(confirm)}">Confirmar inscrição</a></p><p>Ao confirmar, você aceita: “${escapeHtml(NEWSLETTER_CONSENT_TEXT)}”</p><p>Não foi você? É só ignorar esta mensagem: sem a confirmação, você não recebe nada. Para nunca mais receber nossos e-mails, <a href="${escapeHtml(cancel)}">cancele aqui</a>.</p><p>Dúvidas sobre seus dados: ${escapeHtml(contactEmail)}</p>`
    await sendEmail(payload, { to: subscriber.email, subject: `Confirme sua inscrição na newsletter da ${brandName}`, text, html, replyTo: contactEmail })
  } catch (error) {
    payload.logger.error({ msg: 'E-mail de confirmação da newsletter falhou (o pedido está salvo)', error: String(error) })
  }
}

type Pending = { id: number | string; email: string; confirmacaoEnviadaEm?: string | null; unsubscribeToken?: string | null }

export async function findPendingByToken(payload: Payload, token: unknown, now: Date = new Date()): Promise<Pending | null> {
  if (!isTokenShaped(token)) return null
  const { docs } = await payload.find({
    collection: 'newsletter-subscribers',
    where: { confirmationToken: { equals: token } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
  })
  const doc = docs[0]
  if (!doc) return null
  const sent = doc.confirmacaoEnviadaEm ? new Date(doc.confirmacaoEnviadaEm).getTime() : 0
  if (now.getTime() - sent > CONFIRMATION_VALID_MS) return null
  return { id: doc.id, email: doc.email, confirmacaoEnviadaEm: doc.confirmacaoEnviadaEm, unsubscribeToken: doc.unsubscribeToken }
}

/** The address behind a confirmation link, masked, for the confirmation page; null when the link is not valid. */
export async function pendingConfirmationView(payload: Payload, token: unknown): Promise<{ maskedEmail: string } | null> {
  const pending = await findPendingByToken(payload, token)
  return pending ? { maskedEmail: maskEmail(pending.email) } : null
}

/**
 * Confirms the subscription behind `token` (once: the token is cleared, so a replayed link is invalid),
 * recording the time as the confirmation of the stored consent, and sends the welcome e-mail.
 */
export async function confirmSubscription(payload: Payload, token: unknown, now: Date = new Date()): Promise<'confirmada' | 'invalido'> {
  const pending = await findPendingByToken(payload, token, now)
  if (!pending) return 'invalido'
  await payload.update({
    collection: 'newsletter-subscribers',
    id: pending.id,
    data: { confirmadoEm: now.toISOString(), unsubscribedAt: null, confirmationToken: null },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  logger.info({ msg: 'Inscrição na newsletter confirmada', subscriberId: pending.id })
  if (pending.unsubscribeToken) await sendNewsletterWelcome(payload, { email: pending.email, unsubscribeToken: pending.unsubscribeToken })
  return 'confirmada'
}

const MESSAGES = {
  confirmada: 'Inscrição confirmada! Você vai receber nossas novidades por e-mail.',
  invalido: 'Link de confirmação inválido ou expirado. Assine de novo no rodapé do site para receber um novo link.',
} as const

/** GET /api/newsletter/confirmar?token=…: changes nothing (mail scanners open links), only leads to the page. */
export function showConfirmPage(request: Request): Response {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  return new Response(null, { status: 303, headers: { Location: confirmPath(token), 'Cache-Control': 'no-store' } })
}

/** POST /api/newsletter/confirmar: the confirmation page's button (303 back to it) or a JSON client. */
export async function handleNewsletterConfirm(request: Request, deps: { payload?: Payload; now?: () => Date } = {}): Promise<Response> {
  const read = await readTokenAction(request, `newsletter-confirm:${clientAddress(request.headers)}`, CONFIRM_RATE_LIMIT, deps.payload)
  if (read instanceof Response) return read
  const { json, token, payload } = read
  const result = await confirmSubscription(payload, token, deps.now?.())
  if (json) {
    return Response.json(result === 'invalido' ? { error: MESSAGES.invalido } : { ok: true, message: MESSAGES.confirmada }, {
      status: result === 'invalido' ? 404 : 200,
      headers: { 'Cache-Control': 'no-store' },
    })
  }
  const back = `${confirmPath(isTokenShaped(token) ? token : '')}&estado=${result}`
  return new Response(null, { status: 303, headers: { Location: back, 'Cache-Control': 'no-store' } })
}

export const CONFIRM_MESSAGES = MESSAGES
