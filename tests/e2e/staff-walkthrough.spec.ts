import fs from 'node:fs'
import path from 'node:path'

import type { Browser, BrowserContext, Locator, Page } from '@playwright/test'

import { expect, test, waitForInteractive } from './fixtures'
import { createEditor, expectSavedToast } from './admin-helpers'

/*
 * A staff member's first morning in the admin, done as a person does it: the login form, then typing into
 * the real fields and clicking Salvar / Publicar (nothing through the REST API but the setup of the account
 * and the clean-up). Each step checks what visitors get afterwards, with no cookie:
 *   1. logs in at /admin;
 *   2. changes the chat plan's price, typed in reais, and sees it on /chat-whatsapp;
 *   3. adds a promotion that starts now and ends tomorrow, with a new header strip text, and sees both;
 *   4. gives a course module its YouTube video: the module turns 'Disponível' on /cursos, with the link;
 *   5. writes a draft post and watches it in the live preview beside the form (updated on each save),
 *      while visitors get a 404 and no card on /blog;
 *   6. publishes it and renames its address: the old one redirects permanently to the new one.
 * Runs in its own project after 'publishing' (it changes the prices, promotions and modules the other
 * specs read) and puts every global back at the end.
 *
 * Screenshots for the staff guide (docs/staff-walkthrough.md): with STAFF_WALKTHROUGH_SHOTS=<folder> the
 * test also saves PNGs of each admin step at 1280 px and of the public pages at 375 and 1280 px there
 * (scripts/staff-walkthrough-shots.mjs). The variable only chooses where pictures go; no page changes.
 */

test.describe.configure({ mode: 'serial' })

const SHOTS = process.env.STAFF_WALKTHROUGH_SHOTS
const unique = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`

/** A viewport screenshot into the guide's folder, when one was asked for. */
async function shot(page: Page, name: string) {
  if (!SHOTS) return
  fs.mkdirSync(SHOTS, { recursive: true })
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), animations: 'disabled' })
}

/**
 * The public page as a visitor sees it at 375 and at 1280 px, for the guide: a fresh visitor each time, who
 * answers the cookie notice first (as people do) and scrolls to what changed. The checks themselves run on
 * the cookie-less visitor of the steps; this only takes pictures.
 */
async function pageShots(browser: Browser, address: string, name: string, focus: (page: Page) => Locator) {
  if (!SHOTS) return
  for (const width of [375, 1280]) {
    const phone = width < 768
    const context = await browser.newContext({ viewport: { width, height: phone ? 812 : 800 }, isMobile: phone, hasTouch: phone })
    try {
      const page = await context.newPage()
      await page.goto(address)
      await waitForInteractive(page)
      await page.getByRole('button', { name: 'Rejeitar não essenciais' }).click()
      await expect(page.getByRole('button', { name: 'Rejeitar não essenciais' })).toHaveCount(0)
      await expect(focus(page)).toBeVisible()
      await focus(page).evaluate((element) => element.scrollIntoView({ block: 'center' }))
      await shot(page, `${name}-${width}`)
    } finally {
      await context.close()
    }
  }
}

/**
 * Opens `address` as the visitor until `check` passes: an edit shows within 10 s (the cache invalidation),
 * and a visitor may still get the micro-cache's copy for 5 s more.
 */
async function visitUntil(visitor: Page, address: string, check: () => Promise<void>) {
  await expect(async () => {
    await visitor.goto(address)
    await waitForInteractive(visitor)
    await check()
  }).toPass({ timeout: 15_000, intervals: [500, 1000] })
}

/** A date and time as Brazilians type it in the admin (24/11/2026 18:00), in Brasília's time. */
function brasilia(date: Date): string {
  const options = { timeZone: 'America/Sao_Paulo', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', hourCycle: 'h23' } as const
  const parts = Object.fromEntries(new Intl.DateTimeFormat('pt-BR', options).formatToParts(date).map((p) => [p.type, p.value.padStart(2, '0')]))
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`
}

/** Types into an admin text field as a person does: select what is there, type over it. */
async function typeInto(field: Locator, text: string) {
  await field.click()
  await field.press('ControlOrMeta+a')
  await field.pressSequentially(text)
  await expect(field).toHaveValue(text)
}

/**
 * Clicks the form's "Salvar" (or "Salvar rascunho", "Publicar alterações") and waits for Payload's toast
 * saying it was saved. The toasts of earlier saves are closed first, so that an old one does not count.
 */
async function save(admin: Page, button = 'Salvar') {
  const toasts = admin.locator('.payload-toast-container [data-sonner-toast]')
  await toasts.locator('[data-close-button]').evaluateAll((buttons) => buttons.forEach((b) => (b as HTMLButtonElement).click()))
  await expect(toasts).toHaveCount(0)
  await admin.getByRole('button', { name: button, exact: true }).click()
  await expectSavedToast(admin)
}

let context: BrowserContext
let admin: Page
let visitorContext: BrowserContext
let visitor: Page
let token = ''
const originals: Record<string, Record<string, unknown>> = {}

/** The admin's REST API with the session of the form's login: for the clean-up only. */
const api = (method: 'GET' | 'POST', slug: string, data?: Record<string, unknown>) =>
  admin.request.fetch(`/cms-api/globals/${slug}${method === 'GET' ? '?depth=0' : ''}`, { method, headers: { Authorization: `JWT ${token}` }, data })

test.beforeAll(async ({ browser }) => {
  context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  admin = await context.newPage()
  visitorContext = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  visitor = await visitorContext.newPage()
})

test.afterAll(async () => {
  // Every global back as it was, whatever step failed.
  for (const [slug, data] of Object.entries(originals)) {
    const restored = await api('POST', slug, data)
    expect(restored.status(), `${slug}: ${await restored.text()}`).toBe(200)
  }
  await context?.close()
  await visitorContext?.close()
})

test('1. logs in at /admin with the e-mail and password the team gave', async () => {
  const account = await createEditor(admin)
  await admin.goto('/admin')
  await admin.getByLabel(/E-?mail/i).fill(account.email)
  await admin.getByLabel(/Senha/i).fill(account.password)
  await shot(admin, '01-login')
  await admin.getByRole('button', { name: /Entrar|Login/i }).click()
  await expect(admin).toHaveURL(/\/admin\/?$/, { timeout: 30_000 })
  await expect(admin.getByRole('heading', { name: 'Leads mais recentes' })).toBeVisible()
  token = (await context.cookies()).find((c) => c.name === 'payload-token')?.value ?? ''
  expect(token).not.toBe('')
  await shot(admin, '01-dashboard')
  for (const slug of ['chat-page', 'promotions-page', 'courses-page']) {
    const global = (await (await api('GET', slug)).json()) as Record<string, unknown>
    originals[slug] = slug === 'chat-page' ? { planPriceReais: global.planPriceReais } : slug === 'promotions-page' ? { bannerText: global.bannerText, promotions: global.promotions } : { modules: global.modules }
  }
})

test('2. changes the chat plan price, typed in reais, and /chat-whatsapp shows it', async ({ browser }) => {
  await admin.goto('/admin/globals/chat-page')
  // The page's form has a tab per part of the page; the price is under 'Plano'.
  await admin.getByRole('button', { name: 'Plano', exact: true }).click()
  const price = admin.getByLabel('Preço anual do plano (R$)')
  await expect(price).toHaveValue(originals['chat-page']!.planPriceReais as string)
  await typeInto(price, '1.599,90')
  await save(admin)
  await admin.reload()
  await admin.getByRole('button', { name: 'Plano', exact: true }).click()
  await expect(admin.getByLabel('Preço anual do plano (R$)')).toHaveValue('1.599,90')
  await shot(admin, '02-chat-price-admin')

  const plans = () => visitor.locator('#planos')
  await visitUntil(visitor, '/chat-whatsapp', async () => {
    await expect(plans().getByText('R$ 1.599,90', { exact: true })).toBeVisible({ timeout: 1000 })
  })
  await pageShots(browser, '/chat-whatsapp', '02-chat-price', (page) => page.locator('#planos').getByText('R$ 1.599,90', { exact: true }))
})

test('3. adds a promotion from now until tomorrow, with a new header strip: both show on /promocoes', async ({ browser }) => {
  const title = `Semana dos templates ${unique}`
  const banner = `Semana dos templates: 15% OFF até amanhã`
  await admin.goto('/admin/globals/promotions-page')
  await typeInto(admin.getByLabel('Faixa do topo: texto'), banner)
  const titles = admin.locator('input[id^="field-promotions__"][id$="__title"]')
  const row = await titles.count()
  await admin.getByRole('button', { name: 'Adicionar Promoção' }).click()
  await expect(titles).toHaveCount(row + 1)
  const field = (name: string) => admin.locator(`#field-promotions__${row}__${name}`)

  await field('product').click()
  await admin.getByRole('option', { name: 'Templates de sites' }).click()
  await typeInto(field('percent'), '15')
  await typeInto(field('title'), title)
  await typeInto(field('text'), '{desconto} de desconto em qualquer template até amanhã.')
  await typeInto(field('cta'), 'Escolher template')
  await typeInto(field('href'), '/templates')
  const now = new Date()
  const tomorrow = new Date(now.getTime() + 24 * 60 * 60 * 1000)
  for (const [name, when] of [['startsAt', now], ['endsAt', tomorrow]] as const) {
    const input = field(name).locator('input')
    await typeInto(input, brasilia(when))
    await input.press('Escape')
    await expect(input).toHaveValue(brasilia(when))
  }
  await field('endsAt').scrollIntoViewIfNeeded()
  await save(admin)
  await shot(admin, '03-promotion-admin')
  await admin.reload()
  await expect(field('title')).toHaveValue(title)
  await expect(field('endsAt').locator('input')).toHaveValue(brasilia(tomorrow))

  const card = () => visitor.getByRole('main').getByRole('listitem').filter({ has: visitor.getByRole('heading', { name: title }) })
  await visitUntil(visitor, '/promocoes', async () => {
    await expect(card()).toContainText('15% OFF', { timeout: 1000 })
    await expect(visitor.getByRole('banner').getByText(banner)).toBeVisible()
  })
  await expect(card()).toContainText('15% de desconto em qualquer template até amanhã.')
  await expect(card().getByRole('link', { name: 'Escolher template' })).toHaveAttribute('href', '/templates')
  await pageShots(browser, '/promocoes', '03-promotion', (page) => page.getByRole('heading', { name: title }))
})

test("4. gives a course module its YouTube video: /cursos shows it 'Disponível' with the lesson's link", async ({ browser }) => {
  const video = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'
  await admin.goto('/admin/globals/courses-page')
  const address = admin.locator('#field-modules__0__video')
  await expect(address).toHaveValue('')
  const moduleTitle = await admin.locator('#field-modules__0__title').inputValue()
  await typeInto(address, video)
  await save(admin)
  await address.scrollIntoViewIfNeeded()
  await shot(admin, '04-course-video-admin')

  const first = () => visitor.locator('#modulos li').first()
  await visitUntil(visitor, '/cursos', async () => {
    await expect(first().getByText('Disponível', { exact: true })).toBeVisible({ timeout: 1000 })
  })
  await expect(first().getByRole('heading', { name: moduleTitle })).toBeVisible()
  await expect(first().getByRole('link', { name: /Assistir aula/ })).toHaveAttribute('href', video)
  await pageShots(browser, '/cursos', '04-course-video', (page) => page.locator('#modulos li').first())
})

const post = { title: `Rascunho ao vivo ${unique}`, slug: '', id: '' }

test('5. writes a draft post and sees it in the live preview beside the form, at desktop and phone widths; visitors do not', async ({ browser }) => {
  await admin.goto('/admin/collections/posts/create')
  await typeInto(admin.locator('#field-title'), post.title)
  await typeInto(admin.locator('#field-excerpt'), 'Como escolher as palavras certas para o seu site aparecer no Google.')
  const text = admin.locator('.rich-text-lexical [contenteditable="true"]').first()
  await text.click()
  await text.pressSequentially('Primeiro parágrafo, escrito no painel.')
  await typeInto(admin.locator('#field-category'), 'SEO')
  await admin.locator('#field-coverImage').getByRole('button', { name: 'Escolher entre os existentes' }).click()
  await admin.locator('.drawer__content').last().locator('.cell-filename a, .cell-filename button, tbody tr td a').first().click()
  await save(admin, 'Salvar rascunho')
  await expect(admin).toHaveURL(/\/admin\/collections\/posts\/\d+$/)
  post.id = admin.url().split('/').pop()!
  post.slug = await admin.locator('#field-slug').inputValue()
  expect(post.slug).toMatch(/^rascunho-ao-vivo-/)

  // The eye button opens the page itself, in draft, beside the form.
  await admin.getByRole('button', { name: 'Pré-visualização', exact: true }).click()
  const preview = admin.frameLocator('#live-preview-iframe')
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(post.title, { timeout: 20_000 })
  await expect(preview.getByRole('complementary', { name: 'Pré-visualização' })).toBeVisible()

  // Each save shows in the preview, without leaving the form.
  post.title = `${post.title} (revisado)`
  await typeInto(admin.locator('#field-title'), post.title)
  await save(admin, 'Salvar rascunho')
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(post.title, { timeout: 20_000 })
  await shot(admin, '05-live-preview-admin')

  // At a phone's width: the preview's size menu.
  await admin.locator('.live-preview-toolbar-controls__breakpoint').click()
  await admin.getByRole('button', { name: 'Celular', exact: true }).click()
  await expect(admin.locator('#live-preview-iframe')).toHaveJSProperty('offsetWidth', 375)
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(post.title)
  await shot(admin, '05-live-preview-celular-admin')
  await admin.getByRole('button', { name: 'Sair da Visualização ao Vivo' }).click()

  // Visitors: no page and no card on /blog.
  expect((await visitor.goto(`/blog/${post.slug}`))?.status()).toBe(404)
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Post não encontrado')
  await visitor.goto('/blog')
  await expect(visitor.getByText(post.title)).toHaveCount(0)
  await pageShots(browser, `/blog/${post.slug}`, '05-draft-visitor', (page) => page.getByRole('heading', { level: 1 }))
})

test('6. publishes the post, then renames its address: the old one redirects permanently to the new one', async ({ browser }) => {
  await admin.goto(`/admin/collections/posts/${post.id}`)
  await save(admin, 'Publicar alterações')
  await visitUntil(visitor, `/blog/${post.slug}`, async () => {
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(post.title, { timeout: 1000 })
  })

  const oldSlug = post.slug
  post.slug = `guia-de-palavras-chave-${unique}`
  await typeInto(admin.locator('#field-slug'), post.slug)
  await save(admin, 'Publicar alterações')
  await expect(admin.locator('#field-slug')).toHaveValue(post.slug)
  await shot(admin, '06-rename-admin')

  // The redirect the rename made, in Conteúdo › Redirecionamentos.
  await admin.goto('/admin/collections/redirects')
  await expect(admin.locator('tbody tr').filter({ hasText: `/blog/${oldSlug}` })).toHaveCount(1)
  await shot(admin, '06-redirect-admin')

  // Next answers a permanent redirect with 308, which search engines take as a 301.
  await expect(async () => {
    const old = await visitor.request.get(`/blog/${oldSlug}`, { maxRedirects: 0 })
    expect(old.status()).toBe(308)
    expect(old.headers().location).toMatch(new RegExp(`/blog/${post.slug}$`))
  }).toPass({ timeout: 20_000 })
  await visitor.goto(`/blog/${oldSlug}`)
  await expect(visitor).toHaveURL(new RegExp(`/blog/${post.slug}$`))
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(post.title)
  await pageShots(browser, `/blog/${oldSlug}`, '06-rename', (page) => page.getByRole('heading', { level: 1, name: post.title }))
})
