import { expect, test, type APIRequestContext } from '@playwright/test'

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


/** The cookie notice is answered beforehand, so it never covers what these tests click. */
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie_consent', value: `v1.a0.${Date.now()}`, url: baseURL! }])
})

test.describe('purchase through the payment simulator', () => {
  test('buy, pay, receive the e-mail, download the file; the order is paid in the admin', async ({ page, request }, testInfo) => {
    const email = `cliente-${testInfo.project.name}-${Date.now()}@exemplo.com.br`
    await page.goto('/templates/bistro-paulista')
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

    const orders = await adminGet(request, `/cms-api/orders?where[sessionId][equals]=${sessionId}`)
    expect(orders.docs[0]).toMatchObject({ status: 'paid', email, amount: 19700 })
    // The private file is not reachable through the CMS's public URLs.
    const anonymous = await request.get('/cms-api/store-deliverables', { headers: { Authorization: '' } })
    expect([401, 403]).toContain(anonymous.status())
  })

  test('Cancelar returns to the canceled page', async ({ page }) => {
    await page.goto('/templates/cafeteria-grao-nobre')
    await page.getByRole('button', { name: 'Comprar Template' }).click()
    await expect(page).toHaveURL(/\/checkout\/simulador\//)
    await page.getByRole('button', { name: 'Cancelar' }).click()
    await expect(page).toHaveURL(/\/payment-canceled$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Pagamento Cancelado' })).toBeVisible()
    await expect(page.getByText(/nenhuma cobrança foi feita/)).toBeVisible()
  })

  test('Comprar Template works without JavaScript (303 to the hosted page)', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
    const page = await context.newPage()
    await page.goto('/templates/contabil-prime')
    await page.getByRole('button', { name: 'Comprar Template' }).click()
    await expect(page).toHaveURL(/\/checkout\/simulador\/cs_sim_/)
    await expect(page.getByRole('heading', { name: 'Pagamento simulado' })).toBeVisible()
    await context.close()
  })

  test('toasts: no session, then a failed redirect', async ({ page }) => {
    await page.goto('/templates/clinica-sorriso')
    await page.route('**/api/checkout', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{}' }))
    await page.getByRole('button', { name: 'Comprar Template' }).click()
    await expect(page.getByText('Erro ao criar sessão de pagamento.')).toBeVisible()
    await expect(page.getByText('Erro', { exact: true })).toBeVisible()
    await page.unroute('**/api/checkout')
    await page.route('**/api/checkout', (route) => route.fulfill({ status: 500, body: '' }))
    await page.getByRole('button', { name: 'Comprar Template' }).click()
    await expect(page.getByText('Não foi possível redirecionar.')).toBeVisible()
  })
})
