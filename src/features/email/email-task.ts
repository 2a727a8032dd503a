import type { Payload, TaskConfig } from 'payload'

import { queryBuilder, sql, sqlTable } from '@/features/shared-state/drizzle'
import { env } from '@/lib/env'
import { logger } from '@/lib/logger'

import type { EmailMessage } from './message'

/**
 * E-mail delivery as a Payload jobs-queue task: the job (with the message as it must be sent) lives in the
 * database, so a queued or failing delivery survives a restart. Payload marks a job `processing` before
 * running it, but its SQL adapters do so with a read then a write, so two servers can both take the same
 * job: each delivery therefore first claims its outbox row with one atomic conditional UPDATE (`sending`),
 * and only the server that got the row sends it. A refused
 * delivery is tried again after 1, 2, 4 … 1024 minutes (EMAIL_RETRY_BASE_MS doubling: 12 attempts over
 * about 34 hours); after the last one the outbox row is `failed` for good, the dashboard shows it and an
 * `error` log line (`event: email_failed`) alerts whoever watches the logs.
 */
export const EMAIL_QUEUE = 'email'
export const EMAIL_TASK = 'deliver-email'
export const EMAIL_MAX_ATTEMPTS = env.EMAIL_MAX_ATTEMPTS

/** When attempt number `attempt` (1-based) failed, the next one is due after this long (Payload's exponential backoff). */
export const retryDelayMs = (attempt: number, baseMs: number = env.EMAIL_RETRY_BASE_MS) => 2 ** (attempt - 1) * baseMs

/** How long the attempts of one message span, first to last. */
export const retrySpanMs = (attempts: number, baseMs: number) =>
  Array.from({ length: attempts - 1 }, (_, i) => retryDelayMs(i + 1, baseMs)).reduce((sum, ms) => sum + ms, 0)

type Input = { outboxId: number; message: EmailMessage }

/**
 * A claim older than this is from a server that died mid-send (three 10 s SMTP timeouts at most): taken over.
 * 2 minutes unless EMAIL_CLAIM_STALE_MS says otherwise (40 s at least).
 */
export const CLAIM_STALE_MS = env.EMAIL_CLAIM_STALE_MS

/**
 * Takes the row for this server. Returns the attempts made before this one for the one server whose UPDATE
 * changed the row, and null for every other (the row is being sent elsewhere, sent, or failed for good).
 */
async function claim(payload: Payload, outboxId: number): Promise<number | null> {
  const db = await queryBuilder(payload)
  const table = sqlTable(payload, 'outbox')
  const now = new Date()
  const staleBefore = new Date(now.getTime() - CLAIM_STALE_MS).toISOString()
  const rows = await db
    .update(table)
    .set({ status: 'sending', claimedAt: now.toISOString() })
    .where(
      sql`${table.id} = ${outboxId} and (${table.status} in ('queued', 'retrying') or (${table.status} = 'sending' and ${table.claimedAt} < ${staleBefore}))`,
    )
    .returning({ id: table.id, attempts: table.attempts })
  return rows.length === 1 ? Number(rows[0]!.attempts ?? 0) : null
}

/** The row's status now (another server may have just claimed, sent or given it up). */
async function statusOf(payload: Payload, outboxId: number): Promise<string | undefined> {
  const row = await payload.findByID({ collection: 'outbox', id: outboxId, depth: 0, overrideAccess: true, disableErrors: true })
  return row?.status as string | undefined
}

const update = (payload: Payload, id: number, data: Record<string, unknown>) =>
  payload.update({ collection: 'outbox', id, data, overrideAccess: true, context: { disableRevalidate: true } })

export const deliverEmailTask: TaskConfig<{ input: Input; output: object }> = {
  slug: EMAIL_TASK,
  label: 'Entregar e-mail',
  inputSchema: [
    { name: 'outboxId', type: 'number', required: true },
    { name: 'message', type: 'json', required: true },
  ],
  // Room for the runs that find the row taken by another server; the message's own limit is the row's attempts.
  retries: { attempts: 2 * EMAIL_MAX_ATTEMPTS, backoff: { type: 'exponential', delay: env.EMAIL_RETRY_BASE_MS } },
  handler: async ({ input, req }) => {
    const { payload } = req
    const { outboxId, message } = input
    // Read at run time, as configured now (tests set SMTP_URL after the CMS has started).
    const { smtpTransport, fromAddress } = await import('./smtp')
    const transport = smtpTransport()
    if (!transport) return { output: {} }
    // Sent already, being sent by another server, or failed for good: never send it again from here. Two
    // servers can run the same job (Payload's SQL claim is a read then a write): the one that did not get the
    // row must not mark the job done while the other's send may still fail and need this job's retry, so it
    // finishes the job only once the row is sent or failed for good, and otherwise asks for a later run.
    const before = await claim(payload, outboxId)
    if (before === null) {
      const status = await statusOf(payload, outboxId)
      if (status === undefined || status === 'sent' || status === 'failed' || status === 'stored') return { output: {} }
      throw new Error('E-mail em envio por outro servidor; esta execução tenta de novo mais tarde')
    }
    // The attempts count lives on the row (the job's own count also counts the runs that found it taken).
    const attempt = before + 1
    try {
      await transport.sendMail({ from: fromAddress(), ...message })
    } catch (cause) {
      const error = (cause instanceof Error ? cause.message : String(cause)).slice(0, 500)
      const final = attempt >= EMAIL_MAX_ATTEMPTS
      await update(payload, outboxId, {
        status: final ? 'failed' : 'retrying',
        claimedAt: null,
        attempts: attempt,
        error,
        nextAttemptAt: final ? null : new Date(Date.now() + retryDelayMs(attempt)).toISOString(),
      })
      if (final) {
        logger.error({ event: 'email_failed', alert: true, outboxId, to: message.to, subject: message.subject, attempts: attempt, error, msg: 'E-mail não entregue depois de todas as tentativas' })
        // The row says it all (failed for good); the job ends here, and a retry from the admin queues a new one.
        return { output: {} }
      }
      logger.warn({ event: 'email_retry', outboxId, to: message.to, attempt, error, msg: 'Falha no envio de e-mail; nova tentativa agendada' })
      throw new Error(error)
    }
    await update(payload, outboxId, { status: 'sent', claimedAt: null, attempts: attempt, error: null, nextAttemptAt: null })
    return { output: {} }
  },
}

/**
 * Payload never gives back a job whose server died while running it (it stays `processing`): delivery jobs
 * untouched for longer than CLAIM_STALE_MS are released, so another server (or this one after a restart)
 * runs them. Called when a server starts its job runner and by the periodic maintenance.
 */
export async function releaseStaleEmailJobs(payload: Payload, now: Date = new Date()): Promise<number> {
  const db = await queryBuilder(payload)
  const jobs = sqlTable(payload, 'payload_jobs')
  const staleBefore = new Date(now.getTime() - CLAIM_STALE_MS).toISOString()
  const rows = await db
    .update(jobs)
    .set({ processing: false })
    .where(sql`${jobs.queue} = ${EMAIL_QUEUE} and ${jobs.processing} = true and ${jobs.updatedAt} < ${staleBefore}`)
    .returning({ id: jobs.id })
  if (rows.length) logger.warn({ event: 'email_jobs_released', count: rows.length, msg: 'Entregas de e-mail presas liberadas (servidor parou no meio)' })
  return rows.length
}
