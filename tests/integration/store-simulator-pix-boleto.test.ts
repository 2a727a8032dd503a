import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createTestPayload, destroyTestPayload } from '../helpers/payload'
import { buyer, createTestTemplate, jsonPost } from './store-helpers'

/**
 * Pix and boleto through the simulator: the buyer's choice completes the session unpaid, the bank's
 * confirmation arrives as checkout.session.async_payment_succeeded (signed, through the real webhook
 * handler), and a Pix past its 30 minutes or a boleto past its due date ends failed, without e-mail.
 */
let payload: Payload
let dataDir: string
let store: typeof import('@/features/store/payments/simulator-handler')

beforeAll(async () => {
  ;({ payload, dataDir } = await createTestPayload({ SITE_URL: 'http://loja.teste', PAYMENT_PROVIDER: 'simulator', STRIPE_SECRET_KEY: '' }))
  await createTestTemplate(payload, 'pix-boleto', 29700)
  store = await import('@/features/store/payments/simulator-handler')
})
afterAll(async () => destroyTestPayload(payload, dataDir))

let attempt = 0
const checkout = async () => {
  const { handleCheckout } = await import('@/features/store/checkout/checkout-handler')
  attempt += 1
  const res = await handleCheckout(
    jsonPost('http://loja.teste/api/checkout', { id: 'pix-boleto', ...buyer, requestId: `pix-boleto-tentativa-${String(attempt).padStart(4, '0')}` }),
    { payload },
  )
  expect(res.status).toBe(200)
  return ((await res.json()) as { sessionId: string }).sessionId
}
const post = (sessionId: string, fields: Record<string, string>) =>
  new Request(`http://loja.teste/api/checkout/simulador/${sessionId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  })
const act = (sessionId: string, fields: Record<string, string>, now?: number) =>
  store.handleSimulatorAction(post(sessionId, fields), sessionId, { payload, ...(now ? { now: () => now } : {}) })
const orderOf = async (sessionId: string) =>
  (await payload.find({ collection: 'orders', where: { sessionId: { equals: sessionId } }, overrideAccess: true })).docs[0]!
const mailsTo = async (email: string) => (await payload.find({ collection: 'outbox', where: { to: { equals: email } }, overrideAccess: true })).totalDocs

describe('Pix in the simulator', () => {
  it('shows a valid BR Code and QR code, keeps the order pending, and a Pix confirmed twice pays once with one e-mail', async () => {
    const sessionId = await checkout()
    const email = 'pix@cliente.com.br'
    const chose = await act(sessionId, { acao: 'pagar', metodo: 'pix', email })
    expect(chose.headers.get('location')).toBe(`/checkout/simulador/${sessionId}`)
    const order = await orderOf(sessionId)
    expect(order).toMatchObject({ status: 'pending', paymentMethod: 'pix', email })
    expect(await mailsTo(email)).toBe(0)

    const { pixScreen } = await import('@/features/store/payments/simulator-payment')
    const { crc16, parseBrCode } = await import('@/features/store/payments/brcode')
    const { summarize } = await import('@/features/store/orders/orders')
    const pix = await pixScreen(sessionId, summarize(order), { name: 'Vértice Digital', city: 'São Paulo, SP - Brasil' })
    expect(pix.code.startsWith('000201')).toBe(true)
    expect(crc16(pix.code.slice(0, -4))).toBe(pix.code.slice(-4))
    expect(parseBrCode(pix.code).get('54')).toBe('297.00')
    expect(parseBrCode(pix.code).get('59')).toBe('VERTICE DIGITAL')
    expect(pix.qrSvg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/)
    expect(pix.qrSvg).not.toMatch(/https?:\/\/(?!www\.w3\.org)/)
    expect(Date.parse(pix.expiresAt) - Date.parse(order.createdAt)).toBe(30 * 60 * 1000)

    // Choosing again (back button) changes nothing: the Pix screen stays.
    expect((await act(sessionId, { acao: 'pagar', metodo: 'card', email })).headers.get('location')).toBe(`/checkout/simulador/${sessionId}`)
    expect((await orderOf(sessionId)).paymentMethod).toBe('pix')

    const answers = await Promise.all([1, 2, 3].map(() => act(sessionId, { acao: 'confirmar' })))
    for (const answer of answers) expect(answer.headers.get('location')).toBe(`/payment-success?session_id=${sessionId}`)
    await act(sessionId, { acao: 'confirmar' })
    expect(await orderOf(sessionId)).toMatchObject({ status: 'paid', paymentMethod: 'pix' })
    expect(await mailsTo(email)).toBe(1)

    // The same signed event delivered again (Stripe retries) is skipped.
    const { simulatedEvent } = await import('@/features/store/payments/simulator')
    const { handleWebhook } = await import('@/features/store/payments/webhook-handler')
    const again = simulatedEvent('checkout.session.async_payment_succeeded', { id: sessionId, amount: 29700, templateSlug: 'pix-boleto', templateId: 1 })
    const res = await handleWebhook(new Request('http://loja.teste/api/stripe/webhook', { method: 'POST', headers: { 'stripe-signature': again.signature }, body: again.body }), { payload })
    expect(await res.json()).toEqual({ received: true, duplicate: true })
    expect(await mailsTo(email)).toBe(1)
  })

  it('a confirmation after the 30 minutes finds the Pix expired: failed, no e-mail', async () => {
    const sessionId = await checkout()
    const email = 'pix-atrasado@cliente.com.br'
    await act(sessionId, { acao: 'pagar', metodo: 'pix', email })
    const createdAt = Date.parse((await orderOf(sessionId)).createdAt)
    const late = await act(sessionId, { acao: 'confirmar' }, createdAt + 31 * 60 * 1000)
    expect(late.headers.get('location')).toBe(`/checkout/simulador/${sessionId}`)
    expect((await orderOf(sessionId)).status).toBe('failed')
    // Pressing it again later still pays nothing.
    await act(sessionId, { acao: 'confirmar' })
    expect((await orderOf(sessionId)).status).toBe('failed')
    expect(await mailsTo(email)).toBe(0)
  })
})

describe('boleto in the simulator', () => {
  it('waits past the 30 minutes of a session, then a boleto never paid fails on its due date, without e-mail', async () => {
    const sessionId = await checkout()
    const email = 'boleto-nunca@cliente.com.br'
    await act(sessionId, { acao: 'pagar', metodo: 'boleto', email })
    const createdAt = Date.parse((await orderOf(sessionId)).createdAt)
    expect(await orderOf(sessionId)).toMatchObject({ status: 'pending', paymentMethod: 'boleto' })

    const { boletoScreen } = await import('@/features/store/payments/simulator-payment')
    const { summarize } = await import('@/features/store/orders/orders')
    const boleto = boletoScreen(sessionId, summarize(await orderOf(sessionId)))
    expect(boleto.line.replace(/\D/g, '')).toHaveLength(47)
    expect(boleto.line.endsWith('0000029700')).toBe(true)
    expect(Date.parse(boleto.dueDate) - createdAt).toBe(3 * 24 * 60 * 60 * 1000)

    await store.expireAbandonedSimulatorSessions(payload, createdAt + 2 * 60 * 60 * 1000)
    expect((await orderOf(sessionId)).status).toBe('pending')
    await store.expireAbandonedSimulatorSessions(payload, createdAt + 3 * 24 * 60 * 60 * 1000 + 120_000)
    expect((await orderOf(sessionId)).status).toBe('failed')
    await act(sessionId, { acao: 'confirmar' })
    expect((await orderOf(sessionId)).status).toBe('failed')
    expect(await mailsTo(email)).toBe(0)
  })

  it('a boleto paid a day later: paid, one e-mail', async () => {
    const sessionId = await checkout()
    const email = 'boleto-pago@cliente.com.br'
    await act(sessionId, { acao: 'pagar', metodo: 'boleto', email })
    const createdAt = Date.parse((await orderOf(sessionId)).createdAt)
    const paid = await act(sessionId, { acao: 'confirmar' }, createdAt + 24 * 60 * 60 * 1000)
    expect(paid.headers.get('location')).toBe(`/payment-success?session_id=${sessionId}`)
    expect(await orderOf(sessionId)).toMatchObject({ status: 'paid', paymentMethod: 'boleto' })
    expect(await mailsTo(email)).toBe(1)
  })
})

describe('card installments in the simulator', () => {
  it('pays in 3 installments, and refuses more than the settings allow or a method they do not offer', async () => {
    const sessionId = await checkout()
    await payload.updateGlobal({ slug: 'site-settings', data: { paymentMethods: ['card', 'pix'], maxInstallments: 6 }, overrideAccess: true, context: { disableRevalidate: true } })
    expect((await act(sessionId, { acao: 'pagar', metodo: 'card', parcelas: '7', email: 'cartao@cliente.com.br' })).headers.get('location')).toBe(
      `/checkout/simulador/${sessionId}?erro=metodo`,
    )
    expect((await act(sessionId, { acao: 'pagar', metodo: 'boleto', email: 'cartao@cliente.com.br' })).headers.get('location')).toBe(
      `/checkout/simulador/${sessionId}?erro=metodo`,
    )
    expect((await orderOf(sessionId)).status).toBe('pending')
    const paid = await act(sessionId, { acao: 'pagar', metodo: 'card', parcelas: '3', email: 'cartao@cliente.com.br' })
    expect(paid.headers.get('location')).toBe(`/payment-success?session_id=${sessionId}`)
    expect(await orderOf(sessionId)).toMatchObject({ status: 'paid', paymentMethod: 'card', installments: 3 })
    expect(await mailsTo('cartao@cliente.com.br')).toBe(1)
  })
})

describe('coupons in the simulator', () => {
  it('charges the discounted amount: the order and the Pix code carry it', async () => {
    await payload.create({ collection: 'coupons', data: { code: 'PIX50', kind: 'amount', amountOff: 5000 }, overrideAccess: true, context: { disableRevalidate: true } })
    const { handleCheckout } = await import('@/features/store/checkout/checkout-handler')
    const res = await handleCheckout(jsonPost('http://loja.teste/api/checkout', { id: 'pix-boleto', ...buyer, coupon: 'pix50' }), { payload })
    const { sessionId } = (await res.json()) as { sessionId: string }
    await payload.updateGlobal({ slug: 'site-settings', data: { paymentMethods: [] }, overrideAccess: true, context: { disableRevalidate: true } })
    await act(sessionId, { acao: 'pagar', metodo: 'pix', email: 'cupom@cliente.com.br' })
    const order = await orderOf(sessionId)
    expect(order).toMatchObject({ amount: 24700, discount: 5000, couponCode: 'PIX50', paymentMethod: 'pix' })
    const { pixScreen } = await import('@/features/store/payments/simulator-payment')
    const { parseBrCode } = await import('@/features/store/payments/brcode')
    const { summarize } = await import('@/features/store/orders/orders')
    expect(parseBrCode((await pixScreen(sessionId, summarize(order), { name: 'Loja', city: 'Recife' })).code).get('54')).toBe('247.00')
  })
})

describe('the Pix discount in the simulator', () => {
  it('"Pagar com Pix" opens a Pix-only session at the Pix price; the other button offers card and boleto at the full price', async () => {
    await payload.updateGlobal({ slug: 'site-settings', data: { paymentMethods: [], pixDiscountPercent: 5 }, overrideAccess: true, context: { disableRevalidate: true } })
    const { handleCheckout } = await import('@/features/store/checkout/checkout-handler')
    const open = async (method?: string) => {
      const res = await handleCheckout(jsonPost('http://loja.teste/api/checkout', { id: 'pix-boleto', ...buyer, ...(method ? { method } : {}) }), { payload })
      return ((await res.json()) as { sessionId: string }).sessionId
    }
    const pixSession = await open('pix')
    // The Pix-only session refuses a card (as Stripe's page would not offer one) and takes Pix at 282,15.
    expect((await act(pixSession, { acao: 'pagar', metodo: 'card', parcelas: '1', email: 'pix5@cliente.com.br' })).headers.get('location')).toBe(
      `/checkout/simulador/${pixSession}?erro=metodo`,
    )
    await act(pixSession, { acao: 'pagar', metodo: 'pix', email: 'pix5@cliente.com.br' })
    const order = await orderOf(pixSession)
    expect(order).toMatchObject({ amount: 28215, pixDiscount: 1485, paymentMethod: 'pix', status: 'pending' })
    const { pixScreen } = await import('@/features/store/payments/simulator-payment')
    const { parseBrCode } = await import('@/features/store/payments/brcode')
    const { summarize } = await import('@/features/store/orders/orders')
    expect(parseBrCode((await pixScreen(pixSession, summarize(order), { name: 'Loja', city: 'Recife' })).code).get('54')).toBe('282.15')

    // The other session: Pix is not offered at the full price.
    const cardSession = await open()
    expect((await orderOf(cardSession)).amount).toBe(29700)
    expect((await act(cardSession, { acao: 'pagar', metodo: 'pix', email: 'cheio@cliente.com.br' })).headers.get('location')).toBe(
      `/checkout/simulador/${cardSession}?erro=metodo`,
    )
    await payload.updateGlobal({ slug: 'site-settings', data: { pixDiscountPercent: 0 }, overrideAccess: true, context: { disableRevalidate: true } })
  })
})
