import http from 'node:http'
import type { AddressInfo } from 'node:net'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createTestPayload, destroyTestPayload } from '../helpers/payload'
import { clearOfWindowEnd } from '../helpers/rate-limit-window'
import { buyer, buyerForm, createTestTemplate, jsonPost } from './store-helpers'

/**
 * A local fake of Stripe's HTTP API: records requests, answers Checkout Sessions (or fails on demand) and,
 * like Stripe, replays the first answer to a request that repeats an idempotency key.
 */
const requests: { path: string; body: string; headers: http.IncomingHttpHeaders }[] = []
const byKey = new Map<string, string>()
let failures = 0
let next = 123
/** What the fake answers for GET /v1/payment_intents/<id> (the webhook asks which method the buyer chose). */
const paymentIntents = new Map<string, object>()
const fake = http.createServer((req, res) => {
  let body = ''
  req.on('data', (c) => (body += c))
  req.on('end', () => {
    requests.push({ path: req.url ?? '', body, headers: req.headers })
    res.setHeader('content-type', 'application/json')
    if (failures > 0) {
      failures -= 1
      res.statusCode = 500
      res.end(JSON.stringify({ error: { type: 'api_error', message: 'boom' } }))
      return
    }
    const intent = /^\/v1\/payment_intents\/(pi_\w+)/.exec(req.url ?? '')?.[1]
    if (intent) return res.end(JSON.stringify(paymentIntents.get(intent) ?? { error: { type: 'invalid_request_error', message: 'No such payment_intent' } }))
    const key = String(req.headers['idempotency-key'] ?? '')
    const replay = key && byKey.get(key)
    if (replay) return res.end(replay)
    const id = `cs_test_${next++}`
    const answer = JSON.stringify({ id, object: 'checkout.session', url: `https://checkout.stripe.com/c/pay/${id}` })
    if (key) byKey.set(key, answer)
    res.end(answer)
  })
})

let payload: Payload
let dataDir: string
let handleCheckout: typeof import('@/features/store/checkout/checkout-handler').handleCheckout

beforeAll(async () => {
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve))
  const { port } = fake.address() as AddressInfo
  ;({ payload, dataDir } = await createTestPayload({
    STRIPE_SECRET_KEY: 'sk_test_fake',
    STRIPE_WEBHOOK_SECRET: 'whsec_test_secret',
    STRIPE_API_BASE: `http://127.0.0.1:${port}`,
    STRIPE_PAYMENT_METHODS: 'card,pix,boleto',
    SITE_URL: 'http://loja.teste',
  }))
  await createTestTemplate(payload, 'clinica-teste', 29700)
  ;({ handleCheckout } = await import('@/features/store/checkout/checkout-handler'))
})
afterAll(async () => {
  fake.close()
  await destroyTestPayload(payload, dataDir)
})

const url = 'http://loja.teste/api/checkout'

describe('POST /api/checkout with Stripe (real SDK against a local fake)', () => {
  it('creates a BRL Checkout Session and a pending order', async () => {
    const res = await handleCheckout(jsonPost(url, { id: 'clinica-teste', ...buyer }), { payload })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ sessionId: 'cs_test_123', url: 'https://checkout.stripe.com/c/pay/cs_test_123' })
    const sent = requests.at(-1)!
    expect(sent.path).toBe('/v1/checkout/sessions')
    expect(sent.headers['idempotency-key']).toMatch(/^checkout-clinica-teste-/)
    const form = new URLSearchParams(sent.body)
    expect(form.get('mode')).toBe('payment')
    expect(form.get('locale')).toBe('pt-BR')
    expect(form.get('currency')).toBe('brl')
    expect(form.get('line_items[0][price_data][currency]')).toBe('brl')
    expect(form.get('line_items[0][quantity]')).toBe('1')
    expect(form.get('line_items[0][price_data][product_data][name]')).toBe('Template clinica-teste')
    // Exactly the methods of STRIPE_PAYMENT_METHODS, in order.
    const methods = [...form.keys()].filter((k) => k.startsWith('allowed_payment_method_types')).map((k) => form.get(k))
    expect(methods).toEqual(['card', 'pix', 'boleto'])
    // The e-mail typed on our page prefills Stripe's (the buyer may still change it there; the webhook sends it back).
    expect(form.get('customer_email')).toBe(buyer.email)
    expect(form.has('customer')).toBe(false)
    expect(form.get('metadata[templateId]')).toMatch(/^\d+$/)
    expect(form.get('line_items[0][price_data][unit_amount]')).toBe('29700')
    expect(form.get('client_reference_id')).toBe('clinica-teste')
    expect(form.get('metadata[templateSlug]')).toBe('clinica-teste')
    expect(form.get('success_url')).toBe('http://loja.teste/payment-success?session_id={CHECKOUT_SESSION_ID}')
    expect(form.get('cancel_url')).toBe('http://loja.teste/payment-canceled')
    const { docs } = await payload.find({ collection: 'orders', where: { sessionId: { equals: 'cs_test_123' } }, overrideAccess: true })
    expect(docs[0]).toMatchObject({ status: 'pending', amount: 29700, provider: 'stripe' })
  })

  // These requests count against their own client's rate limit.
  const ip = { 'x-real-ip': '198.51.100.40' }

  it('a repeated purchase attempt (double submit) reuses one session and one pending order', async () => {
    const attempt = { id: 'clinica-teste', ...buyer, requestId: 'f3b0c4c2-8d7e-4a39-9d0e-2b1c6f7a8e90' }
    const answers = await Promise.all([1, 2, 3].map(() => handleCheckout(jsonPost(url, attempt, ip), { payload })))
    const sessions = await Promise.all(answers.map(async (a) => ((await a.json()) as { sessionId: string }).sessionId))
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200])
    expect(new Set(sessions).size).toBe(1)
    const keys = requests.slice(-3).map((r) => r.headers['idempotency-key'])
    expect(new Set(keys).size).toBe(1)
    const { totalDocs } = await payload.count({ collection: 'orders', where: { sessionId: { equals: sessions[0] } }, overrideAccess: true })
    expect(totalDocs).toBe(1)

    // The plain form sends the same id as a hidden field: same session again.
    const form = await handleCheckout(
      new Request(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', ...ip }, body: `id=clinica-teste&${buyerForm}&requestId=${attempt.requestId}` }),
      { payload },
    )
    expect(form.headers.get('location')).toBe(`https://checkout.stripe.com/c/pay/${sessions[0]}`)

    // Another attempt (a new id, or none) is another session.
    const other = await handleCheckout(jsonPost(url, { ...attempt, requestId: 'a2d4e6f8-0000-4000-8000-123456789abc' }, ip), { payload })
    expect(((await other.json()) as { sessionId: string }).sessionId).not.toBe(sessions[0])
    const none = await handleCheckout(jsonPost(url, { id: 'clinica-teste', ...buyer }, ip), { payload })
    expect(((await none.json()) as { sessionId: string }).sessionId).not.toBe(sessions[0])
  })

  it('opens a new session when the attempt already ended (paid or expired, then the back button)', async () => {
    const attempt = { id: 'clinica-teste', ...buyer, requestId: 'b1b2b3b4-0000-4000-8000-000000000001' }
    const first = ((await (await handleCheckout(jsonPost(url, attempt, ip), { payload })).json()) as { sessionId: string }).sessionId
    const { docs } = await payload.find({ collection: 'orders', where: { sessionId: { equals: first } }, overrideAccess: true })
    await payload.update({ collection: 'orders', id: docs[0]!.id, data: { status: 'expired' }, overrideAccess: true })
    const again = ((await (await handleCheckout(jsonPost(url, attempt, ip), { payload })).json()) as { sessionId: string }).sessionId
    expect(again).not.toBe(first)
  })

  it('answers a plain form with 303 to the hosted page', async () => {
    const res = await handleCheckout(
      new Request(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `id=clinica-teste&${buyerForm}` }),
      { payload },
    )
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_\d+$/)
  })

  it('404 for an unknown template, 400 for a malformed body, 502 when the provider fails', async () => {
    const unknown = await handleCheckout(jsonPost(url, { id: 'nao-existe', ...buyer }), { payload })
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toHaveProperty('error')
    for (const body of ['{not json', { id: 42 }, {}, { id: '../etc' }]) {
      const bad = await handleCheckout(jsonPost(url, body), { payload })
      expect(bad.status).toBe(400)
      expect(await bad.json()).toHaveProperty('error')
    }
    failures = 5 // more than the SDK's retries
    const failed = await handleCheckout(jsonPost(url, { id: 'clinica-teste', ...buyer }), { payload })
    expect(failed.status).toBe(502)
    expect(await failed.json()).toHaveProperty('error')
    // Without JavaScript the same failure goes back to the template, which shows the error (?compra=erro).
    failures = 5
    const form = await handleCheckout(
      new Request(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `id=clinica-teste&${buyerForm}` }),
      { payload },
    )
    expect(form.status).toBe(303)
    expect(form.headers.get('location')).toBe('/templates/clinica-teste?compra=erro')
  })

  it('is rate-limited per client', async () => {
    const { CHECKOUT_RATE_LIMIT } = await import('@/features/store/checkout/checkout-handler')
    await clearOfWindowEnd(CHECKOUT_RATE_LIMIT)
    let last = 0
    for (let i = 0; i <= CHECKOUT_RATE_LIMIT.limit; i += 1) {
      last = (await handleCheckout(jsonPost(url, { id: 'x', ...buyer }, { 'x-real-ip': '203.0.113.9' }), { payload })).status
    }
    expect(last).toBe(429)
  })
})

describe('the nota fiscal data', () => {
  it('stores name, CPF or CNPJ and e-mail on the order, and sends the e-mail and document to Stripe', async () => {
    failures = 0
    const res = await handleCheckout(jsonPost(url, { id: 'clinica-teste', name: '  Clínica Sorriso Ltda ', taxId: '11222333000181', email: 'Financeiro@Sorriso.com.br' }), { payload })
    expect(res.status).toBe(200)
    const { sessionId } = (await res.json()) as { sessionId: string }
    const form = new URLSearchParams(requests.at(-1)!.body)
    expect(form.get('customer_email')).toBe('financeiro@sorriso.com.br')
    expect(form.get('metadata[buyerTaxId]')).toBe('11222333000181')
    expect(form.get('metadata[buyerName]')).toBe('Clínica Sorriso Ltda')
    const order = (await payload.find({ collection: 'orders', where: { sessionId: { equals: sessionId } }, overrideAccess: true })).docs[0]!
    expect(order).toMatchObject({ customerName: 'Clínica Sorriso Ltda', taxId: '11.222.333/0001-81', taxIdKind: 'cnpj', email: 'financeiro@sorriso.com.br' })
  })

  it('refuses an invalid CPF or CNPJ, a missing name or e-mail, in pt-BR, before calling Stripe', async () => {
    const before = requests.length
    const cases: [Record<string, string>, string, string][] = [
      [{ ...buyer, taxId: '529.982.247-24' }, 'taxId', 'CPF ou CNPJ inválido. Confira os números e tente de novo.'],
      [{ ...buyer, taxId: '111.111.111-11' }, 'taxId', 'CPF ou CNPJ inválido. Confira os números e tente de novo.'],
      [{ ...buyer, taxId: '11.222.333/0001-82' }, 'taxId', 'CPF ou CNPJ inválido. Confira os números e tente de novo.'],
      [{ email: buyer.email, taxId: buyer.taxId }, 'name', 'Informe o nome completo ou a razão social para a nota fiscal.'],
      [{ ...buyer, email: 'ana@' }, 'email', 'Informe um e-mail válido para receber o template.'],
    ]
    for (const [data, field, error] of cases) {
      const res = await handleCheckout(jsonPost(url, { id: 'clinica-teste', ...data }, { 'x-real-ip': '198.51.100.77' }), { payload })
      expect(res.status).toBe(400)
      expect(await res.json()).toEqual({ error, field })
    }
    const plain = await handleCheckout(
      new Request(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-real-ip': '198.51.100.77' }, body: `id=clinica-teste&name=Ana&taxId=123&email=a%40b.com` }),
      { payload },
    )
    expect(plain.status).toBe(303)
    expect(plain.headers.get('location')).toBe('/templates/clinica-teste?compra=dados')
    expect(requests.length).toBe(before)
  })
})

describe('the orders CSV', () => {
  it('exports the nota fiscal data', async () => {
    const { ordersCsvEndpoint } = await import('@/features/store/orders/orders-csv-endpoint')
    const staff = { id: 1, email: 'editor@exemplo.com.br', roles: ['editor'], collection: 'users' }
    const res = await ordersCsvEndpoint.handler({ payload, user: staff, url: 'http://loja.teste/cms-api/orders/export.csv', query: {}, headers: new Headers() } as never)
    const csv = await res.text()
    expect(csv).toContain('Nome ou razão social')
    expect(csv).toContain('CPF ou CNPJ')
    expect(csv).toContain('Clínica Sorriso Ltda')
    expect(csv).toContain('11.222.333/0001-81')
  })
})

describe('payment methods from the site settings', () => {
  const sent = () => new URLSearchParams(requests.at(-1)!.body)
  const methodsOf = (form: URLSearchParams) => [...form.keys()].filter((k) => k.startsWith('allowed_payment_method_types')).map((k) => form.get(k))
  const setStore = (data: { paymentMethods?: ('card' | 'pix' | 'boleto')[]; maxInstallments?: number }) =>
    payload.updateGlobal({ slug: 'site-settings', data, overrideAccess: true, context: { disableRevalidate: true } })

  it('offers card, Pix and boleto with installments, Pix for 30 minutes and boleto for 3 days by default', async () => {
    failures = 0
    expect((await handleCheckout(jsonPost(url, { id: 'clinica-teste', ...buyer }, { 'x-real-ip': '198.51.100.90' }), { payload })).status).toBe(200)
    const form = sent()
    expect(methodsOf(form)).toEqual(['card', 'pix', 'boleto'])
    expect(form.get('payment_method_options[card][installments][enabled]')).toBe('true')
    expect(form.get('payment_method_options[pix][expires_after_seconds]')).toBe('1800')
    expect(form.get('payment_method_options[boleto][expires_after_days]')).toBe('3')
  })

  it('follows what staff choose in the admin, at once', async () => {
    await setStore({ paymentMethods: ['pix', 'card'], maxInstallments: 1 })
    await handleCheckout(jsonPost(url, { id: 'clinica-teste', ...buyer }, { 'x-real-ip': '198.51.100.91' }), { payload })
    let form = sent()
    expect(methodsOf(form)).toEqual(['card', 'pix'])
    // Checkout Sessions take installments on or off only (no maximum): a maximum of 1 turns them off.
    expect(form.get('payment_method_options[card][installments][enabled]')).toBe('false')
    expect(form.has('payment_method_options[boleto][expires_after_days]')).toBe(false)

    await setStore({ paymentMethods: ['boleto'], maxInstallments: 6 })
    await handleCheckout(jsonPost(url, { id: 'clinica-teste', ...buyer }, { 'x-real-ip': '198.51.100.92' }), { payload })
    form = sent()
    expect(methodsOf(form)).toEqual(['boleto'])
    expect(form.has('payment_method_options[card][installments][enabled]')).toBe(false)
    await setStore({ paymentMethods: [], maxInstallments: 12 })
  })

  it('refuses an installments maximum outside 1-12 in the admin', async () => {
    await expect(setStore({ maxInstallments: 13 })).rejects.toThrow()
    await expect(setStore({ maxInstallments: 0 })).rejects.toThrow()
  })
})

describe('coupons', () => {
  const createCoupon = (data: Record<string, unknown>) =>
    payload.create({ collection: 'coupons', data: data as never, overrideAccess: true, context: { disableRevalidate: true } })
  const buy = (coupon: string, ip: string) => handleCheckout(jsonPost(url, { id: 'clinica-teste', ...buyer, coupon }, { 'x-real-ip': ip }), { payload })

  it('applies a percentage coupon as a Stripe coupon on the session, and records it on the order', async () => {
    failures = 0
    await createCoupon({ code: 'bemvindo10', kind: 'percent', percentOff: 10 })
    const res = await buy(' BemVindo10 ', '198.51.100.120')
    expect(res.status).toBe(200)
    const { sessionId } = (await res.json()) as { sessionId: string }
    const couponRequest = requests.find((r) => r.path === '/v1/coupons')!
    const created = new URLSearchParams(couponRequest.body)
    expect(created.get('percent_off')).toBe('10')
    expect(created.get('id')).toBe('site_BEMVINDO10_p10')
    const form = new URLSearchParams(requests.at(-1)!.body)
    expect(form.get('discounts[0][coupon]')).toBe('site_BEMVINDO10_p10')
    expect(form.get('line_items[0][price_data][unit_amount]')).toBe('29700')
    const order = (await payload.find({ collection: 'orders', where: { sessionId: { equals: sessionId } }, overrideAccess: true })).docs[0]!
    expect(order).toMatchObject({ couponCode: 'BEMVINDO10', discount: 2970, amount: 26730 })
  })

  it('refuses, in pt-BR, a coupon that is unknown, inactive, expired, not yet valid or used up', async () => {
    const day = 86_400_000
    await createCoupon({ code: 'INATIVO', kind: 'percent', percentOff: 10, active: false })
    await createCoupon({ code: 'VENCIDO', kind: 'amount', amountOff: 5000, validUntil: new Date(Date.now() - day).toISOString() })
    await createCoupon({ code: 'FUTURO', kind: 'amount', amountOff: 5000, validFrom: new Date(Date.now() + day).toISOString() })
    await createCoupon({ code: 'UMAVEZ', kind: 'amount', amountOff: 5000, maxUses: 1 })
    expect((await buy('UMAVEZ', '198.51.100.121')).status).toBe(200)
    for (const [i, code] of ['NAOEXISTE', 'INATIVO', 'VENCIDO', 'FUTURO', 'UMAVEZ', "' OR 1=1 --"].entries()) {
      const res = await buy(code, `198.51.100.${130 + i}`)
      expect(res.status).toBe(400)
      expect(await res.json()).toEqual({ error: 'Cupom inválido, expirado ou esgotado.', field: 'coupon' })
    }
  })

  it('is readable by staff only', async () => {
    await expect(payload.find({ collection: 'coupons', overrideAccess: false, user: null })).rejects.toThrow()
  })
})

describe('the Pix discount', () => {
  const sent = () => new URLSearchParams(requests.at(-1)!.body)
  const methodsOf = (form: URLSearchParams) => [...form.keys()].filter((k) => k.startsWith('allowed_payment_method_types')).map((k) => form.get(k))
  const setPix = (pixDiscountPercent: number) =>
    payload.updateGlobal({ slug: 'site-settings', data: { paymentMethods: [], pixDiscountPercent }, overrideAccess: true, context: { disableRevalidate: true } })
  const orderOf = async (res: Response) => {
    const { sessionId } = (await res.json()) as { sessionId: string }
    return (await payload.find({ collection: 'orders', where: { sessionId: { equals: sessionId } }, overrideAccess: true })).docs[0]!
  }

  it('charges the Pix price in a Pix-only session, and the full price with the other methods', async () => {
    failures = 0
    await setPix(5)
    const attempt = { id: 'clinica-teste', ...buyer, requestId: 'c0ffee00-0000-4000-8000-000000000001' }
    const pix = await handleCheckout(jsonPost(url, { ...attempt, method: 'pix' }, { 'x-real-ip': '198.51.100.150' }), { payload })
    expect(pix.status).toBe(200)
    let form = sent()
    expect(methodsOf(form)).toEqual(['pix'])
    expect(form.get('line_items[0][price_data][unit_amount]')).toBe('28215')
    expect(form.get('line_items[0][price_data][product_data][name]')).toBe('Template clinica-teste (preço no Pix)')
    expect(form.get('metadata[pixDiscount]')).toBe('1485')
    expect(await orderOf(pix)).toMatchObject({ amount: 28215, pixDiscount: 1485, status: 'pending' })

    // The same attempt with the other button is another session: card and boleto at the full price.
    const card = await handleCheckout(jsonPost(url, attempt, { 'x-real-ip': '198.51.100.150' }), { payload })
    form = sent()
    expect(methodsOf(form)).toEqual(['card', 'boleto'])
    expect(form.get('line_items[0][price_data][unit_amount]')).toBe('29700')
    const cardOrder = await orderOf(card)
    expect(cardOrder).toMatchObject({ amount: 29700 })
    expect(cardOrder.pixDiscount ?? 0).toBe(0)
  })

  it('takes a coupon off the Pix price', async () => {
    await payload.create({ collection: 'coupons', data: { code: 'PIXMAIS10', kind: 'percent', percentOff: 10 } as never, overrideAccess: true })
    const res = await handleCheckout(jsonPost(url, { id: 'clinica-teste', ...buyer, method: 'pix', coupon: 'PIXMAIS10' }, { 'x-real-ip': '198.51.100.151' }), { payload })
    expect(res.status).toBe(200)
    expect(sent().get('line_items[0][price_data][unit_amount]')).toBe('28215')
    expect(await orderOf(res)).toMatchObject({ amount: 28215 - 2822, discount: 2822, pixDiscount: 1485 })
  })

  it('without a Pix discount, the Pix button opens the one session with every method', async () => {
    await setPix(0)
    await handleCheckout(jsonPost(url, { id: 'clinica-teste', ...buyer, method: 'pix' }, { 'x-real-ip': '198.51.100.152' }), { payload })
    expect(methodsOf(sent())).toEqual(['card', 'pix', 'boleto'])
    expect(sent().get('line_items[0][price_data][unit_amount]')).toBe('29700')
  })
})

describe('the last use of a coupon', () => {
  const usesOf = async (code: string) => (await payload.find({ collection: 'coupons', where: { code: { equals: code } }, overrideAccess: true })).docs[0]!.uses

  it('goes to exactly one of ten buyers asking at the same moment, and comes back when that order expires', async () => {
    failures = 0
    await payload.create({ collection: 'coupons', data: { code: 'ULTIMO', kind: 'amount', amountOff: 5000, maxUses: 1 } as never, overrideAccess: true })
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        handleCheckout(jsonPost(url, { id: 'clinica-teste', ...buyer, coupon: 'ULTIMO', requestId: `d00d0000-0000-4000-8000-${String(i).padStart(12, '0')}` }, { 'x-real-ip': `198.51.100.${160 + i}` }), { payload }),
      ),
    )
    const statuses = answers.map((a) => a.status).sort()
    expect(statuses).toEqual([200, 400, 400, 400, 400, 400, 400, 400, 400, 400])
    const refused = await Promise.all(answers.filter((a) => a.status === 400).map((a) => a.json()))
    for (const body of refused) expect(body).toEqual({ error: 'Cupom inválido, expirado ou esgotado.', field: 'coupon' })
    expect(await usesOf('ULTIMO')).toBe(1)
    const holders = await payload.find({ collection: 'orders', where: { and: [{ couponCode: { equals: 'ULTIMO' } }, { status: { equals: 'pending' } }] }, overrideAccess: true })
    expect(holders.totalDocs).toBe(1)
    // Sessions whose order lost the race were ended at Stripe, so none of them can be paid.
    const expiredAtStripe = requests.filter((r) => /\/v1\/checkout\/sessions\/cs_test_\d+\/expire$/.test(r.path))
    const lost = await payload.find({ collection: 'orders', where: { and: [{ couponCode: { equals: 'ULTIMO' } }, { status: { equals: 'expired' } }] }, overrideAccess: true })
    expect(expiredAtStripe.length).toBe(lost.totalDocs)

    // The winner's session expires: its use comes back, once, and the next buyer gets it.
    const { setStatus } = await import('@/features/store/orders/orders')
    const winner = holders.docs[0]!
    expect(await setStatus(payload, winner, 'expired')).toBe(true)
    expect(await setStatus(payload, winner, 'expired')).toBe(false)
    expect(await usesOf('ULTIMO')).toBe(0)
    const next = await handleCheckout(jsonPost(url, { id: 'clinica-teste', ...buyer, coupon: 'ULTIMO' }, { 'x-real-ip': '198.51.100.180' }), { payload })
    expect(next.status).toBe(200)
    expect(await usesOf('ULTIMO')).toBe(1)
  })

  it('a payment that arrives after its order expired still counts its coupon', async () => {
    const { markPaid, setStatus, findOrder } = await import('@/features/store/orders/orders')
    await payload.create({ collection: 'coupons', data: { code: 'TARDIO', kind: 'amount', amountOff: 1000, maxUses: 5 } as never, overrideAccess: true })
    const res = await handleCheckout(jsonPost(url, { id: 'clinica-teste', ...buyer, coupon: 'TARDIO' }, { 'x-real-ip': '198.51.100.181' }), { payload })
    const { sessionId } = (await res.json()) as { sessionId: string }
    expect(await usesOf('TARDIO')).toBe(1)
    await setStatus(payload, (await findOrder(payload, sessionId))!, 'expired')
    expect(await usesOf('TARDIO')).toBe(0)
    expect(await markPaid(payload, (await findOrder(payload, sessionId))!)).toBe(true)
    expect(await usesOf('TARDIO')).toBe(1)
  })
})

describe('how a Stripe order was paid', () => {
  it('records the method and the installments the buyer chose on Stripe, from the webhook', async () => {
    failures = 0
    const { handleWebhook } = await import('@/features/store/payments/webhook-handler')
    const Stripe = (await import('stripe')).default
    const open = async (ip: string) =>
      ((await (await handleCheckout(jsonPost(url, { id: 'clinica-teste', ...buyer }, { 'x-real-ip': ip }), { payload })).json()) as { sessionId: string }).sessionId
    const deliver = async (type: string, sessionId: string, paymentIntent: string, paymentStatus: string) => {
      const body = JSON.stringify({
        id: `evt_${type}_${sessionId}`,
        object: 'event',
        type,
        data: { object: { id: sessionId, object: 'checkout.session', payment_status: paymentStatus, payment_intent: paymentIntent, customer_details: { email: buyer.email } } },
      })
      const signature = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: 'whsec_test_secret' })
      const res = await handleWebhook(new Request('http://loja.teste/api/stripe/webhook', { method: 'POST', headers: { 'stripe-signature': signature }, body }), { payload })
      expect(res.status).toBe(200)
    }
    const order = async (sessionId: string) => (await payload.find({ collection: 'orders', where: { sessionId: { equals: sessionId } }, overrideAccess: true })).docs[0]!

    paymentIntents.set('pi_card3x', {
      id: 'pi_card3x',
      object: 'payment_intent',
      payment_method_types: ['card', 'pix', 'boleto'],
      payment_method: { id: 'pm_1', object: 'payment_method', type: 'card' },
      latest_charge: { id: 'ch_1', object: 'charge', payment_method_details: { type: 'card', card: { installments: { plan: { count: 3, interval: 'month', type: 'fixed_count' } } } } },
    })
    const card = await open('198.51.100.190')
    await deliver('checkout.session.completed', card, 'pi_card3x', 'paid')
    expect(await order(card)).toMatchObject({ status: 'paid', paymentMethod: 'card', installments: 3 })
    const intentRequest = requests.find((r) => r.path.startsWith('/v1/payment_intents/pi_card3x'))!
    expect(decodeURIComponent(intentRequest.path)).toContain('expand[0]=payment_method')

    paymentIntents.set('pi_pix', {
      id: 'pi_pix',
      object: 'payment_intent',
      payment_method_types: ['card', 'pix', 'boleto'],
      payment_method: { id: 'pm_2', object: 'payment_method', type: 'pix' },
      latest_charge: null,
    })
    const pix = await open('198.51.100.191')
    await deliver('checkout.session.completed', pix, 'pi_pix', 'unpaid')
    expect(await order(pix)).toMatchObject({ status: 'pending', paymentMethod: 'pix', installments: null })

    // Stripe unreachable for that question: the event is still handled (the payment matters more).
    const lost = await open('198.51.100.192')
    await deliver('checkout.session.completed', lost, 'pi_unknown', 'paid')
    expect(await order(lost)).toMatchObject({ status: 'paid' })

    const { ordersCsvEndpoint } = await import('@/features/store/orders/orders-csv-endpoint')
    const staff = { id: 1, email: 'editor@exemplo.com.br', roles: ['editor'], collection: 'users' }
    const csv = await (await ordersCsvEndpoint.handler({ payload, user: staff, url: 'http://loja.teste/cms-api/orders/export.csv', query: {}, headers: new Headers() } as never)).text()
    const header = csv.split('\n')[0]!
    expect(header).toContain('Meio de pagamento')
    expect(header).toContain('Desconto do Pix')
    expect(csv).toMatch(new RegExp(`Cartão de crédito[^\\n]*;3;[^\\n]*${card}|Cartão de crédito[^\\n]*,3,[^\\n]*${card}`))
  })
})
