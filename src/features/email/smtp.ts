import nodemailer, { type Transporter } from 'nodemailer'

import { env } from '@/lib/env'

/** A slow or dead SMTP server gives up after these, so a delivery never hangs for minutes. */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 10_000 }
let transporter: Transporter | undefined
/** The SMTP transport, or undefined without SMTP_URL (the e-mails then stay in the outbox). */
export function smtpTransport(): Transporter | undefined {
  if (!env.SMTP_URL) return undefined
  transporter ??= nodemailer.createTransport({ url: env.SMTP_URL, ...SMTP_TIMEOUTS })
  return transporter
}

export const fromAddress = () => env.EMAIL_FROM ?? `${env.BRAND_NAME} <${env.CONTACT_EMAIL}>`
