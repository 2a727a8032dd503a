import type { Payload } from 'payload'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createTestPayload, destroyTestPayload } from '../helpers/payload'
import { buyer, buyerForm, createTestTemplate, jsonPost } from './store-helpers'

let payload: Payload
let dataDir: string

beforeAll(async () => {
  ;({ payload, dataDir } = await createTestPayload({ SITE_URL: 'http://loja.teste', PAYMENT_PROVIDER: 'simulator', STRIPE_SECRET_KEY: '' }))
  await createTestTemplate(payload, 'simulado', 19700)
})
afterAll(async () => destroyTestPayload(payload, dataDir))

describe('payment simulator (no Stripe keys)', () => {
  it('opens a session on the app, pays through a signed webhook and keeps the e-mail in the outbox', async () => {
    const { handleCheckout } = await import('@/features/store/checkout/checkout-handler')
    const { handleSimulatorAction } = await import('@/features/store/payments/simulator-handler')
    const res = await handleCheckout(jsonPost('http://loja.teste/api/checkout', { id: 'simulado', ...buyer }), { payload })
    expect(res.status).toBe(200)
    const { sessionId, url } = (await res.json()) as { sessionId: string; url: string }
    expect(url).toBe(`http://loja.teste/checkout/simulador/${sessionId}`)

    const form = (body: string) =>
      new Request(`http://loja.teste/api/checkout/simulador/${sessionId}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body })
    const bad = await handleSimulatorAction(form('acao=pagar&email=nao-e-email'), sessionId, { payload })
    expect(bad.headers.get('location')).toContain('erro=email')
    const paid = await handleSimulatorAction(form('acao=pagar&email=joao%40exemplo.com.br'), sessionId, { payload })
    expect(paid.status).toBe(303)
    expect(paid.headers.get('location')).toBe(`/payment-success?session_id=${sessionId}`)
    const { docs } = await payload.find({ collection: 'orders', where: { sessionId: { equals: sessionId } }, overrideAccess: true })
    expect(docs[0]).toMatchObject({ status: 'paid', email: 'joao@exemplo.com.br', provider: 'simulator' })
    const outbox = await payload.find({ collection: 'outbox', where: { to: { equals: 'joao@exemplo.com.br' } }, overrideAccess: true })
    expect(outbox.docs).toHaveLength(1)
    expect(outbox.docs[0]).toMatchObject({ status: 'stored' })
    expect(outbox.docs[0]!.subject).toContain('pronto para download')

    // Paying again (back button) neither duplicates the order nor the e-mail.
    await handleSimulatorAction(form('acao=pagar&email=joao%40exemplo.com.br'), sessionId, { payload })
    expect((await payload.find({ collection: 'outbox', where: { to: { equals: 'joao@exemplo.com.br' } }, overrideAccess: true })).docs).toHaveLength(1)

    const cancel = await handleSimulatorAction(form('acao=cancelar'), sessionId, { payload })
    expect(cancel.headers.get('location')).toBe('/payment-canceled')
  })

  const checkout = async (body: Record<string, string>) => {
    const { handleCheckout } = await import('@/features/store/checkout/checkout-handler')
    const res = await handleCheckout(jsonPost('http://loja.teste/api/checkout', { id: 'simulado', ...buyer, ...body }), { payload })
    return ((await res.json()) as { sessionId: string }).sessionId
  }
  const post = (sessionId: string, body: string, headers: Record<string, string> = {}) =>
    new Request(`http://loja.teste/api/checkout/simulador/${sessionId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body,
    })
  const orderOf = async (sessionId: string) =>
    (await payload.find({ collection: 'orders', where: { sessionId: { equals: sessionId } }, overrideAccess: true })).docs[0]!

  it('delivers its events with a valid Stripe signature, through the signature-checking webhook', async () => {
    const { simulatedEvent } = await import('@/features/store/payments/simulator')
    const { webhookSecret } = await import('@/features/store/payments/payment-provider')
    const { body, signature } = simulatedEvent('checkout.session.completed', { id: 'cs_sim_x', email: 'a@b.com', amount: 100, templateSlug: 's', templateId: 1 })
    expect(Stripe.webhooks.constructEvent(body, signature, webhookSecret()).type).toBe('checkout.session.completed')
    expect(() => Stripe.webhooks.constructEvent(body, signature, 'whsec_outro')).toThrow()
    // One event per session and outcome, as Stripe sends: a second click repeats the same event id.
    const again = simulatedEvent('checkout.session.completed', { id: 'cs_sim_x', email: 'c@d.com', amount: 100, templateSlug: 's', templateId: 1 })
    expect(again.event.id).toBe(JSON.parse(body).id)
    expect(simulatedEvent('checkout.session.expired', { id: 'cs_sim_x', amount: 100, templateSlug: 's', templateId: 1 }).event.id).not.toBe(again.event.id)
    expect(simulatedEvent('checkout.session.completed', { id: 'cs_sim_y', amount: 100, templateSlug: 's', templateId: 1 }).event.id).not.toBe(again.event.id)
    // The payment of the first test went through the real handler: its event id was recorded.
    const events = await payload.find({ collection: 'webhook-events', where: { type: { equals: 'checkout.session.completed' } }, overrideAccess: true })
    expect(events.docs.some((e) => e.eventId.startsWith('evt_sim_'))).toBe(true)
  })

  it('Cancelar sends the signed checkout.session.expired: the order becomes expired', async () => {
    const { handleSimulatorAction } = await import('@/features/store/payments/simulator-handler')
    const sessionId = await checkout({})
    const cancel = await handleSimulatorAction(post(sessionId, 'acao=cancelar'), sessionId, { payload })
    expect(cancel.status).toBe(303)
    expect(cancel.headers.get('location')).toBe('/payment-canceled')
    expect((await orderOf(sessionId)).status).toBe('expired')
    const expiredEvents = await payload.count({ collection: 'webhook-events', where: { type: { equals: 'checkout.session.expired' } }, overrideAccess: true })
    expect(expiredEvents.totalDocs).toBe(1)
    // Paying an expired session does nothing.
    await handleSimulatorAction(post(sessionId, 'acao=pagar&email=tarde%40exemplo.com.br'), sessionId, { payload })
    expect((await orderOf(sessionId)).status).toBe('expired')
  })

  it('a session abandoned for more than 30 minutes expires (on its page, on Pagar, or in the sweep)', async () => {
    const { handleSimulatorAction, expireAbandonedSimulatorSessions } = await import('@/features/store/payments/simulator-handler')
    const later = Date.now() + 31 * 60 * 1000
    const first = await checkout({})
    const pay = await handleSimulatorAction(post(first, 'acao=pagar&email=lento%40exemplo.com.br'), first, { payload, now: () => later })
    expect(pay.headers.get('location')).toBe(`/checkout/simulador/${first}`)
    expect((await orderOf(first)).status).toBe('expired')

    const second = await checkout({ requestId: 'abandonado-0000000000001' })
    await expireAbandonedSimulatorSessions(payload, Date.now())
    expect((await orderOf(second)).status).toBe('pending')
    await expireAbandonedSimulatorSessions(payload, later + 120_000)
    expect((await orderOf(second)).status).toBe('expired')
  })

  for (const clicks of [2, 20]) {
    it(`${clicks} concurrent clicks on Pagar: one paid order, one e-mail, one download link`, async () => {
      const { handleSimulatorAction } = await import('@/features/store/payments/simulator-handler')
      const { handleDownload } = await import('@/features/store/downloads/download-handler')
      const sessionId = await checkout({ requestId: `clique-duplo-${clicks}-000000000000` })
      const email = `duplo${clicks}@exemplo.com.br`
      const answers = await Promise.all(
        Array.from({ length: clicks }, () => handleSimulatorAction(post(sessionId, `acao=pagar&email=${encodeURIComponent(email)}`), sessionId, { payload })),
      )
      for (const answer of answers) {
        expect(answer.status).toBe(303)
        expect(answer.headers.get('location')).toBe(`/payment-success?session_id=${sessionId}`)
      }
      expect(await orderOf(sessionId)).toMatchObject({ status: 'paid', email, downloads: 0 })
      const { docs } = await payload.find({ collection: 'outbox', where: { to: { equals: email } }, overrideAccess: true })
      expect(docs).toHaveLength(1)
      const token = docs[0]!.text!.match(/\/api\/downloads\/([\w.-]+)/)![1]!
      expect((await handleDownload(token, { payload })).status).toBe(200)
    })
  }

  it('a double submit opens the same simulator session', async () => {
    const a = await checkout({ requestId: 'mesma-tentativa-000000001' })
    const b = await checkout({ requestId: 'mesma-tentativa-000000001' })
    expect(a).toBe(b)
    expect(await checkout({ requestId: 'outra-tentativa-000000002' })).not.toBe(a)
  })

  it('an unknown session: a pt-BR page for a form post, JSON for an API client', async () => {
    const { handleSimulatorAction } = await import('@/features/store/payments/simulator-handler')
    const unknown = 'cs_sim_' + '0'.repeat(32)
    const page = await handleSimulatorAction(post(unknown, 'acao=pagar&email=a%40b.com'), unknown, { payload })
    expect(page.status).toBe(404)
    expect(page.headers.get('content-type')).toMatch(/^text\/html/)
    const html = await page.text()
    expect(html).toContain('<html lang="pt-BR">')
    expect(html).toContain('Sessão de pagamento não encontrada')
    expect(html).toContain('href="/templates"')
    expect(html).not.toContain('<script')
    const api = await handleSimulatorAction(post(unknown, '{}', { 'content-type': 'application/json' }), unknown, { payload })
    expect(api.status).toBe(404)
    expect(await api.json()).toEqual({ error: 'Sessão de pagamento não encontrada.' })
  })

  it('the buy form without JavaScript: an unknown template goes back to the catalogue with a message code', async () => {
    const { handleCheckout } = await import('@/features/store/checkout/checkout-handler')
    const form = (body: string) =>
      handleCheckout(new Request('http://loja.teste/api/checkout', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body }), { payload })
    expect((await form(`id=nao-existe&${buyerForm}`)).headers.get('location')).toBe('/templates?compra=indisponivel')
    expect((await form('id=')).headers.get('location')).toBe('/templates?compra=invalida')
    const { catalogCheckoutNotice } = await import('@/features/store/checkout/checkout-messages')
    expect(catalogCheckoutNotice('indisponivel')).toMatch(/não está mais à venda/)
    expect(catalogCheckoutNotice('constructor')).toBeUndefined()
  })
})
