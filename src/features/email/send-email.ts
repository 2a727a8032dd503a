import nodemailer, { type Transporter } from 'nodemailer'
import type { Payload } from 'payload'

import { env } from '@/lib/env'

export type EmailMessage = { to: string; subject: string; text: string; html?: string; replyTo?: string }
export type EmailResult = { id: number | string; status: 'sent' | 'stored' | 'failed' }

let transporter: Transporter | undefined
function smtp(): Transporter | undefined {
  if (!env.SMTP_URL) return undefined
  transporter ??= nodemailer.createTransport(env.SMTP_URL)
  return transporter
}

export const fromAddress = () => env.EMAIL_FROM ?? `${env.BRAND_NAME} <${env.CONTACT_EMAIL}>`

/**
 * Sends an e-mail: it is first written to the outbox (so it is never lost), then delivered over SMTP when
 * `SMTP_URL` is set. A delivery failure is recorded on the outbox entry and reported in the result, never
 * thrown: the caller's own work (a lead, an order) must not fail because of e-mail.
 */
export async function sendEmail(payload: Payload, message: EmailMessage): Promise<EmailResult> {
  const entry = await payload.create({
    collection: 'outbox',
    data: { ...message, status: 'queued' },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  const transport = smtp()
  let status: EmailResult['status'] = 'stored'
  let error: string | undefined
  if (transport) {
    try {
      await transport.sendMail({ from: fromAddress(), ...message })
      status = 'sent'
    } catch (cause) {
      status = 'failed'
      error = cause instanceof Error ? cause.message : String(cause)
      payload.logger.error({ msg: 'Falha no envio de e-mail', to: message.to, subject: message.subject, error })
    }
  } else {
    payload.logger.info({ msg: 'E-mail guardado na caixa de saída (sem SMTP)', to: message.to, subject: message.subject })
  }
  await payload.update({
    collection: 'outbox',
    id: entry.id,
    data: { status, error },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  return { id: entry.id, status }
}
