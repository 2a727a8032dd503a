import type { Payload } from 'payload'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { createTestPayload, destroyTestPayload } from '../helpers/payload'

/** A real SMTP server whose greeting can be slowed down and whose recipients can be refused. */
const smtp = { greetingDelayMs: 0, refuse: false, received: [] as string[] }
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onConnect(_session, callback) {
    setTimeout(callback, smtp.greetingDelayMs)
  },
  onRcptTo(address, _session, callback) {
    if (smtp.refuse) return callback(Object.assign(new Error('Caixa postal inexistente'), { responseCode: 550 }))
    callback()
  },
  onData(stream, session, callback) {
    stream.on('data', () => {})
    stream.on('end', () => {
      smtp.received.push(...session.envelope.rcptTo.map((r) => r.address))
      callback()
    })
  },
})

let payload: Payload
let dataDir: string

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  ;({ payload, dataDir } = await createTestPayload())
})
afterAll(async () => {
  server.close()
  await destroyTestPayload(payload, dataDir)
})

const row = (id: number | string) => payload.findByID({ collection: 'outbox', id, overrideAccess: true })

/** send-email with SMTP_URL pointing at the test server (the configuration is read when the module loads). */
async function withSmtp() {
  const { port } = server.server.address() as { port: number }
  process.env.SMTP_URL = `smtp://127.0.0.1:${port}`
  vi.resetModules()
  return import('@/features/email/send-email')
}

describe('sendEmail without SMTP', () => {
  it('keeps the message in the outbox', async () => {
    const { sendEmail } = await import('@/features/email/send-email')
    const result = await sendEmail(payload, { to: 'cliente@exemplo.com', subject: 'Olá', text: 'Teste' })
    expect(result.status).toBe('stored')
    const entry = await payload.findByID({ collection: 'outbox', id: result.id })
    expect(entry).toMatchObject({ to: 'cliente@exemplo.com', subject: 'Olá', text: 'Teste', status: 'stored' })
  })

  it('is private: anonymous REST reads of the outbox are refused', async () => {
    await expect(payload.find({ collection: 'outbox', overrideAccess: false, user: null })).rejects.toThrow(
      /permissão|permission/i,
    )
  })
})

describe('sendEmail over SMTP, in the background', () => {
  it('returns at once with a slow server; the outbox row goes from queued to sent', async () => {
    const { sendEmail, settleEmails } = await withSmtp()
    smtp.greetingDelayMs = 2000
    const started = performance.now()
    const result = await sendEmail(payload, { to: 'lento@exemplo.com', subject: 'Servidor lento', text: 'Oi' })
    expect(performance.now() - started).toBeLessThan(1000)
    expect(result.status).toBe('queued')
    // The queue takes the message at once: by now its row may already be claimed for sending, never sent.
    expect(['queued', 'sending']).toContain((await row(result.id)).status)
    await settleEmails()
    expect(await row(result.id)).toMatchObject({ status: 'sent' })
    expect(smtp.received).toContain('lento@exemplo.com')
    smtp.greetingDelayMs = 0
  })

  it('records a refused delivery with the attempt, the error and the next try, and delivers it on a later attempt', async () => {
    const { sendEmail, settleEmails, retryFailedEmails } = await withSmtp()
    smtp.refuse = true
    const result = await sendEmail(payload, { to: 'falha@exemplo.com', subject: 'Recusado', text: 'Oi' })
    expect(result.status).toBe('queued')
    await settleEmails()
    const failed = await row(result.id)
    expect(failed.status).toBe('retrying')
    expect(failed.attempts).toBe(1)
    expect(failed.error).toMatch(/Caixa postal inexistente/)
    expect(new Date(String(failed.nextAttemptAt)).getTime()).toBeGreaterThan(Date.now())
    expect(smtp.received).not.toContain('falha@exemplo.com')

    smtp.refuse = false
    await retryFailedEmails(payload)
    expect(await row(result.id)).toMatchObject({ status: 'sent', attempts: 2, error: null, nextAttemptAt: null })
    expect(smtp.received.filter((to) => to === 'falha@exemplo.com')).toHaveLength(1)
  })

  it('gives up on a server that never greets after the 10 s timeout, without blocking the caller', async () => {
    const { sendEmail, settleEmails, SMTP_TIMEOUTS } = await withSmtp()
    expect(SMTP_TIMEOUTS.greetingTimeout).toBeLessThanOrEqual(10_000)
    smtp.greetingDelayMs = 60_000
    const started = performance.now()
    const result = await sendEmail(payload, { to: 'mudo@exemplo.com', subject: 'Sem resposta', text: 'Oi' })
    expect(performance.now() - started).toBeLessThan(1000)
    await settleEmails()
    expect(performance.now() - started).toBeLessThan(15_000)
    const failed = await row(result.id)
    expect(failed.status).toBe('retrying')
    expect(failed.error).toMatch(/greeting never received|timeout/i)
    smtp.greetingDelayMs = 0
  })
})
