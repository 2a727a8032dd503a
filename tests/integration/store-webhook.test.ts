import fs from 'node:fs'

import type { Payload } from 'payload'
import { SMTPServer } from 'smtp-server'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createTestPayload, destroyTestPayload } from '../helpers/payload'
import { createTestTemplate } from './store-helpers'

const SECRET = 'whsec_integration_secret'
const received: { to: string[]; body: string }[] = []
let greetingDelayMs = 0
const smtp = new SMTPServer({
  authOptional: true,
  onConnect(_session, callback) {
    setTimeout(callback, greetingDelayMs)
  },
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    let body = ''
    stream.on('data', (c) => (body += c))
    stream.on('end', () => {
      received.push({ to: session.envelope.rcptTo.map((r) => r.address), body })
      callback()
    })
  },
})

let payload: Payload
let dataDir: string
let store: {
  handleWebhook: typeof import('@/features/store/payments/webhook-handler').handleWebhook
  handleDownload: typeof import('@/features/store/downloads/download-handler').handleDownload
  handleResend: typeof import('@/features/store/downloads/download-handler').handleResend
  createPendingOrder: typeof import('@/features/store/orders/orders').createPendingOrder
}
let templateId: number

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
  const { port } = smtp.server.address() as { port: number }
  ;({ payload, dataDir } = await createTestPayload({
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_fake',
    STRIPE_WEBHOOK_SECRET: SECRET,
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    SITE_URL: 'http://loja.teste',
  }))
  templateId = (await createTestTemplate(payload, 'loja-teste', 49700)).id
  const webhook = await import('@/features/store/payments/webhook-handler')
  const downloads = await import('@/features/store/downloads/download-handler')
  const orders = await import('@/features/store/orders/orders')
  store = { handleWebhook: webhook.handleWebhook, handleDownload: downloads.handleDownload, handleResend: downloads.handleResend, createPendingOrder: orders.createPendingOrder }
})
afterAll(async () => {
  smtp.close()
  await destroyTestPayload(payload, dataDir)
})

function event(id: string, type: string, session: Record<string, unknown>) {
  const body = JSON.stringify({ id, object: 'event', type, data: { object: { object: 'checkout.session', ...session } } })
  const signature = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: SECRET })
  return () =>
    new Request('http://loja.teste/api/stripe/webhook', { method: 'POST', headers: { 'stripe-signature': signature, 'content-type': 'application/json' }, body })
}

const order = (sessionId: string) =>
  payload.find({ collection: 'orders', where: { sessionId: { equals: sessionId } }, overrideAccess: true }).then((r) => r.docs[0]!)
const mailsTo = (to: string) => payload.find({ collection: 'outbox', where: { to: { equals: to } }, overrideAccess: true }).then((r) => r.docs)
/** Waits for the e-mails being delivered in the background. */
const settle = async () => (await import('@/features/email/send-email')).settleEmails()
const linkIn = (text: string) => text.match(/http:\/\/loja\.teste\/api\/downloads\/([\w.-]+)/)![1]!

describe('webhook signature', () => {
  it('refuses a missing or wrong signature with 400', async () => {
    const body = JSON.stringify({ id: 'evt_x', type: 'checkout.session.completed', data: { object: {} } })
    const none = await store.handleWebhook(new Request('http://x/', { method: 'POST', body }), { payload })
    expect(none.status).toBe(400)
    const forged = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: 'whsec_wrong' })
    const wrong = await store.handleWebhook(new Request('http://x/', { method: 'POST', headers: { 'stripe-signature': forged }, body }), { payload })
    expect(wrong.status).toBe(400)
    const tampered = event('evt_t', 'checkout.session.completed', { id: 'cs_t' })()
    const altered = new Request(tampered.url, { method: 'POST', headers: tampered.headers, body: (await tampered.text()).replace('cs_t', 'cs_u') })
    expect((await store.handleWebhook(altered, { payload })).status).toBe(400)
  })
})

describe('fulfilment', () => {
  it('twenty concurrent deliveries of one event give one paid order and one e-mail, over SMTP', async () => {
    await store.createPendingOrder(payload, { templateId, amount: 49700, sessionId: 'cs_conc', provider: 'stripe' })
    const make = event('evt_conc', 'checkout.session.completed', { id: 'cs_conc', payment_status: 'paid', customer_details: { email: 'ana@cliente.com.br' } })
    const answers = await Promise.all(Array.from({ length: 20 }, () => store.handleWebhook(make(), { payload })))
    expect(answers.every((a) => a.status === 200)).toBe(true)
    expect((await store.handleWebhook(make(), { payload })).status).toBe(200)
    expect(await order('cs_conc')).toMatchObject({ status: 'paid', email: 'ana@cliente.com.br' })
    await settle()
    const mails = await mailsTo('ana@cliente.com.br')
    expect(mails).toHaveLength(1)
    expect(mails[0]).toMatchObject({ status: 'sent' })
    expect(mails[0]!.text).toContain('/api/downloads/')
    expect(received.filter((m) => m.to.includes('ana@cliente.com.br'))).toHaveLength(1)
    const events = await payload.count({ collection: 'webhook-events', where: { eventId: { equals: 'evt_conc' } }, overrideAccess: true })
    expect(events.totalDocs).toBe(1)
  })

  it('answers at once even when the SMTP server is slow: the e-mail goes out in the background', async () => {
    await store.createPendingOrder(payload, { templateId, amount: 49700, sessionId: 'cs_slow', provider: 'stripe' })
    greetingDelayMs = 3000
    const started = performance.now()
    const answer = await store.handleWebhook(
      event('evt_slow', 'checkout.session.completed', { id: 'cs_slow', payment_status: 'paid', customer_details: { email: 'lento@cliente.com.br' } })(),
      { payload },
    )
    expect(answer.status).toBe(200)
    expect(performance.now() - started).toBeLessThan(1500)
    // Not sent yet (the SMTP greeting alone takes 3 s): waiting, or already taken by the delivery job.
    expect(['queued', 'sending']).toContain((await mailsTo('lento@cliente.com.br'))[0]?.status)
    await settle()
    greetingDelayMs = 0
    expect((await mailsTo('lento@cliente.com.br'))[0]).toMatchObject({ status: 'sent' })
  })

  it('waits for Pix/boleto: pending on completion, paid on async success; failed and expired are recorded', async () => {
    await store.createPendingOrder(payload, { templateId, amount: 49700, sessionId: 'cs_pix', provider: 'stripe' })
    const email = { customer_details: { email: 'pix@cliente.com.br' } }
    await store.handleWebhook(event('evt_pix1', 'checkout.session.completed', { id: 'cs_pix', payment_status: 'unpaid', ...email })(), { payload })
    expect((await order('cs_pix')).status).toBe('pending')
    expect(await mailsTo('pix@cliente.com.br')).toHaveLength(0)
    await store.handleWebhook(event('evt_pix2', 'checkout.session.async_payment_succeeded', { id: 'cs_pix', payment_status: 'paid', ...email })(), { payload })
    expect((await order('cs_pix')).status).toBe('paid')
    expect(await mailsTo('pix@cliente.com.br')).toHaveLength(1)

    await store.createPendingOrder(payload, { templateId, amount: 49700, sessionId: 'cs_bol', provider: 'stripe' })
    await store.handleWebhook(event('evt_bol', 'checkout.session.async_payment_failed', { id: 'cs_bol' })(), { payload })
    expect((await order('cs_bol')).status).toBe('failed')
    await store.createPendingOrder(payload, { templateId, amount: 49700, sessionId: 'cs_exp', provider: 'stripe' })
    await store.handleWebhook(event('evt_exp', 'checkout.session.expired', { id: 'cs_exp' })(), { payload })
    expect((await order('cs_exp')).status).toBe('expired')
  })
})

describe('order status under concurrent and out-of-order events', () => {
  const paidEvent = (id: string, sessionId: string, email: string, type = 'checkout.session.completed') =>
    event(id, type, { id: sessionId, payment_status: 'paid', customer_details: { email } })

  for (const count of [2, 20]) {
    it(`${count} concurrent payments with different event ids (a double click) give one paid order, one e-mail, one link`, async () => {
      const sessionId = `cs_dup${count}`
      const email = `dup${count}@cliente.com.br`
      await store.createPendingOrder(payload, { templateId, amount: 49700, sessionId, provider: 'stripe' })
      // Half as checkout.session.completed, half as async_payment_succeeded: every one of them says "paid".
      const makes = Array.from({ length: count }, (_, i) =>
        paidEvent(`evt_dup${count}_${i}`, sessionId, email, i % 2 ? 'checkout.session.async_payment_succeeded' : 'checkout.session.completed'),
      )
      const answers = await Promise.all(makes.map((make) => store.handleWebhook(make(), { payload })))
      expect(answers.map((a) => a.status)).toEqual(Array(count).fill(200))
      const paid = await order(sessionId)
      expect(paid).toMatchObject({ status: 'paid', email, downloads: 0 })
      await settle()
      const mails = await mailsTo(email)
      expect(mails).toHaveLength(1)
      expect(received.filter((m) => m.to.includes(email))).toHaveLength(1)
      // One token: the e-mailed link is the order's current one, and it works.
      expect((await store.handleDownload(linkIn(mails[0]!.text!), { payload })).status).toBe(200)
    })
  }

  it('never moves a failed or expired order back to pending; a later paid event still pays it', async () => {
    const pendingLate = (id: string, sessionId: string, email: string) =>
      event(id, 'checkout.session.completed', { id: sessionId, payment_status: 'unpaid', customer_details: { email } })

    await store.createPendingOrder(payload, { templateId, amount: 49700, sessionId: 'cs_late_exp', provider: 'stripe' })
    await store.handleWebhook(event('evt_late_exp1', 'checkout.session.expired', { id: 'cs_late_exp' })(), { payload })
    await store.handleWebhook(pendingLate('evt_late_exp2', 'cs_late_exp', 'tarde@cliente.com.br')(), { payload })
    expect(await order('cs_late_exp')).toMatchObject({ status: 'expired', email: 'tarde@cliente.com.br' })
    await store.handleWebhook(event('evt_late_exp3', 'checkout.session.async_payment_failed', { id: 'cs_late_exp' })(), { payload })
    expect((await order('cs_late_exp')).status).toBe('expired')

    await store.createPendingOrder(payload, { templateId, amount: 49700, sessionId: 'cs_late_fail', provider: 'stripe' })
    await store.handleWebhook(event('evt_late_fail1', 'checkout.session.async_payment_failed', { id: 'cs_late_fail' })(), { payload })
    await store.handleWebhook(pendingLate('evt_late_fail2', 'cs_late_fail', 'falhou@cliente.com.br')(), { payload })
    await store.handleWebhook(event('evt_late_fail3', 'checkout.session.expired', { id: 'cs_late_fail' })(), { payload })
    expect((await order('cs_late_fail')).status).toBe('failed')
    expect(await mailsTo('falhou@cliente.com.br')).toHaveLength(0)
    // Stripe may deliver out of order: a payment after the failure still pays and delivers.
    await store.handleWebhook(paidEvent('evt_late_fail4', 'cs_late_fail', 'falhou@cliente.com.br')(), { payload })
    expect((await order('cs_late_fail')).status).toBe('paid')
    expect(await mailsTo('falhou@cliente.com.br')).toHaveLength(1)
    // And nothing moves a paid order.
    await store.handleWebhook(event('evt_late_fail5', 'checkout.session.async_payment_failed', { id: 'cs_late_fail' })(), { payload })
    await store.handleWebhook(event('evt_late_fail6', 'checkout.session.expired', { id: 'cs_late_fail' })(), { payload })
    await store.handleWebhook(pendingLate('evt_late_fail7', 'cs_late_fail', 'falhou@cliente.com.br')(), { payload })
    expect((await order('cs_late_fail')).status).toBe('paid')
    await settle()
  })
})

describe('downloads', () => {
  it('serves the file as an attachment 5 times, then offers a fresh link by e-mail', async () => {
    const mail = (await mailsTo('ana@cliente.com.br'))[0]!
    const token = linkIn(mail.text!)
    for (let i = 0; i < 5; i += 1) {
      const res = await store.handleDownload(token, { payload })
      expect(res.status).toBe(200)
      expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="loja-teste.wix"/)
      expect(await res.text()).toContain('loja-teste')
    }
    const exhausted = await store.handleDownload(token, { payload })
    expect(exhausted.status).toBe(410)
    const page = await exhausted.text()
    expect(page).toContain('Limite de downloads atingido')
    expect(page).toContain('Enviar um novo link')

    const resend = await store.handleResend(
      new Request('http://loja.teste/api/downloads/reenviar', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `token=${token}` }),
      { payload },
    )
    expect(resend.status).toBe(200)
    const mails = await mailsTo('ana@cliente.com.br')
    expect(mails).toHaveLength(2)
    const fresh = linkIn(mails.find((m) => !m.text!.includes(token))!.text!)
    expect((await store.handleDownload(fresh, { payload })).status).toBe(200)
    expect((await store.handleDownload(token, { payload })).status).toBe(410) // the old link is replaced
  })

  it('counts atomically: ten parallel downloads of one link give exactly five files; HEAD uses none', async () => {
    await store.createPendingOrder(payload, { templateId, amount: 49700, sessionId: 'cs_par', provider: 'stripe' })
    await store.handleWebhook(event('evt_par', 'checkout.session.completed', { id: 'cs_par', payment_status: 'paid', customer_details: { email: 'par@cliente.com.br' } })(), { payload })
    await settle()
    const token = linkIn((await mailsTo('par@cliente.com.br'))[0]!.text!)
    for (let i = 0; i < 3; i += 1) {
      const head = await store.handleDownload(token, { payload }, { count: false })
      expect(head.status).toBe(200)
      expect(head.body).toBeNull()
      expect(head.headers.get('content-disposition')).toMatch(/^attachment;/)
      expect(Number(head.headers.get('content-length'))).toBeGreaterThan(0)
    }
    expect((await order('cs_par')).downloads).toBe(0)
    const answers = await Promise.all(Array.from({ length: 10 }, () => store.handleDownload(token, { payload })))
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 410, 410, 410, 410, 410])
    expect((await order('cs_par')).downloads).toBe(5)
    const head = await store.handleDownload(token, { payload }, { count: false })
    expect(head.status).toBe(410)
  })

  it('refuses an expired link after 7 days (with a re-send offer) and a forged one', async () => {
    const token = linkIn((await mailsTo('pix@cliente.com.br'))[0]!.text!)
    const later = Date.now() + 7 * 24 * 60 * 60 * 1000 + 60_000
    const expired = await store.handleDownload(token, { payload, now: () => later })
    expect(expired.status).toBe(410)
    const html = await expired.text()
    expect(html).toContain('Link expirado')
    // The site's look without a copy of its colours: the theme's tokens, the icon, the brand; no script.
    const theme = fs.readFileSync('src/app/globals.css', 'utf8')
    const brand700 = /--color-brand-700:\s*([^;]+);/.exec(theme)![1]!
    expect(html).toContain(`--color-brand-700:${brand700}`)
    expect(html).toContain('<link rel="icon" href="/icon.svg"')
    expect(html).toMatch(/<header>.*Vértice Digital.*<\/header>/s)
    expect(html).not.toContain('<script')
    expect(html.replace(/:root\{[^}]*\}/, '').match(/#[0-9a-f]{6}\b/gi) ?? []).toEqual([])
    expect(html).toContain('action="/api/downloads/reenviar"')
    expect((await store.handleDownload(`${token.split('.')[0]}.AAAA`, { payload })).status).toBe(404)
  })

  it('re-sending from an expired link e-mails a fresh link that works', async () => {
    await store.createPendingOrder(payload, { templateId, amount: 49700, sessionId: 'cs_old', provider: 'stripe' })
    await store.handleWebhook(event('evt_old', 'checkout.session.completed', { id: 'cs_old', payment_status: 'paid', customer_details: { email: 'antigo@cliente.com.br' } })(), { payload })
    await settle()
    const token = linkIn((await mailsTo('antigo@cliente.com.br'))[0]!.text!)
    const later = Date.now() + 8 * 24 * 60 * 60 * 1000
    expect((await store.handleDownload(token, { payload, now: () => later })).status).toBe(410)
    const resend = await store.handleResend(
      new Request('http://loja.teste/api/downloads/reenviar', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-real-ip': '203.0.113.77' },
        body: `token=${token}`,
      }),
      { payload, now: () => later },
    )
    expect(resend.status).toBe(200)
    expect(await resend.text()).toContain('Novo link enviado')
    await settle()
    const mails = await mailsTo('antigo@cliente.com.br')
    expect(mails).toHaveLength(2)
    const fresh = linkIn(mails.find((m) => !m.text!.includes(token))!.text!)
    expect(fresh).not.toBe(token)
    const file = await store.handleDownload(fresh, { payload })
    expect(file.status).toBe(200)
    expect(file.headers.get('content-disposition')).toMatch(/^attachment;/)
    expect((await order('cs_old')).downloads).toBe(1)
  })

  it('keeps deliverables private: anonymous reads are refused', async () => {
    await expect(payload.find({ collection: 'store-deliverables', overrideAccess: false, user: null })).rejects.toThrow(/permissão|permission/i)
    await expect(payload.find({ collection: 'orders', overrideAccess: false, user: null })).rejects.toThrow(/permissão|permission/i)
  })
})
