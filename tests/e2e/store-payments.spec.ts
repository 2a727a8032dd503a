import fs from 'node:fs'
import path from 'node:path'

import type { APIRequestContext, Page, TestInfo } from '@playwright/test'

import { expect, test } from './fixtures'
import { fillBuyer } from './store-helpers'

/**
 * Buying the way Brazilians pay, through the payment simulator: Pix and boleto (pending until the bank's
 * confirmation, then one e-mail with a working link), a coupon, a card in 3 installments, and an invalid
 * CPF refused in pt-BR. STORE_SHOTS_DIR=<folder> also saves the Pix and boleto screens.
 */
const ADMIN = { email: process.env.ADMIN_EMAIL ?? 'admin@agencia-teste.com.br', password: process.env.ADMIN_PASSWORD ?? 'senha-de-teste-2026!' }

/**
 * One administrator login per worker (the login limit counts every attempt from this one address), and a
 * new one when the session has ended (other tests log the administrator in and out).
 */
let token: string | undefined
async function adminHeaders(request: APIRequestContext, fresh = false) {
  if (!token || fresh) {
    const login = await request.post('/cms-api/users/login', { data: ADMIN })
    expect(login.ok(), `login: ${login.status()}`).toBe(true)
    token = (await login.json()).token as string
  }
  return { Authorization: `JWT ${token}` }
}

async function adminGet(request: APIRequestContext, path: string) {
  let res = await request.get(path, { headers: await adminHeaders(request) })
  if (res.status() === 401 || res.status() === 403) res = await request.get(path, { headers: await adminHeaders(request, true) })
  expect(res.ok(), `${path}: ${res.status()}`).toBe(true)
  return res.json()
}

async function outboxTo(request: APIRequestContext, email: string) {
  return (await adminGet(request, `/cms-api/outbox?where[to][equals]=${encodeURIComponent(email)}`)).docs as { text: string }[]
}

async function orderOf(request: APIRequestContext, sessionId: string) {
  return (await adminGet(request, `/cms-api/orders?where[sessionId][equals]=${sessionId}`)).docs[0]
}

async function shot(page: Page, testInfo: TestInfo, name: string) {
  const dir = process.env.STORE_SHOTS_DIR
  if (!dir) return
  fs.mkdirSync(dir, { recursive: true })
  // From the top, so the sticky header is where a visitor sees it (not over the middle of the page).
  await page.evaluate(() => window.scrollTo(0, 0))
  await page.waitForTimeout(300)
  await page.screenshot({ path: path.join(dir, `${name}-${page.viewportSize()!.width}.png`), fullPage: true })
}

const unique = (testInfo: TestInfo, what: string) => `${what}-${testInfo.project.name}-${Date.now()}@exemplo.com.br`

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie_consent', value: `v1.a0.${Date.now()}`, url: baseURL! }])
})

async function startPurchase(page: Page, slug: string, email: string, coupon?: string) {
  await page.goto(`/templates/${slug}`)
  await fillBuyer(page, { email })
  if (coupon) await page.getByLabel('Cupom de desconto (opcional)').fill(coupon)
  await page.getByRole('button', { name: 'Comprar Template' }).click()
  await expect(page).toHaveURL(/\/checkout\/simulador\/cs_sim_[a-f0-9]+$/)
  return page.url().split('/').pop()!
}

async function expectOneWorkingLink(request: APIRequestContext, email: string) {
  const mails = await outboxTo(request, email)
  expect(mails).toHaveLength(1)
  const link = mails[0]!.text.match(/https?:\/\/[^\s]+\/api\/downloads\/[\w.-]+/)![0]
  const file = await request.get(new URL(link).pathname)
  expect(file.status()).toBe(200)
  expect(file.headers()['content-disposition']).toMatch(/^attachment;/)
}

test.describe('Pix, boleto, coupon and installments through the simulator', () => {
  test('Pix: QR code and copia e cola, pending until confirmed, then one e-mail with a working link', async ({ page, request, context }, testInfo) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    const email = unique(testInfo, 'pix')
    const sessionId = await startPurchase(page, 'clinica-sorriso', email)
    await page.getByRole('radio', { name: 'Pix' }).check()
    await page.getByRole('button', { name: /^Pagar/ }).click()
    await expect(page.getByRole('heading', { name: 'Pague com Pix' })).toBeVisible()
    const qr = page.getByRole('img', { name: 'QR code do Pix' })
    await expect(qr).toBeVisible()
    expect((await qr.boundingBox())!.width).toBeGreaterThan(150)
    const code = await page.getByLabel('Pix copia e cola').inputValue()
    expect(code).toMatch(/^000201.*6304[0-9A-F]{4}$/)
    await expect(page.getByText(/O código expira às \d{2}:\d{2}/)).toBeVisible()
    await page.getByRole('button', { name: 'Copiar código' }).click()
    await expect(page.getByRole('button', { name: 'Código copiado' })).toBeVisible()
    await shot(page, testInfo, 'simulador-pix')

    await page.getByRole('link', { name: 'Ver a situação do pedido' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Pagamento em processamento' })).toBeVisible()
    expect((await orderOf(request, sessionId)).status).toBe('pending')
    expect(await outboxTo(request, email)).toHaveLength(0)

    await page.goto(`/checkout/simulador/${sessionId}`)
    await page.getByRole('button', { name: 'Confirmar pagamento' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Pagamento Aprovado!' })).toBeVisible()
    expect(await orderOf(request, sessionId)).toMatchObject({ status: 'paid', paymentMethod: 'pix' })
    await expectOneWorkingLink(request, email)
  })

  test('boleto: line and due date, pending, paid later by the bank button, one e-mail', async ({ page, request }, testInfo) => {
    const email = unique(testInfo, 'boleto')
    const sessionId = await startPurchase(page, 'contabil-prime', email)
    await page.getByRole('radio', { name: 'Boleto bancário' }).check()
    await page.getByRole('button', { name: /^Pagar/ }).click()
    await expect(page.getByRole('heading', { name: 'Boleto gerado' })).toBeVisible()
    const line = await page.getByLabel('Linha digitável').inputValue()
    expect(line.replace(/\D/g, '')).toHaveLength(47)
    await expect(page.getByText(/Pague até \d{1,2} de \w+ de \d{4}/)).toBeVisible()
    await shot(page, testInfo, 'simulador-boleto')

    await page.goto(`/payment-success?session_id=${sessionId}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Pagamento em processamento' })).toBeVisible()
    await page.goto(`/checkout/simulador/${sessionId}`)
    await page.getByRole('button', { name: 'Confirmar pagamento do boleto' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Pagamento Aprovado!' })).toBeVisible()
    expect(await orderOf(request, sessionId)).toMatchObject({ status: 'paid', paymentMethod: 'boleto' })
    await expectOneWorkingLink(request, email)
  })

  test('a coupon created in the admin lowers the price', async ({ page, request }, testInfo) => {
    const code = `E2E${testInfo.project.name.toUpperCase()}${Date.now() % 100000}`
    const created = await request.post('/cms-api/coupons', { headers: await adminHeaders(request, true), data: { code, kind: 'percent', percentOff: 20 } })
    expect(created.ok()).toBe(true)
    const email = unique(testInfo, 'cupom')
    const sessionId = await startPurchase(page, 'escola-idiomas-fluente', email, code.toLowerCase())
    const order = await orderOf(request, sessionId)
    expect(order).toMatchObject({ couponCode: code })
    expect(order.discount).toBeGreaterThan(0)
    // The simulator charges the discounted total.
    expect((await page.getByRole('button', { name: /^Pagar/ }).textContent())!.replace(/\D/g, '')).toBe(String(order.amount))
    await page.getByRole('button', { name: /^Pagar/ }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Pagamento Aprovado!' })).toBeVisible()
    await expectOneWorkingLink(request, email)
  })

  test('a card in 3 installments', async ({ page, request }, testInfo) => {
    const email = unique(testInfo, 'parcelas')
    const sessionId = await startPurchase(page, 'bistro-paulista', email)
    await page.getByRole('radio', { name: 'Cartão de crédito' }).check()
    await page.getByLabel('Parcelas (cartão)').selectOption('3')
    await page.getByRole('button', { name: /^Pagar/ }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Pagamento Aprovado!' })).toBeVisible()
    expect(await orderOf(request, sessionId)).toMatchObject({ status: 'paid', paymentMethod: 'card', installments: 3 })
    await expectOneWorkingLink(request, email)
  })

  test('an invalid CPF is refused in pt-BR, before any payment page', async ({ page }) => {
    await page.goto('/templates/clinica-sorriso')
    await expect(page.getByText(/Cartão em até 12x de R\$/)).toBeVisible()
    await fillBuyer(page, { taxId: '123.456.789-00' })
    await page.getByRole('button', { name: 'Comprar Template' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'CPF' })).toHaveText('CPF ou CNPJ inválido. Confira os números e tente de novo.')
    await expect(page.getByLabel('CPF ou CNPJ')).toHaveAttribute('aria-invalid', 'true')
    await expect(page).toHaveURL(/\/templates\/clinica-sorriso$/)
  })
})
