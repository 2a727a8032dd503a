import type { Payload } from 'payload'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createTestPayload, destroyTestPayload } from '../helpers/payload'
import { createTestTemplate, jsonPost } from './store-helpers'

/** A public SITE_URL without Stripe keys: no simulator, no payments, and everybody is told so. */
let payload: Payload
let dataDir: string

beforeAll(async () => {
  ;({ payload, dataDir } = await createTestPayload({ SITE_URL: 'https://www.agencia.com.br', PAYMENT_PROVIDER: '', STRIPE_SECRET_KEY: '' }))
  await createTestTemplate(payload, 'sem-pagamento', 29700)
})
afterAll(async () => destroyTestPayload(payload, dataDir))

describe('payments without a provider on a public site', () => {
  it('answers the checkout with 503 and a pt-BR error, and writes no order', async () => {
    const { handleCheckout } = await import('@/features/store/checkout/checkout-handler')
    const res = await handleCheckout(jsonPost('https://www.agencia.com.br/api/checkout', { id: 'sem-pagamento' }, { accept: 'application/json' }), { payload })
    expect(res.status).toBe(503)
    expect(await res.json()).toEqual({ error: 'Pagamentos indisponíveis no momento' })
    const form = new Request('https://www.agencia.com.br/api/checkout', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      body: 'id=sem-pagamento',
    })
    const page = await handleCheckout(form, { payload })
    expect(page.status).toBe(503)
    expect(await page.text()).toContain('Pagamentos indisponíveis no momento')
    expect((await payload.count({ collection: 'orders', overrideAccess: true })).totalDocs).toBe(0)
  })

  it('refuses the simulator\'s pay button (no "payment" without a provider)', async () => {
    const { handleSimulatorAction } = await import('@/features/store/payments/simulator-handler')
    const res = await handleSimulatorAction(jsonPost('https://www.agencia.com.br/x', { email: 'a@b.com.br' }, { accept: 'application/json' }), `cs_sim_${'a'.repeat(32)}`, { payload })
    expect(res.status).toBe(404)
  })

  it('says so on the template page instead of the buy button', async () => {
    const { PurchaseCard } = await import('@/features/store/checkout/purchase-card')
    const { toTemplateView } = await import('@/features/store/catalogue/template-view')
    const doc = (await payload.find({ collection: 'store-templates', depth: 1, overrideAccess: true })).docs[0]!
    const html = renderToStaticMarkup(createElement(PurchaseCard, { template: toTemplateView(doc) }))
    expect(html).toContain('Pagamentos indisponíveis no momento')
    expect(html).not.toContain('Comprar Template')
  })

  it('warns staff on the admin dashboard', async () => {
    const { DashboardPanel } = await import('@/features/admin/dashboard-panel')
    const html = renderToStaticMarkup(await DashboardPanel({ payload, user: null }))
    expect(html).toContain('role="alert"')
    expect(html).toContain('pagamentos indisponíveis no momento')
  })
})
