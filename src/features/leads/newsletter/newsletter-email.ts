import type { Payload } from 'payload'

import { sendEmail } from '@/features/email/send-email'
import { absoluteUrl } from '@/lib/seo'

import { agencyContact, escapeHtml } from '../agency-contact'
import { NEWSLETTER_CONSENT_TEXT, unsubscribePath } from './newsletter-consent'

/**
 * The confirmation a new (or returning) subscriber receives, with the unsubscribe link that every
 * newsletter e-mail carries. Never throws: the subscription is already stored.
 */
export async function sendNewsletterWelcome(payload: Payload, subscriber: { email: string; unsubscribeToken: string }): Promise<void> {
  try {
    const { brandName, contactEmail } = await agencyContact(payload)
    const cancel = absoluteUrl(unsubscribePath(subscriber.unsubscribeToken))
    const text = [
      'Olá!',
      '',
      `Sua inscrição na newsletter da ${brandName} está confirmada. Vamos enviar dicas de SEO, sites e marketing digital, sem spam.`,
      '',
      `Você aceitou: "${NEWSLETTER_CONSENT_TEXT}"`,
      '',
      `Não quer mais receber? Cancele a inscrição aqui: ${cancel}`,
      `Dúvidas sobre seus dados: ${contactEmail}`,
    ].join('\n')
    const html = `<p>Olá!</p><p>Sua inscrição na newsletter da ${escapeHtml(brandName)} está confirmada. Vamos enviar dicas de SEO, sites e marketing digital, sem spam.</p><p>Você aceitou: “${escapeHtml(NEWSLETTER_CONSENT_TEXT)}”</p><p>Não quer mais receber? <a href="${escapeHtml(cancel)}">Cancele a inscrição</a>.</p><p>Dúvidas sobre seus dados: ${escapeHtml(contactEmail)}</p>`
    await sendEmail(payload, { to: subscriber.email, subject: `Inscrição confirmada: novidades da ${brandName}`, text, html, replyTo: contactEmail })
  } catch (error) {
    payload.logger.error({ msg: 'E-mail de boas-vindas da newsletter falhou (a inscrição está salva)', error: String(error) })
  }
}
