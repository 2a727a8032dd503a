import { spawn } from 'node:child_process'
import path from 'node:path'

import type { Payload } from 'payload'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { createTestPayload, destroyTestPayload } from '../helpers/payload'

/*
 * Fault test of durable e-mail (features/email/email-task.ts), with real parts: a real SMTP server that
 * refuses every message for a while (451, as a server that is down or over quota) and then accepts; the
 * app that queued the messages is stopped, and two other processes (two app servers after a restart) drain
 * the same queue from the same database. Every message must arrive exactly once.
 */
const smtp = { refuseAll: true, refuseNext: 0, received: [] as string[], refused: 0 }
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onRcptTo(_address, _session, callback) {
    if (smtp.refuseAll || smtp.refuseNext > 0) {
      smtp.refuseNext = Math.max(0, smtp.refuseNext - 1)
      smtp.refused += 1
      return callback(Object.assign(new Error('Servidor indisponível, tente mais tarde'), { responseCode: 451 }))
    }
    callback()
  },
  onData(stream, _session, callback) {
    let raw = ''
    stream.on('data', (chunk) => (raw += chunk))
    stream.on('end', () => {
      smtp.received.push(/^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '?')
      callback()
    })
  },
})

let payload: Payload
let dataDir: string
const env: Record<string, string> = {}

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as { port: number }
  // Waits of 0.4, 0.8, 1.6 s instead of 1, 2, 4 minutes; 4 attempts instead of 12 (the defaults are checked
  // below); a dead server's send taken over after 40 s instead of 2 minutes.
  Object.assign(env, { SMTP_URL: `smtp://127.0.0.1:${port}`, EMAIL_RETRY_BASE_MS: '400', EMAIL_MAX_ATTEMPTS: '4', EMAIL_CLAIM_STALE_MS: '40000' })
  ;({ payload, dataDir } = await createTestPayload(env))
})
afterAll(async () => {
  server.close()
  await destroyTestPayload(payload, dataDir).catch(() => {})
})

function worker(seconds: number): Promise<number> {
  const child = spawn(process.execPath, [path.resolve('scripts/run-ts.mjs'), 'tests/helpers/email-worker.ts'], {
    env: { ...process.env, ...env, DATA_DIR: process.env.DATA_DIR!, DATABASE_URL: process.env.DATABASE_URL!, WORKER_SECONDS: String(seconds) },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  return new Promise((resolve) => child.once('exit', (code) => resolve(code ?? -1)))
}

describe('durable e-mail delivery', () => {
  it('survives a refusing SMTP server and a restart, and two servers deliver every message exactly once', { timeout: 180_000 }, async () => {
    const { sendEmail, settleEmails } = await import('@/features/email/send-email')
    const subjects = Array.from({ length: 6 }, (_, i) => `Link de download ${i + 1}`)
    const ids: (number | string)[] = []
    for (const subject of subjects) ids.push((await sendEmail(payload, { to: `compra${subject.at(-1)}@cliente.com.br`, subject, text: 'Seu link' })).id)
    await settleEmails()
    const rows = async () => (await payload.find({ collection: 'outbox', where: { id: { in: ids } }, depth: 0, overrideAccess: true, limit: 50 })).docs
    for (const row of await rows()) {
      expect(row).toMatchObject({ status: 'retrying', attempts: 1 })
      expect(row.error).toMatch(/451/)
      expect(row.nextAttemptAt).toBeTruthy()
    }
    expect(smtp.received).toEqual([])

    // The app stops (nothing of the delivery lives in its memory), the SMTP server comes back a little
    // later, and two app servers start on the same database.
    // After the restart the server still refuses the next 6 deliveries, then accepts.
    smtp.refuseAll = false
    smtp.refuseNext = subjects.length
    const codes = await Promise.all([worker(60), worker(60)])
    expect([...smtp.received].sort(), `exit codes ${codes}`).toEqual([...subjects].sort())
    expect(codes).toEqual([0, 0])

    expect(smtp.refused).toBe(2 * subjects.length) // refused before and after the restart
    expect([...smtp.received].sort()).toEqual([...subjects].sort()) // each once, none twice
    for (const row of await rows()) {
      expect(row.status).toBe('sent')
      expect(row.attempts).toBeGreaterThanOrEqual(2)
      expect(row.error).toBeNull()
    }
  })

  it('marks a message failed for good after the last attempt, with an alert, and an administrator can retry it', async () => {
    const { EMAIL_MAX_ATTEMPTS, retrySpanMs } = await import('@/features/email/email-task')
    const { parseEnv } = await import('@/lib/env')
    const defaults = parseEnv({})
    // the deployed defaults: 12 attempts, waits of 1, 2, 4 … 1024 minutes, spanning more than 24 hours
    expect(defaults.EMAIL_MAX_ATTEMPTS).toBe(12)
    expect(retrySpanMs(defaults.EMAIL_MAX_ATTEMPTS, defaults.EMAIL_RETRY_BASE_MS)).toBeGreaterThan(24 * 60 * 60 * 1000)
    expect(EMAIL_MAX_ATTEMPTS).toBe(4)

    const { sendEmail, settleEmails } = await import('@/features/email/send-email')
    const { logger } = await import('@/lib/logger')
    const errors: unknown[] = []
    const spy = vi.spyOn(logger, 'error').mockImplementation(((entry: unknown) => void errors.push(entry)) as never)
    smtp.refuseAll = true
    const { id } = await sendEmail(payload, { to: 'sem-sorte@cliente.com.br', subject: 'Nunca chega', text: 'Oi' })
    await settleEmails()
    const row = await payload.findByID({ collection: 'outbox', id, overrideAccess: true, depth: 0, showHiddenFields: true })
    expect(row.status).toBe('retrying')
    for (let i = 0; i < 30; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 300))
      await payload.jobs.run({ queue: 'email', overrideAccess: true })
      if ((await payload.findByID({ collection: 'outbox', id, overrideAccess: true, depth: 0 })).status === 'failed') break
    }
    const failed = await payload.findByID({ collection: 'outbox', id, overrideAccess: true, depth: 0 })
    expect(failed).toMatchObject({ status: 'failed', attempts: EMAIL_MAX_ATTEMPTS, nextAttemptAt: null })
    expect(failed.error).toMatch(/451/)
    expect(errors).toContainEqual(expect.objectContaining({ event: 'email_failed', alert: true, outboxId: id }))
    spy.mockRestore()
    const { dashboardAlerts } = await import('@/features/email/email-alerts')
    expect((await dashboardAlerts(payload)).failedEmails).toBe(1)
    // no further attempt is made on its own
    await payload.jobs.run({ queue: 'email', overrideAccess: true })
    expect(smtp.refused).toBe(2 * 6 + EMAIL_MAX_ATTEMPTS)

    // The retry endpoint: administrators only.
    const route = await import('@/app/(payload)/cms-api/[...slug]/route')
    await payload.create({ collection: 'users', data: { email: 'chefe@agencia.com.br', password: 'girafa-violeta-come-pizza', roles: ['admin'] }, overrideAccess: true, context: { trustedServerTask: true } } as never)
    await payload.create({ collection: 'users', data: { email: 'edita@agencia.com.br', password: 'tartaruga-azul-le-jornal', roles: ['editor'] }, overrideAccess: true, context: { trustedServerTask: true } } as never)
    const token = async (email: string, password: string) => (await payload.login({ collection: 'users', data: { email, password } })).token!
    const retry = (jwt?: string) =>
      route.POST(
        new Request(`http://localhost:3000/cms-api/outbox/${id}/retry`, { method: 'POST', headers: { 'x-real-ip': '192.0.2.99', ...(jwt ? { authorization: `JWT ${jwt}` } : {}) } }) as never,
        { params: Promise.resolve({ slug: ['outbox', String(id), 'retry'] }) },
      )
    expect((await retry()).status).toBe(403)
    expect((await retry(await token('edita@agencia.com.br', 'tartaruga-azul-le-jornal'))).status).toBe(403)
    smtp.refuseAll = false
    const answer = await retry(await token('chefe@agencia.com.br', 'girafa-violeta-come-pizza'))
    expect(answer.status).toBe(200)
    expect(await answer.json()).toMatchObject({ ok: true, result: 'requeued' })
    await settleEmails()
    expect(await payload.findByID({ collection: 'outbox', id, overrideAccess: true, depth: 0 })).toMatchObject({ status: 'sent' })
    expect(smtp.received.filter((subject) => subject === 'Nunca chega')).toHaveLength(1)
  })

  it('picks up a delivery a server left half-done when it died (Payload would keep it processing for ever)', async () => {
    const { sendEmail, settleEmails } = await import('@/features/email/send-email')
    const { releaseStaleEmailJobs } = await import('@/features/email/email-task')
    const { queryBuilder, sql, sqlTable } = await import('@/features/shared-state/drizzle')
    smtp.refuseAll = true
    const { id } = await sendEmail(payload, { to: 'interrompido@cliente.com.br', subject: 'Servidor caiu', text: 'Oi' })
    await settleEmails()
    const { jobId } = await payload.findByID({ collection: 'outbox', id, overrideAccess: true, depth: 0, showHiddenFields: true })
    // What a server killed in the middle of the run leaves: the job claimed, 50 s ago.
    const jobs = sqlTable(payload, 'payload_jobs')
    const db = await queryBuilder(payload)
    const claimedAt = Date.now() - 50_000
    await db.update(jobs).set({ processing: true, waitUntil: new Date(Date.now() - 1000).toISOString(), updatedAt: new Date(claimedAt).toISOString() }).where(sql`${jobs.id} = ${Number(jobId)}`)
    smtp.refuseAll = false
    await payload.jobs.run({ queue: 'email', overrideAccess: true })
    expect(smtp.received).not.toContain('Servidor caiu') // stuck
    // Under EMAIL_CLAIM_STALE_MS (40 s here) the claim may be a live server's: left alone; past it, released.
    expect(await releaseStaleEmailJobs(payload, new Date(claimedAt + 30_000))).toBe(0)
    expect(await releaseStaleEmailJobs(payload)).toBe(1)
    await payload.jobs.run({ queue: 'email', overrideAccess: true })
    expect(smtp.received.filter((subject) => subject === 'Servidor caiu')).toHaveLength(1)
  })
})
