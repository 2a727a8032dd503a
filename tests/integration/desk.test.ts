import http from 'node:http'
import type { AddressInfo } from 'node:net'

import type { Payload, PayloadRequest } from 'payload'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createTestPayload, destroyTestPayload } from '../helpers/payload'
import { createTestTemplate } from './store-helpers'

/* The desk: refunds revoke the download link, staff re-send a link from the order's page, leads carry
 * an owner, notes and the next contact date. */
const SECRET = 'whsec_desk_secret'
let payload: Payload
let dataDir: string
let templateId: number
let stripeApi: http.Server
const stripeCalls: string[] = []
let editor: { id: number; roles: string[]; collection: 'users' }

beforeAll(async () => {
  // Stripe's API, for the one call a refund needs: which checkout session a payment intent belongs to.
  stripeApi = http.createServer((req, res) => {
    stripeCalls.push(req.url ?? '')
    const intent = new URL(req.url ?? '/', 'http://x').searchParams.get('payment_intent')
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end(JSON.stringify({ object: 'list', data: intent === 'pi_desk' ? [{ id: 'cs_desk_stripe', object: 'checkout.session' }] : [], has_more: false }))
  })
  await new Promise<void>((resolve) => stripeApi.listen(0, '127.0.0.1', resolve))
  ;({ payload, dataDir } = await createTestPayload({
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_fake',
    STRIPE_WEBHOOK_SECRET: SECRET,
    STRIPE_API_BASE: `http://127.0.0.1:${(stripeApi.address() as AddressInfo).port}`,
    SITE_URL: 'http://loja.teste',
  }))
  templateId = (await createTestTemplate(payload, 'mesa-teste', 29700)).id
  const user = await payload.create({ collection: 'users', data: { email: 'editora@agencia.com.br', password: 'tucano-amarelo-voa-longe', roles: ['editor'] }, overrideAccess: true, context: { trustedServerTask: true } })
  editor = { ...user, collection: 'users' } as typeof editor
})
afterAll(async () => {
  stripeApi.close()
  await destroyTestPayload(payload, dataDir)
})

const order = (sessionId: string) =>
  payload.find({ collection: 'orders', where: { sessionId: { equals: sessionId } }, overrideAccess: true }).then((r) => r.docs[0]!)
const settle = async () => (await import('@/features/email/send-email')).settleEmails()
const mailsTo = async (to: string) => {
  await settle()
  return (await payload.find({ collection: 'outbox', where: { to: { equals: to } }, sort: 'createdAt', overrideAccess: true })).docs
}
const tokenIn = (text: string) => text.match(/http:\/\/loja\.teste\/api\/downloads\/([\w.-]+)/)![1]!

function signed(body: string) {
  const signature = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: SECRET })
  return new Request('http://loja.teste/api/stripe/webhook', { method: 'POST', headers: { 'stripe-signature': signature, 'content-type': 'application/json' }, body })
}
const chargeEvent = (id: string, charge: Record<string, unknown>) =>
  signed(JSON.stringify({ id, object: 'event', type: 'charge.refunded', data: { object: { object: 'charge', ...charge } } }))

async function paidOrder(sessionId: string, email: string) {
  const { createPendingOrder } = await import('@/features/store/orders/orders')
  const { handleWebhook } = await import('@/features/store/payments/webhook-handler')
  await createPendingOrder(payload, { templateId, amount: 29700, sessionId, provider: 'stripe' })
  const body = JSON.stringify({
    id: `evt_paid_${sessionId}`,
    object: 'event',
    type: 'checkout.session.completed',
    data: { object: { object: 'checkout.session', id: sessionId, payment_status: 'paid', customer_details: { email } } },
  })
  expect((await handleWebhook(signed(body), { payload })).status).toBe(200)
  const [mail] = await mailsTo(email)
  return tokenIn(mail!.text!)
}

describe('refunds', () => {
  it("Stripe's charge.refunded marks the order refunded and its download link stops working", async () => {
    const { handleWebhook } = await import('@/features/store/payments/webhook-handler')
    const { handleDownload } = await import('@/features/store/downloads/download-handler')
    const token = await paidOrder('cs_desk_stripe', 'reembolso@cliente.com.br')
    expect((await handleDownload(token, { payload }, { count: false })).status).toBe(200)

    // A partial refund leaves the purchase as it is.
    await handleWebhook(chargeEvent('evt_partial', { id: 'ch_1', refunded: false, amount_refunded: 100, payment_intent: 'pi_desk' }), { payload })
    expect((await order('cs_desk_stripe')).status).toBe('paid')

    const answer = await handleWebhook(chargeEvent('evt_refund', { id: 'ch_1', refunded: true, amount_refunded: 29700, payment_intent: 'pi_desk' }), { payload })
    expect(answer.status).toBe(200)
    expect(stripeCalls.some((url) => url.includes('payment_intent=pi_desk'))).toBe(true)
    const refunded = await order('cs_desk_stripe')
    expect(refunded).toMatchObject({ status: 'refunded', linkId: null })
    expect(refunded.refundedAt).toBeTruthy()
    expect((await handleDownload(token, { payload }, { count: false })).status).toBe(404)
  })

  it("the simulator's refund event goes through the same webhook and revokes the link", async () => {
    const { handleWebhook } = await import('@/features/store/payments/webhook-handler')
    const { handleDownload } = await import('@/features/store/downloads/download-handler')
    const { simulatedRefundEvent } = await import('@/features/store/payments/simulator')
    const token = await paidOrder('cs_desk_sim', 'simulado@cliente.com.br')
    const { body, signature } = simulatedRefundEvent('cs_desk_sim', 29700)
    const request = () => new Request('http://loja.teste/api/stripe/webhook', { method: 'POST', headers: { 'stripe-signature': signature }, body })
    expect((await handleWebhook(request(), { payload })).status).toBe(200)
    expect((await handleWebhook(request(), { payload })).status).toBe(200) // the same event twice: handled once
    expect((await order('cs_desk_sim')).status).toBe('refunded')
    expect((await handleDownload(token, { payload }, { count: false })).status).toBe(404)
  })
})

describe("'Reenviar link' on the order's page", () => {
  const call = async (id: number | string, user: unknown, accept = 'application/json') => {
    const { resendLinkEndpoint } = await import('@/features/store/orders/order-admin-actions')
    const headers = new Headers({ accept })
    return resendLinkEndpoint.handler({ payload, user, routeParams: { id }, headers } as unknown as PayloadRequest)
  }

  it('sends a paid order a fresh link (the old one is replaced); refuses visitors, unknown and unpaid orders', async () => {
    const { handleDownload } = await import('@/features/store/downloads/download-handler')
    const oldToken = await paidOrder('cs_desk_resend', 'reenvio@cliente.com.br')
    const paid = await order('cs_desk_resend')
    expect((await call(paid.id, null)).status).toBe(403)
    expect((await call(999999, editor)).status).toBe(404)
    const answer = await call(paid.id, editor)
    expect(answer.status).toBe(200)
    expect(await answer.json()).toEqual({ sent: true, email: 'reenvio@cliente.com.br' })
    const mails = await mailsTo('reenvio@cliente.com.br')
    expect(mails).toHaveLength(2)
    const newToken = tokenIn(mails[1]!.text!)
    expect(newToken).not.toBe(oldToken)
    expect((await handleDownload(newToken, { payload }, { count: false })).status).toBe(200)
    expect((await handleDownload(oldToken, { payload }, { count: false })).status).not.toBe(200)
    const back = await call(paid.id, editor, 'text/html')
    expect(back.status).toBe(303)
    expect(back.headers.get('location')).toBe(`/admin/collections/orders/${paid.id}?link=reenviado`)

    const { createPendingOrder } = await import('@/features/store/orders/orders')
    const pending = await createPendingOrder(payload, { templateId, amount: 29700, sessionId: 'cs_desk_pending', provider: 'stripe' })
    const refused = await call(pending.id, editor)
    expect(refused.status).toBe(409)
    expect(await refused.json()).toEqual({ error: 'Só um pedido pago recebe link de download.' })
  })
})

describe('leads at the desk', () => {
  it('an editor sets the owner, internal notes and next contact date; the list filters by them', async () => {
    const lead = await payload.create({
      collection: 'leads',
      data: { status: 'novo', servico: 'libras', nome: 'Cliente Mesa', email: 'mesa@cliente.com.br', consentimentoTexto: 'Aceito', consentimentoVersao: 'v1', consentimentoEm: new Date().toISOString() },
      overrideAccess: true,
      draft: false,
    })
    const updated = await payload.update({
      collection: 'leads',
      id: lead.id,
      data: { responsavel: editor.id, notasInternas: 'Ligar depois do evento.', proximoContato: '2026-12-01T12:00:00.000Z', status: 'em-contato' } as never,
      overrideAccess: false,
      user: editor,
      depth: 0,
    })
    expect(updated).toMatchObject({ responsavel: editor.id, notasInternas: 'Ligar depois do evento.', proximoContato: '2026-12-01T12:00:00.000Z' })
    const mine = await payload.find({ collection: 'leads', where: { responsavel: { equals: editor.id } }, overrideAccess: false, user: editor })
    expect(mine.docs.map((doc) => doc.id)).toEqual([lead.id])
  })
})

describe('dashboard figures', () => {
  it('counts leads by status and this month’s paid orders and revenue (refunded ones excluded)', async () => {
    const { deskStats, monthStartInSaoPaulo } = await import('@/features/admin/desk-stats')
    expect(monthStartInSaoPaulo(new Date('2026-12-01T02:30:00Z'))).toBe('2026-11-01T03:00:00.000Z') // still 30/11 in São Paulo
    expect(monthStartInSaoPaulo(new Date('2026-12-01T03:30:00Z'))).toBe('2026-12-01T03:00:00.000Z')
    const stats = await deskStats(payload, editor as never)
    expect(stats.leadsByStatus.find((s) => s.value === 'em-contato')).toMatchObject({ count: 1, href: '/admin/collections/leads?where%5Bstatus%5D%5Bequals%5D=em-contato' })
    expect(stats.leadsByStatus.find((s) => s.value === 'novo')?.count).toBe(0)
    // Paid this month: the re-sent order only (the two refunded ones no longer count; one is pending).
    expect(stats.ordersThisMonth).toBe(1)
    expect(stats.revenueThisMonth).toBe(29700)
    const nextMonth = new Date(Date.now() + 40 * 24 * 3600 * 1000)
    expect((await deskStats(payload, editor as never, nextMonth)).ordersThisMonth).toBe(0)
  })
})

describe('newsletter export', () => {
  it('administrators download the subscribers as CSV (search applied, never the unsubscribe token); editors cannot', async () => {
    const { newsletterCsvEndpoint } = await import('@/features/leads/newsletter/newsletter-csv-endpoint')
    for (const email of ['um@leitor.com.br', 'dois@leitor.com.br']) {
      await payload.create({
        collection: 'newsletter-subscribers',
        data: { email, consentimentoTexto: 'Quero receber', consentVersion: 'v1', consentimentoEm: new Date().toISOString() } as never,
        overrideAccess: true,
      })
    }
    const admin = { ...(await payload.create({ collection: 'users', data: { email: 'chefe@agencia.com.br', password: 'tucano-amarelo-voa-longe', roles: ['admin'] }, overrideAccess: true, context: { trustedServerTask: true } })), collection: 'users' }
    const call = (user: unknown, query: Record<string, unknown> = {}) =>
      newsletterCsvEndpoint.handler({ payload, user, query, headers: new Headers() } as unknown as PayloadRequest)
    expect((await call(editor)).status).toBe(403)
    const all = await call(admin)
    expect(all.status).toBe(200)
    const text = await all.text()
    expect(text).toContain('E-mail')
    expect(text).toContain('um@leitor.com.br')
    expect(text).toContain('dois@leitor.com.br')
    expect(text).not.toMatch(/unsubscribe|token/i)
    const one = await (await call(admin, { search: 'dois' })).text()
    expect(one).toContain('dois@leitor.com.br')
    expect(one).not.toContain('um@leitor.com.br')
  })
})

describe('saved lead views', () => {
  it('an editor saves a filtered leads view (query preset) and finds it again; visitors cannot', async () => {
    const preset = await payload.create({
      collection: 'payload-query-presets',
      data: { title: 'Meus leads em contato', relatedCollection: 'leads', where: { and: [{ status: { equals: 'em-contato' } }, { responsavel: { equals: editor.id } }] }, access: { read: { constraint: 'onlyMe' }, update: { constraint: 'onlyMe' }, delete: { constraint: 'onlyMe' } } } as never,
      overrideAccess: false,
      user: editor,
    })
    const mine = await payload.find({ collection: 'payload-query-presets', where: { relatedCollection: { equals: 'leads' } }, overrideAccess: false, user: editor })
    expect(mine.docs.map((doc) => doc.id)).toContain(preset.id)
    await expect(payload.find({ collection: 'payload-query-presets', overrideAccess: false, user: null })).rejects.toThrow()
  })
})
