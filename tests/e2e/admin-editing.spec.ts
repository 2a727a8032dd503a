import type { Page } from '@playwright/test'

import { expect, test } from './fixtures'
import { ADMIN, createEditor, expectSavedToast, loginAsNewEditor, pngImage } from './admin-helpers'
import { BUYER } from './store-helpers'

/*
 * The staff's daily work in /admin, in Portuguese: log in, upload an image with its text alternative,
 * write and publish a post that shows on /blog, and keep a draft private but previewable on the real page.
 */

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`

/** Fills the post form: title, summary, text, category and an existing cover image. */
async function fillPost(page: Page, title: string) {
  await page.goto('/admin/collections/posts/create')
  await page.locator('#field-title').fill(title)
  await page.locator('#field-excerpt').fill(`Resumo do post ${title}.`)
  const editor = page.locator('.rich-text-lexical [contenteditable="true"]').first()
  await editor.click()
  await editor.pressSequentially('Primeiro parágrafo escrito no painel.')
  await page.locator('#field-category').fill('SEO')
  await page.locator('#field-coverImage').getByRole('button', { name: 'Escolher entre os existentes' }).click()
  const drawer = page.locator('.drawer__content').last()
  await drawer.locator('.cell-filename a, .cell-filename button, tbody tr td a').first().click()
  await expect(page.locator('#field-coverImage .file-details, #field-coverImage .upload-relationship-details').first()).toBeVisible()
}

test('an administrator logs in through the form, in Portuguese', async ({ page }) => {
  await page.goto('/admin')
  await page.getByLabel(/E-?mail/i).fill(ADMIN.email)
  await page.getByLabel(/Senha/i).fill(ADMIN.password)
  await page.getByRole('button', { name: /Entrar|Login/i }).click()
  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 30_000 })
  await expect(page.getByRole('link', { name: 'Escrever um post' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Leads mais recentes' })).toBeVisible()
})

test('uploads an image with its text alternative, resized into WebP and AVIF', async ({ page }) => {
  await loginAsNewEditor(page)
  const name = `foto-${unique()}.png`
  await page.goto('/admin/collections/media/create')
  await page.locator('input[type="file"]').setInputFiles({ name, mimeType: 'image/png', buffer: pngImage() })
  await page.locator('#field-alt').fill('Equipe reunida em volta da mesa')
  await page.getByRole('button', { name: 'Salvar', exact: true }).click()
  await expectSavedToast(page)
  const found = await page.request.get(`/cms-api/media?where[alt][equals]=${encodeURIComponent('Equipe reunida em volta da mesa')}&depth=0`)
  const doc = (await found.json()).docs[0]
  expect(doc.mimeType).toBe('image/webp')
  expect(doc.sizes.coverAvif.mimeType).toBe('image/avif')
  expect((await page.request.get(doc.sizes.coverAvif.url.replace(/^https?:\/\/[^/]+/, ''))).headers()['content-type']).toBe('image/avif')
})

test('writes and publishes a post that shows on /blog', async ({ page }) => {
  await loginAsNewEditor(page)
  const title = `Post publicado pelo painel ${unique()}`
  await fillPost(page, title)
  await page.getByRole('button', { name: 'Publicar alterações' }).click()
  await expectSavedToast(page)
  await expect(page).toHaveURL(/\/admin\/collections\/posts\/\d+/)
  const visitor = await page.context().browser()!.newContext()
  const blog = await visitor.newPage()
  await expect(async () => {
    await blog.goto('/blog')
    await expect(blog.getByRole('link', { name: title }).first()).toBeVisible({ timeout: 1000 })
  }).toPass({ timeout: 20_000 })
  await blog.getByRole('link', { name: title }).first().click()
  await expect(blog.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(blog.getByText('Primeiro parágrafo escrito no painel.')).toBeVisible()
  await visitor.close()
})

test('a draft stays private, and staff preview it on the real page until they leave', async ({ page, browser }) => {
  await loginAsNewEditor(page)
  const id = unique()
  const title = `Rascunho do painel ${id}`
  const slug = `rascunho-do-painel-${id}`
  await fillPost(page, title)
  await page.getByRole('button', { name: 'Salvar rascunho' }).click()
  await expectSavedToast(page)
  await expect(page.getByText('Status: Rascunho').or(page.getByText(/^Rascunho$/)).first()).toBeVisible()

  // nobody else sees it
  const visitor = await browser.newContext()
  const other = await visitor.newPage()
  expect((await other.goto(`/blog/${slug}`))?.status()).toBe(404)
  await other.goto('/blog')
  await expect(other.getByText(title)).toHaveCount(0)
  expect((await other.request.get(`/cms-api/posts?where[slug][equals]=${slug}&draft=true`).then((r) => r.json())).docs).toEqual([])

  // staff preview it on the page itself: the edit view's preview link (it opens a new tab; with the live
  // preview pane open beside the form the link can sit under it, so the tab is opened at the link's address)
  const previewLink = page.getByRole('link', { name: 'Pré-visualização' }).first()
  await expect(previewLink).toHaveAttribute('target', '_blank')
  const preview = await page.context().newPage()
  await preview.goto((await previewLink.getAttribute('href'))!)
  await expect(preview).toHaveURL(new RegExp(`/blog/${slug}$`))
  await expect(preview.getByRole('complementary', { name: 'Pré-visualização' })).toBeVisible()
  await expect(preview.getByRole('heading', { level: 1, name: title })).toBeVisible()

  // a draft-mode cookie without a staff session shows nothing
  const bypass = (await page.context().cookies()).filter((c) => c.name === '__prerender_bypass')
  expect(bypass).toHaveLength(1)
  await visitor.addCookies(bypass)
  expect((await other.goto(`/blog/${slug}`))?.status()).toBe(404)
  await visitor.close()

  // leaving the preview ends draft mode
  await preview.getByRole('link', { name: 'Sair da pré-visualização' }).click()
  await expect(preview).toHaveURL(new RegExp(`/blog/${slug}$`))
  await expect(preview.getByRole('complementary', { name: 'Pré-visualização' })).toHaveCount(0)
  expect((await page.context().cookies()).filter((c) => c.name === '__prerender_bypass')).toHaveLength(0)
})

/** A lead sent through the public Libras form's API, as a visitor would; returns the name it was sent with. */
async function sendLead(page: Page): Promise<string> {
  const nome = `Lead do painel ${unique()}`
  const sent = await page.request.post('/api/leads/libras', { data: { nome, email: `lead-${unique()}@exemplo.com.br`, lgpdConsent: true } })
  expect(sent.status(), await sent.text()).toBe(201)
  return nome
}

/**
 * The newest order, for the dashboard. The store's tests (which run before this project) leave paid and
 * pending orders; run alone, one pending order is opened through the public checkout API.
 */
async function newestOrder(page: Page, token: string): Promise<{ id: number; status: string }> {
  const headers = { Authorization: `JWT ${token}` }
  const find = async () => (await (await page.request.get('/cms-api/orders?sort=-createdAt&limit=1&depth=0', { headers })).json()).docs[0]
  if (!(await find())) expect((await page.request.post('/api/checkout', { data: { id: 'contabil-prime', ...BUYER } })).ok()).toBe(true)
  return find()
}

const ORDER_STATUS: Record<string, string> = { pending: 'Aguardando pagamento', paid: 'Pago', failed: 'Falhou', expired: 'Expirado' }

test('an editor opens a dashboard with the newest leads and orders, and their lists, but cannot manage users', async ({ page, browser }) => {
  const { email, password } = await createEditor(page)
  const lead = await sendLead(page)

  const context = await browser.newContext()
  const editor = await context.newPage()
  const login = await editor.request.post('/cms-api/users/login', { data: { email, password } })
  expect(login.ok()).toBe(true)
  const token = (await login.json()).token as string
  const editorHeaders = { Authorization: `JWT ${token}` }
  const order = await newestOrder(editor, token)

  await editor.goto('/admin')
  await expect(editor.getByRole('link', { name: 'Publicar um case' })).toHaveAttribute('href', '/admin/collections/cases/create')
  const leads = editor.locator('section').filter({ has: editor.getByRole('heading', { name: 'Leads mais recentes' }) })
  const leadRow = leads.getByRole('listitem').filter({ hasText: lead })
  await expect(leadRow.getByRole('link', { name: lead })).toHaveAttribute('href', /\/admin\/collections\/leads\/\d+$/)
  await expect(leadRow).toContainText('Novo ·')
  const orders = editor.locator('section').filter({ has: editor.getByRole('heading', { name: 'Pedidos mais recentes' }) })
  const orderRow = orders.getByRole('listitem').filter({ has: editor.locator(`a[href="/admin/collections/orders/${order.id}"]`) })
  await expect(orderRow).toContainText(/R\$\s?\d/)
  await expect(orderRow).toContainText(ORDER_STATUS[order.status] ?? order.status)

  // the lists behind "Ver todos", with their columns
  await editor.goto('/admin/collections/leads')
  for (const column of ['Nome', 'E-mail', 'Serviço', 'Situação']) await expect(editor.locator('thead').getByText(column, { exact: true })).toBeVisible()
  await expect(editor.locator('tbody tr').filter({ hasText: lead })).toContainText('Novo')
  await editor.goto('/admin/collections/orders')
  for (const column of ['Template', 'E-mail do cliente', 'Valor', 'Situação', 'Pago em']) await expect(editor.locator('thead').getByText(column, { exact: true })).toBeVisible()
  await expect(editor.locator('tbody tr').first()).toContainText(/R\$\s?\d/)

  const users = await editor.request.post('/cms-api/users', { headers: editorHeaders, data: { email: `x-${unique()}@agencia-teste.com.br`, password, roles: ['admin'] } })
  expect(users.status()).toBe(403)
  expect((await editor.request.get('/cms-api/outbox', { headers: editorHeaders })).status()).toBe(403)
  expect((await editor.request.get('/cms-api/leads', { headers: editorHeaders })).status()).toBe(200)
  await context.close()
})

test('staff preview a draft case and a draft template on their real pages; visitors get a 404', async ({ page, browser }) => {
  const headers = { Authorization: `JWT ${await loginAsNewEditor(page)}` }
  const first = async (path: string) => (await (await page.request.get(path, { headers })).json()).docs[0].id as number
  const cover = await first('/cms-api/media?limit=1&depth=0')
  const deliverable = await first('/cms-api/store-deliverables?limit=1&depth=0')
  const id = unique()
  const drafts = [
    {
      collection: 'cases',
      path: '/cases/',
      data: { title: `Case em rascunho ${id}`, client: 'Cliente', excerpt: 'Resumo.', coverImage: cover, category: 'E-commerce', challenge: 'Desafio.', solution: 'Solução.', results: 'Resultados.' },
    },
    {
      collection: 'store-templates',
      path: '/templates/',
      data: { title: `Template em rascunho ${id}`, slug: `template-rascunho-${id}`, description: 'Descrição.', category: 'Saúde', price: 19700, pages: 3, cover, demoUrl: '/templates', deliverable },
    },
  ]
  const visitor = await browser.newContext()
  const other = await visitor.newPage()
  for (const draft of drafts) {
    const created = await page.request.post(`/cms-api/${draft.collection}?draft=true`, { headers, data: { ...draft.data, _status: 'draft' } })
    expect(created.status(), await created.text()).toBe(201)
    const doc = (await created.json()).doc as { id: number; slug: string }
    try {
      await page.goto(`/api/preview?collection=${draft.collection}&slug=${doc.slug}`)
      await expect(page).toHaveURL(new RegExp(`${draft.path}${doc.slug}$`))
      await expect(page.getByRole('complementary', { name: 'Pré-visualização' })).toBeVisible()
      await expect(page.getByRole('heading', { level: 1, name: draft.data.title })).toBeVisible()
      expect((await other.goto(`${draft.path}${doc.slug}`))?.status()).toBe(404)
    } finally {
      await page.request.delete(`/cms-api/${draft.collection}/${doc.id}`, { headers })
    }
  }
  await visitor.close()
})
