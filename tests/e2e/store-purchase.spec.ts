import type { APIRequestContext, Page } from '@playwright/test'

import { expect, test } from './fixtures'
import { BUYER, fillBuyer } from './store-helpers'

const ADMIN = { email: process.env.ADMIN_EMAIL ?? 'admin@agencia-teste.com.br', password: process.env.ADMIN_PASSWORD ?? 'senha-de-teste-2026!' }

async function adminToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/cms-api/users/login', { data: ADMIN })
  expect(login.ok()).toBe(true)
  return (await login.json()).token
}

async function adminGet(request: APIRequestContext, path: string) {
  const token = await adminToken(request)
  const res = await request.get(path, { headers: { Authorization: `JWT ${token}` } })
  expect(res.ok()).toBe(true)
  return res.json()
}

/** A pending simulator session for a template, opened through the public checkout API. */
async function openSession(request: APIRequestContext, slug: string): Promise<string> {
  const res = await request.post('/api/checkout', { data: { id: slug, ...BUYER } })
  expect(res.ok()).toBe(true)
  return (await res.json()).sessionId
}

const simulatorPost = (request: APIRequestContext, sessionId: string, form: Record<string, string>) =>
  request.post(`/api/checkout/simulador/${sessionId}`, { form, maxRedirects: 0 })

async function headingOf(page: Page) {
  return page.getByRole('heading', { level: 1 })
}


/** The cookie notice is answered beforehand, so it never covers what these tests click. */
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie_consent', value: `v1.a0.${Date.now()}`, url: baseURL! }])
})

test.describe('purchase through the payment simulator', () => {
  test('buy, pay, receive the e-mail, download the file; the order is paid in the admin', async ({ page, request }, testInfo) => {
    const email = `cliente-${testInfo.project.name}-${Date.now()}@exemplo.com.br`
    await page.goto('/templates/bistro-paulista')
    await fillBuyer(page, { email })
    await page.getByRole('button', { name: 'Comprar Template' }).click()
    await expect(page).toHaveURL(/\/checkout\/simulador\/cs_sim_[a-f0-9]+$/)
    await expect(page.getByText('Ambiente de demonstração.')).toBeVisible()
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    const sessionId = page.url().split('/').pop()!

    await page.getByLabel('E-mail para receber o template').fill(email)
    await page.getByRole('button', { name: /^Pagar/ }).click()
    await expect(page).toHaveURL(new RegExp(`/payment-success\\?session_id=${sessionId}$`))
    await expect(page.getByRole('heading', { level: 1, name: 'Pagamento Aprovado!' })).toBeVisible()
    await expect(page.getByText(/Pedido confirmado/)).toContainText('Bistrô Paulista')
    // The buyer's address is masked on the page.
    await expect(page.getByText(/Pedido confirmado/)).toContainText(`c***@exemplo.com.br`)
    await expect(page.locator('main')).not.toContainText(email)

    const outbox = await adminGet(request, `/cms-api/outbox?where[to][equals]=${encodeURIComponent(email)}`)
    expect(outbox.docs).toHaveLength(1)
    const link = (outbox.docs[0].text as string).match(/https?:\/\/[^\s]+\/api\/downloads\/[\w.-]+/)![0]
    const path = new URL(link).pathname

    const downloadPromise = page.waitForEvent('download')
    await page.evaluate((href) => {
      window.location.href = href
    }, path)
    const download = await downloadPromise
    expect(download.suggestedFilename()).toBe('bistro-paulista.wix')
    const file = await request.get(path)
    expect(file.headers()['content-disposition']).toMatch(/^attachment;/)
    expect(await file.text()).toContain('Bistrô Paulista')
    // Link checkers' HEAD requests do not use up downloads: 3 more GETs still work, the 6th does not.
    for (let i = 0; i < 4; i += 1) expect((await request.head(path)).status()).toBe(200)
    for (let i = 0; i < 3; i += 1) expect((await request.get(path)).status()).toBe(200)
    const exhausted = await request.get(path)
    expect(exhausted.status()).toBe(410)
    expect(await exhausted.text()).toContain('Limite de downloads atingido')

    const orders = await adminGet(request, `/cms-api/orders?where[sessionId][equals]=${sessionId}`)
    expect(orders.docs[0]).toMatchObject({ status: 'paid', email, amount: 19700 })
    // The private file is not reachable through the CMS's public URLs.
    const anonymous = await request.get('/cms-api/store-deliverables', { headers: { Authorization: '' } })
    expect([401, 403]).toContain(anonymous.status())
  })

  test('Cancelar returns to the canceled page and the order expires', async ({ page }) => {
    await page.goto('/templates/cafeteria-grao-nobre')
    await fillBuyer(page)
    await page.getByRole('button', { name: 'Comprar Template' }).click()
    await expect(page).toHaveURL(/\/checkout\/simulador\//)
    const sessionId = page.url().split('/').pop()!
    await page.getByRole('button', { name: 'Cancelar' }).click()
    await expect(page).toHaveURL(/\/payment-canceled$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Pagamento Cancelado' })).toBeVisible()
    await expect(page.getByText(/nenhuma cobrança foi feita/)).toBeVisible()
    await expect(page.getByRole('link', { name: 'Voltar para Templates' })).toBeVisible()
    await expect(page.getByRole('link', { name: /Falar com o suporte no WhatsApp/ })).toBeVisible()

    // The simulator sent the signed checkout.session.expired: the return page says so, with a way back.
    await page.goto(`/payment-success?session_id=${sessionId}`)
    await expect(await headingOf(page)).toHaveText('Sessão de pagamento expirada')
    await expect(page.getByRole('link', { name: 'Tentar de novo' })).toHaveAttribute('href', '/templates/cafeteria-grao-nobre')
    await expect(page.getByText('Próximos passos')).toHaveCount(0)
    await page.goto(`/checkout/simulador/${sessionId}`)
    await expect(page.getByText(/sessão de pagamento foi encerrada/)).toBeVisible()
  })

  // The purchase runs once (above); the canceled page's layout at both widths.
  test("the canceled page's two actions: equally wide and one line tall on a phone, side by side on a wide screen", { tag: '@both' }, async ({ page }) => {
    await page.goto('/payment-canceled')
    const boxes = await Promise.all(
      [page.getByRole('link', { name: 'Voltar para Templates' }), page.getByRole('link', { name: /Falar com o suporte no WhatsApp/ })].map((l) => l.boundingBox()),
    )
    expect(Math.abs(boxes[0]!.height - boxes[1]!.height)).toBeLessThan(1)
    expect(boxes[1]!.height).toBeLessThanOrEqual(52)
    if (page.viewportSize()!.width < 640) expect(Math.abs(boxes[0]!.width - boxes[1]!.width)).toBeLessThan(1)
    else expect(boxes[0]!.y).toBe(boxes[1]!.y)
  })

  test('pending payment: a clear heading that turns into Pagamento Aprovado! by itself', async ({ page, request }) => {
    const sessionId = await openSession(request, 'clinica-sorriso')
    await page.goto(`/payment-success?session_id=${sessionId}`)
    await expect(await headingOf(page)).toHaveText('Pagamento em processamento')
    await expect(page.getByRole('link', { name: 'Atualizar agora' })).toHaveAttribute('href', `/payment-success?session_id=${sessionId}`)
    await expect(page.getByRole('status').filter({ hasText: 'em processamento' })).toBeVisible()
    const paid = await simulatorPost(request, sessionId, { acao: 'pagar', email: 'pendente@exemplo.com.br' })
    expect(paid.status()).toBe(303)
    // No reload: the page asks again every 5 s.
    await expect(await headingOf(page)).toHaveText('Pagamento Aprovado!', { timeout: 15_000 })
    await expect(page.getByText(/Pedido confirmado/)).toContainText('p***@exemplo.com.br')
  })

  test('failed payment: says so, nothing charged, with a way back to the template', async ({ page, request }) => {
    const sessionId = await openSession(request, 'studio-pilates-equilibrio')
    const token = await adminToken(request)
    const { docs } = await (await request.get(`/cms-api/orders?where[sessionId][equals]=${sessionId}`, { headers: { Authorization: `JWT ${token}` } })).json()
    const update = await request.patch(`/cms-api/orders/${docs[0].id}`, { data: { status: 'failed' }, headers: { Authorization: `JWT ${token}` } })
    expect(update.ok()).toBe(true)
    await page.goto(`/payment-success?session_id=${sessionId}`)
    await expect(await headingOf(page)).toHaveText('Pagamento não aprovado')
    await expect(page.getByText(/nenhuma cobrança foi feita/)).toBeVisible()
    await expect(page.getByRole('link', { name: 'Tentar de novo' })).toHaveAttribute('href', '/templates/studio-pilates-equilibrio')
    await expect(page.getByRole('link', { name: 'Voltar para Templates' })).toBeVisible()
  })

  test('without a session the page keeps the spec\'s text; an unknown session on the simulator is a pt-BR page', async ({ page, request }) => {
    await page.goto('/payment-success')
    await expect(await headingOf(page)).toHaveText('Pagamento Aprovado!')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    // The spec's next steps: the e-mail with the link, the .wix file, the import; 30 days of support; the links.
    await expect(page.getByRole('heading', { level: 2, name: 'Próximos passos' })).toBeVisible()
    const steps = page.getByRole('listitem').filter({ hasText: /^\d\. / })
    await expect(steps).toHaveCount(3)
    await expect(steps.nth(0)).toContainText('1. Confira seu e-mail')
    await expect(steps.nth(0)).toContainText('link de download')
    await expect(steps.nth(1)).toContainText('2. Baixe o arquivo .wix')
    await expect(steps.nth(2)).toContainText('3. Importe no editor')
    await expect(page.getByText('Você tem 30 dias de suporte grátis por WhatsApp ou e-mail')).toBeVisible()
    await expect(page.locator('main').getByRole('link', { name: 'Ver mais templates' })).toHaveAttribute('href', '/templates')
    await expect(page.locator('main').getByRole('link', { name: 'Voltar ao início' })).toHaveAttribute('href', '/')
    const unknown = await simulatorPost(request, `cs_sim_${'0'.repeat(32)}`, { acao: 'pagar', email: 'a@b.com' })
    expect(unknown.status()).toBe(404)
    expect(await unknown.text()).toContain('Sessão de pagamento não encontrada')
  })

  test('the webhook over HTTP refuses a missing or bad signature with 400 and a JSON error', async ({ request }) => {
    const data = JSON.stringify({ id: 'evt_forjado', type: 'checkout.session.completed', data: { object: { id: 'cs_sim_x', payment_status: 'paid' } } })
    for (const headers of [{ 'stripe-signature': 't=1700000000,v1=0000000000000000000000000000000000000000000000000000000000000000' }, {}] as Record<string, string>[]) {
      const res = await request.post('/api/stripe/webhook', { data, headers: { 'content-type': 'application/json', ...headers } })
      expect(res.status()).toBe(400)
      expect(res.headers()['content-type']).toMatch(/^application\/json/)
      const body = await res.json()
      expect(typeof body.error).toBe('string')
      expect(body.error.length).toBeGreaterThan(0)
    }
  })

  test('Comprar Template works without JavaScript (303 to the hosted page)', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
    const page = await context.newPage()
    await page.goto('/templates/contabil-prime')
    await fillBuyer(page)
    await page.getByRole('button', { name: 'Comprar Template' }).click()
    await expect(page).toHaveURL(/\/checkout\/simulador\/cs_sim_/)
    await expect(page.getByRole('heading', { name: 'Pagamento simulado' })).toBeVisible()
    await context.close()
  })

  test('without JavaScript a failed purchase says so: ?compra=erro on the template, ?compra=indisponivel on the list', async ({ browser, baseURL, request }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
    const page = await context.newPage()
    // The provider failure itself is covered by the integration tests (fake Stripe); here the page's answer to it.
    await page.goto('/templates/clinica-sorriso?compra=erro')
    await expect(page.getByRole('alert')).toHaveText('Erro ao criar sessão de pagamento. Tente de novo em instantes.')
    await fillBuyer(page)
    await page.getByRole('button', { name: 'Comprar Template' }).click()
    await expect(page).toHaveURL(/\/checkout\/simulador\/cs_sim_/)

    const unknown = await request.post('/api/checkout', { form: { id: 'nao-existe', ...BUYER }, maxRedirects: 0 })
    expect(unknown.status()).toBe(303)
    expect(unknown.headers().location).toBe('/templates?compra=indisponivel')
    await page.goto(unknown.headers().location!)
    await expect(page.getByRole('alert')).toContainText('Este template não está mais à venda')
    await context.close()
  })

  test('toasts: no session, then a failed redirect', async ({ page }) => {
    await page.goto('/templates/clinica-sorriso')
    await page.route('**/api/checkout', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{}' }))
    await fillBuyer(page)
    await page.getByRole('button', { name: 'Comprar Template' }).click()
    await expect(page.getByText('Erro ao criar sessão de pagamento.')).toBeVisible()
    await expect(page.getByText('Erro', { exact: true })).toBeVisible()
    await page.unroute('**/api/checkout')
    await page.route('**/api/checkout', (route) => route.fulfill({ status: 500, body: '' }))
    await fillBuyer(page)
    await page.getByRole('button', { name: 'Comprar Template' }).click()
    await expect(page.getByText('Não foi possível redirecionar.')).toBeVisible()
  })
})
