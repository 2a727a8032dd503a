import { expect, test, type Page } from '@playwright/test'

import { setConsent } from './leads-helpers'

test.beforeEach(async ({ context, baseURL }) => setConsent(context, baseURL, false))

const jsonLdTypes = async (page: Page) =>
  (await page.locator('script[type="application/ld+json"]').allTextContents())
    .flatMap((text) => [JSON.parse(text)].flat())
    .map((item: { '@type': string }) => item['@type'])

test('/email-corporativo: 8 features, IMAP vs POP3, the section 9 constants and contact links', async ({ page }) => {
  await page.goto('/email-corporativo')
  const features = page.locator('#recursos li')
  await expect(features).toHaveCount(8)
  for (const title of ['Antivírus', 'Antispam com 3 níveis', 'Autenticação por geolocalização', 'Calendário', 'Contatos', 'Tarefas', 'Notas', 'Reuniões']) {
    await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible()
  }
  await expect(page.getByRole('heading', { name: 'IMAP ou POP3: qual usar?' })).toBeVisible()
  for (const text of ['Porta 993 com SSL', 'Portas 465 (SSL) e 587 (STARTTLS)', 'Diário, guardado por 5 dias', 'Opcional, mantida no servidor por 14 dias', 'R$ 433,00', 'Pacote 5 contas de 3 GB']) {
    await expect(page.getByText(text, { exact: false }).first()).toBeVisible()
  }
  await expect(page.getByRole('link', { name: 'Pedir orçamento pelo WhatsApp' }).first()).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=/)
  await expect(page.locator('main a[href^="tel:"]')).toHaveCount(1)
  await expect(page.locator('main a[href^="mailto:"]')).toHaveCount(1)
  const types = await jsonLdTypes(page)
  expect(types).toEqual(expect.arrayContaining(['Service', 'BreadcrumbList']))
})

test('/chat-whatsapp and /chatwhatsapp: connections, integrations, WhatsApp links and the plan', async ({ page }) => {
  for (const path of ['/chat-whatsapp', '/chatwhatsapp']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { name: 'Conexão por QR Code' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Conexão por API oficial' })).toBeVisible()
    await expect(page.getByText('Cerca de 3 sessões estáveis ao mesmo tempo')).toBeVisible()
    for (const name of ['Inteligência artificial', 'Canais', 'Gateways e sistemas']) await expect(page.getByRole('heading', { name })).toBeVisible()
    for (const name of ['Quero uma integração', 'Quero treinamento para a equipe']) {
      await expect(page.getByRole('link', { name })).toHaveAttribute('href', /^https:\/\/wa\.me\//)
    }
    await expect(page.getByText('R$ 1.533,00')).toBeVisible()
    await expect(page.getByText('Mínimo de 5 usuários', { exact: false })).toBeVisible()
  }
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/chat-whatsapp$/)
})

test('/central-atendimento: accessible tabs by mouse and keyboard, and the plan', async ({ page }) => {
  await page.goto('/central-atendimento')
  const tablist = page.getByRole('tablist', { name: 'Visões da central de atendimento' })
  const tabs = tablist.getByRole('tab')
  await expect(tabs).toHaveText(['Abertos', 'Pendentes', 'Resolvidos', 'Chatbot'])
  await expect(tablist.getByRole('tab', { name: 'Abertos' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('tabpanel')).toContainText('kanban')
  await tablist.getByRole('tab', { name: 'Resolvidos' }).click()
  await expect(page.getByRole('tabpanel')).toContainText('Histórico que ensina a atender melhor')
  await tablist.getByRole('tab', { name: 'Resolvidos' }).focus()
  await page.keyboard.press('ArrowRight')
  await expect(tablist.getByRole('tab', { name: 'Chatbot' })).toBeFocused()
  await expect(page.getByRole('tabpanel')).toContainText('Triagem automática 24 horas')
  await page.keyboard.press('Home')
  await expect(tablist.getByRole('tab', { name: 'Abertos' })).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('ArrowLeft')
  await expect(tablist.getByRole('tab', { name: 'Chatbot' })).toBeFocused()
  await page.keyboard.press('ArrowLeft')
  await expect(page.getByRole('tabpanel')).toContainText('Histórico que ensina a atender melhor')
  await page.keyboard.press('End')
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('tabpanel')).toContainText('Nada esquecido esperando resposta')
  await expect(page.getByText('R$ 1.533,00')).toBeVisible()
})

test('/promocoes: three cards to e-mail, templates (10%) and chat (20%)', async ({ page }) => {
  await page.goto('/promocoes')
  const main = page.getByRole('main')
  await expect(main.getByRole('link', { name: 'Ver pacote de e-mail' })).toHaveAttribute('href', '/email-corporativo')
  await expect(main.getByRole('link', { name: 'Ver templates' })).toHaveAttribute('href', '/templates')
  await expect(main.getByRole('link', { name: 'Ver plano de chat' })).toHaveAttribute('href', '/chat-whatsapp')
  await expect(main.getByText('10% OFF')).toBeVisible()
  await expect(main.getByText('20% OFF')).toBeVisible()
})

test('/cursos: 9 modules "Em breve", 5 categories with 12 local videos, FAQ accordion one at a time', async ({ page }) => {
  await page.goto('/cursos')
  const modules = page.locator('#modulos li')
  await expect(modules).toHaveCount(9)
  await expect(page.locator('#modulos').getByText('Em breve', { exact: true })).toHaveCount(18)
  await expect(page.locator('#modulos').getByRole('button', { name: 'Em breve' }).first()).toBeDisabled()
  for (const name of ['Iniciantes', 'Avançado', 'Design e Templates', 'SEO e Blog', 'E-commerce']) {
    await expect(page.getByRole('heading', { name: new RegExp(`^${name}`) })).toBeVisible()
  }
  const videos = page.locator('#videos li a')
  await expect(videos).toHaveCount(12)
  await expect(videos.first()).toHaveAttribute('href', /^https:\/\/www\.youtube\.com\/watch\?v=/)
  await expect(videos.first()).toHaveAttribute('target', '_blank')
  const thumbs = page.locator('#videos img')
  await expect(thumbs.first()).toHaveAttribute('src', /^\/cursos\/.+\.webp$/)
  await thumbs.last().scrollIntoViewIfNeeded()
  await expect.poll(() => thumbs.last().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)

  const questions = page.locator('#perguntas summary')
  await expect(questions).toHaveCount(4)
  const open = page.locator('#perguntas details[open]')
  await expect(open).toHaveCount(1)
  await questions.nth(2).click()
  await expect(open).toHaveCount(1)
  await expect(page.locator('#perguntas details').nth(2)).toHaveAttribute('open', '')
  await questions.nth(3).focus()
  await page.keyboard.press('Enter')
  await expect(open).toHaveCount(1)
  await expect(page.getByText('Ainda não. Estamos preparando')).toBeVisible()

  const types = await jsonLdTypes(page)
  expect(types).toEqual(expect.arrayContaining(['Course', 'VideoObject', 'FAQPage', 'BreadcrumbList']))
  expect(types.filter((t) => t === 'VideoObject')).toHaveLength(12)
})
