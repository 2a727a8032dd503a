import net from 'node:net'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createTestPayload, destroyTestPayload } from '../helpers/payload'

/**
 * An SMTP server that accepts the connection and never says a word: the lead form and the newsletter
 * must still answer at once, with the message waiting in the outbox.
 */
let payload: Payload
let dataDir: string
let smtp: net.Server
const sockets = new Set<net.Socket>()
let libras: typeof import('@/app/api/leads/libras/route')
let newsletter: typeof import('@/app/api/newsletter/route')
let settleEmails: typeof import('@/features/email/send-email').settleEmails

beforeAll(async () => {
  smtp = net.createServer((socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
  const { port } = smtp.address() as net.AddressInfo
  ;({ payload, dataDir } = await createTestPayload({ SMTP_URL: `smtp://127.0.0.1:${port}` }))
  libras = await import('@/app/api/leads/libras/route')
  newsletter = await import('@/app/api/newsletter/route')
  ;({ settleEmails } = await import('@/features/email/send-email'))
})

afterAll(async () => {
  for (const socket of sockets) socket.destroy()
  smtp.close()
  await settleEmails()
  await destroyTestPayload(payload, dataDir)
})

const json = (path: string, body: unknown, ip: string) =>
  new Request(`http://localhost${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-real-ip': ip },
    body: JSON.stringify(body),
  })

const outbox = async (subject: string) =>
  (await payload.find({ collection: 'outbox', where: { subject: { like: subject } }, overrideAccess: true })).docs

describe('a hanging SMTP server never delays an answer', () => {
  it('the Libras lead gets its 201 at once; the notification waits in the outbox, queued', async () => {
    const started = Date.now()
    const response = await libras.POST(
      json('/api/leads/libras', { nome: 'Smtp Travado', email: 'smtp@exemplo.com.br', lgpdConsent: true }, '10.7.0.1'),
    )
    expect(response.status).toBe(201)
    expect(Date.now() - started).toBeLessThan(3000)
    for (let i = 0; i < 50 && sockets.size === 0; i += 1) await new Promise((resolve) => setTimeout(resolve, 100))
    expect(sockets.size).toBeGreaterThan(0) // the delivery did start, in the background
    const [mail] = await outbox('Orçamento de Libras: Smtp Travado')
    expect(['queued', 'sending']).toContain(mail?.status) // claimed by its delivery job, waiting on the server
  })

  it('the newsletter sign-up answers at once too', async () => {
    const started = Date.now()
    const response = await newsletter.POST(json('/api/newsletter', { email: 'smtp-news@exemplo.com.br' }, '10.7.0.2'))
    expect(response.status).toBe(202)
    expect(Date.now() - started).toBeLessThan(3000)
    const [mail] = await outbox('Confirme sua inscrição')
    expect(mail?.to).toBe('smtp-news@exemplo.com.br')
    expect(['queued', 'sending']).toContain(mail?.status)
  })
})
