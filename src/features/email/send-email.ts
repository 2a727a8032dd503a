import nodemailer, { type Transporter } from 'nodemailer'
import type { Payload } from 'payload'

import { insertPlainRow } from '@/features/shared-state/drizzle'
import { env } from '@/lib/env'
import type { Outbox } from '@/payload-types'

import { maskSecrets } from './outbox-collection'

export type EmailMessage = { to: string; subject: string; text: string; html?: string; replyTo?: string }
/** `queued`: handed to the SMTP delivery in the background; `stored`: no SMTP, kept in the outbox only. */
export type EmailResult = { id: number | string; status: 'queued' | 'sent' | 'stored' | 'failed' }

/** A slow or dead SMTP server gives up after these, so a delivery never hangs for minutes. */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 10_000 }
/** Waits before each new attempt of a failed delivery (kept in this process's memory). */
export const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000]

let transporter: Transporter | undefined
function smtp(): Transporter | undefined {
  if (!env.SMTP_URL) return undefined
  transporter ??= nodemailer.createTransport({ url: env.SMTP_URL, ...SMTP_TIMEOUTS })
  return transporter
}

export const fromAddress = () => env.EMAIL_FROM ?? `${env.BRAND_NAME} <${env.CONTACT_EMAIL}>`

type Delivery = { payload: Payload; id: number | string; message: EmailMessage; attempt: number }

const inFlight = new Set<Promise<void>>()
const retries = new Map<number | string, { delivery: Delivery; timer: NodeJS.Timeout }>()

function track(work: Promise<void>) {
  inFlight.add(work)
  void work.finally(() => inFlight.delete(work))
}

const record = (payload: Payload, id: number | string, data: { status: 'sent' | 'failed'; error: string | null }) =>
  payload.update({ collection: 'outbox', id, data, overrideAccess: true, context: { disableRevalidate: true } })

/** One SMTP attempt; the outbox row says how it went, and a failure is tried again later. */
async function deliver(delivery: Delivery): Promise<void> {
  const { payload, id, message, attempt } = delivery
  const transport = smtp()
  if (!transport) return
  let error: string
  try {
    await transport.sendMail({ from: fromAddress(), ...message })
    await record(payload, id, { status: 'sent', error: null }).catch(() => {})
    return
  } catch (cause) {
    error = cause instanceof Error ? cause.message : String(cause)
  }
  payload.logger.error({ msg: 'Falha no envio de e-mail', to: message.to, subject: message.subject, attempt: attempt + 1, error })
  await record(payload, id, { status: 'failed', error: error.slice(0, 500) }).catch(() => {})
  const delay = RETRY_DELAYS_MS[attempt]
  if (delay === undefined) return
  const timer = setTimeout(() => runRetry(id), delay)
  timer.unref()
  retries.set(id, { delivery: { ...delivery, attempt: attempt + 1 }, timer })
}

function runRetry(id: number | string) {
  const retry = retries.get(id)
  if (!retry) return
  retries.delete(id)
  clearTimeout(retry.timer)
  track(deliver(retry.delivery).catch(() => {}))
}

/**
 * Sends an e-mail without making the caller wait for it: the message is written to the outbox (so it is
 * never lost) and, when `SMTP_URL` is set, delivered over SMTP in the background; the outbox row goes from
 * `queued` to `sent`, or to `failed` with the error (then tried again after 1, 5 and 30 minutes). Nothing
 * about delivery is thrown: a lead, an order or a webhook answer never waits for or fails on e-mail.
 */
export async function sendEmail(payload: Payload, message: EmailMessage): Promise<EmailResult> {
  const transport = smtp()
  // A plain insert (insertPlainRow): every lead and order writes one, so it stays cheap; the masking is
  // the collection's beforeChange hook, which this path does not run.
  const entry = {
    id: await insertPlainRow(payload, 'outbox', {
      to: message.to,
      subject: message.subject,
      text: maskSecrets(message.text),
      html: message.html === undefined ? null : maskSecrets(message.html),
      status: transport ? 'queued' : 'stored',
    } satisfies Omit<Outbox, 'id' | 'createdAt' | 'updatedAt'>),
  }
  if (!transport) {
    payload.logger.info({ msg: 'E-mail guardado na caixa de saída (sem SMTP)', to: message.to, subject: message.subject })
    return { id: entry.id, status: 'stored' }
  }
  track(deliver({ payload, id: entry.id, message, attempt: 0 }).catch(() => {}))
  return { id: entry.id, status: 'queued' }
}

/** Waits for the deliveries under way (tests, and a clean shutdown). */
export async function settleEmails(): Promise<void> {
  while (inFlight.size) await Promise.allSettled([...inFlight])
}

/** Tries every failed delivery again now instead of at its scheduled time, and waits for them. */
export async function retryFailedEmails(): Promise<void> {
  for (const id of [...retries.keys()]) runRetry(id)
  await settleEmails()
}
