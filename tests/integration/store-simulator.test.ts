import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createTestPayload, destroyTestPayload } from '../helpers/payload'
import { createTestTemplate, jsonPost } from './store-helpers'

let payload: Payload
let dataDir: string

beforeAll(async () => {
  ;({ payload, dataDir } = await createTestPayload({ SITE_URL: 'http://loja.teste', PAYMENT_PROVIDER: '', STRIPE_SECRET_KEY: '' }))
  await createTestTemplate(payload, 'simulado', 19700)
})
afterAll(async () => destroyTestPayload(payload, dataDir))

describe('payment simulator (no Stripe keys)', () => {
  it('opens a session on the app, pays through a signed webhook and keeps the e-mail in the outbox', async () => {
    const { handleCheckout } = await import('@/features/store/checkout-handler')
    const { handleSimulatorAction } = await import('@/features/store/simulator-handler')
    const res = await handleCheckout(jsonPost('http://loja.teste/api/checkout', { id: 'simulado' }), { payload })
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
})
