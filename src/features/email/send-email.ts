import type { Payload } from 'payload'

import { insertPlainRow } from '@/features/shared-state/drizzle'
import { env } from '@/lib/env'
import type { Outbox } from '@/payload-types'

import { EMAIL_QUEUE, EMAIL_TASK } from './email-task'
import { maskSecrets, type EmailMessage } from './message'
import { smtpTransport } from './smtp'

export type { EmailMessage } from './message'
export { SMTP_TIMEOUTS, fromAddress, smtpTransport } from './smtp'
/** `queued`: handed to the SMTP delivery in the background; `stored`: no SMTP, kept in the outbox only. */
export type EmailResult = { id: number | string; status: 'queued' | 'sent' | 'stored' | 'failed' }

const inFlight = new Set<Promise<void>>()

function track(work: Promise<unknown>) {
  const done = work.then(
    () => undefined,
    () => undefined,
  )
  inFlight.add(done)
  void done.finally(() => inFlight.delete(done))
}

/** Runs one delivery job now, in the background (the queue's claim keeps a cron run from taking it too). */
function runNow(payload: Payload, jobId: number | string) {
  track(payload.jobs.runByID({ id: jobId, overrideAccess: true }))
}

/**
 * Sends an e-mail without making the caller wait for it: the message is written to the outbox (so it is
 * never lost) and, when `SMTP_URL` is set, a delivery job is queued in the database (email-task.ts) and
 * started at once in the background; the outbox row goes from `queued` to `sent`, or to `retrying` with
 * the attempts, the last error and the next try, and `failed` after the last. Nothing about delivery is
 * thrown: a lead, an order or a webhook answer never waits for or fails on e-mail.
 */
export async function sendEmail(payload: Payload, message: EmailMessage): Promise<EmailResult> {
  const transport = smtpTransport()
  // A plain insert (insertPlainRow): every lead and order writes one, so it stays cheap; the masking is
  // the collection's beforeChange hook, which this path does not run.
  const id = await insertPlainRow(payload, 'outbox', {
    to: message.to,
    subject: message.subject,
    text: maskSecrets(message.text),
    html: message.html === undefined ? null : maskSecrets(message.html),
    status: transport ? 'queued' : 'stored',
    attempts: 0,
  } satisfies Omit<Outbox, 'id' | 'createdAt' | 'updatedAt'>)
  if (!transport) {
    payload.logger.info({ msg: 'E-mail guardado na caixa de saída (sem SMTP)', to: message.to, subject: message.subject })
    return { id, status: 'stored' }
  }
  try {
    const jobId = await queueDelivery(payload, Number(id), message)
    runNow(payload, jobId)
  } catch (error) {
    payload.logger.error({ msg: 'E-mail não entrou na fila de envio', outboxId: id, error: String(error) })
  }
  return { id, status: 'queued' }
}

async function queueDelivery(payload: Payload, outboxId: number, message: EmailMessage): Promise<number | string> {
  const job = await payload.jobs.queue({ task: EMAIL_TASK, queue: EMAIL_QUEUE, input: { outboxId, message } } as never)
  await payload.update({ collection: 'outbox', id: outboxId, data: { jobId: String(job.id) }, overrideAccess: true, context: { disableRevalidate: true } })
  return job.id
}

/**
 * Tries one e-mail again now (the admin's "Tentar de novo" and retryFailedEmails): a delivery still being
 * retried is moved up to now; one that failed for good gets a new series of attempts, with the message
 * its job kept (the outbox copy hides secrets such as a reset link). Answers what it did.
 */
export async function retryEmail(payload: Payload, outboxId: number): Promise<'retrying' | 'requeued' | 'sent' | 'no-smtp'> {
  if (!smtpTransport()) return 'no-smtp'
  const row = await payload.findByID({ collection: 'outbox', id: outboxId, overrideAccess: true, depth: 0 })
  if (row.status === 'sent') return 'sent'
  const job = row.jobId
    ? ((await payload.findByID({ collection: 'payload-jobs', id: row.jobId, overrideAccess: true, disableErrors: true, depth: 0 })) as {
        id: number | string
        hasError?: boolean | null
        completedAt?: string | null
        input?: { outboxId?: number; message?: EmailMessage }
      } | null)
    : null
  // A finished job is deleted, and its id may be reused by another message's job: only this row's counts.
  const ownJob = job && Number(job.input?.outboxId) === outboxId ? job : null
  if (ownJob && !ownJob.hasError && !ownJob.completedAt) {
    await payload.update({ collection: 'payload-jobs', id: ownJob.id, data: { waitUntil: new Date().toISOString() }, overrideAccess: true })
    runNow(payload, ownJob.id)
    return 'retrying'
  }
  const message: EmailMessage = ownJob?.input?.message ?? { to: row.to, subject: row.subject, text: row.text ?? '', html: row.html ?? undefined }
  await payload.update({ collection: 'outbox', id: outboxId, data: { status: 'queued', error: null, nextAttemptAt: null, attempts: 0 }, overrideAccess: true, context: { disableRevalidate: true } })
  runNow(payload, await queueDelivery(payload, outboxId, message))
  return 'requeued'
}

/** Waits for the deliveries under way (tests, and a clean shutdown). */
export async function settleEmails(): Promise<void> {
  while (inFlight.size) await Promise.allSettled([...inFlight])
}

/** Tries every e-mail that is waiting for a new attempt or failed for good again now, and waits for them. */
export async function retryFailedEmails(client: Payload): Promise<void> {
  const { docs } = await client.find({ collection: 'outbox', where: { status: { in: ['retrying', 'failed'] } }, limit: 500, depth: 0, overrideAccess: true })
  for (const doc of docs) await retryEmail(client, Number(doc.id))
  await settleEmails()
}
