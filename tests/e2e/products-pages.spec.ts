import type { Page } from '@playwright/test'

import { expect, test } from './fixtures'
import { setConsent } from './leads-helpers'

test.beforeEach(async ({ context, baseURL }) => setConsent(context, baseURL, false))

type LdItem = { '@type': string; [key: string]: unknown }
const jsonLd = async (page: Page): Promise<LdItem[]> =>
  (await page.locator('script[type="application/ld+json"]').allTextContents()).flatMap((text) => [JSON.parse(text)].flat())
const jsonLdTypes = async (page: Page) => (await jsonLd(page)).map((item) => item['@type'])
type LdOffer = { price?: string; priceCurrency?: string; url: string }
const offersOf = (item: LdItem | undefined) => [(item?.offers ?? item?.itemListElement ?? []) as LdOffer | LdOffer[]].flat()

const PRODUCT_PAGES = ['/email-corporativo', '/chat-whatsapp', '/central-atendimento', '/promocoes', '/cursos', '/servicos/libras']

/** The closing contact band: phone and e-mail links that fit the screen, with icons that keep their size. */
async function expectContactBand(page: Page) {
  const band = page.locator('#contato')
  await expect(band.getByRole('heading', { level: 2 })).toBeVisible()
  await expect(band.locator('a[href^="tel:"]')).toHaveCount(1)
  await expect(band.locator('a[href^="mailto:"]')).toHaveCount(1)
  await expect(band.getByText('Resposta: Em até 2 horas úteis')).toBeVisible()
  const width = page.viewportSize()!.width
  for (const link of [band.locator('a[href^="tel:"]'), band.locator('a[href^="mailto:"]'), band.getByRole('link', { name: /WhatsApp|demonstração/ })]) {
    const box = (await link.boundingBox())!
    expect(box.x + box.width).toBeLessThanOrEqual(width)
  }
  for (const icon of await band.locator('svg').all()) expect((await icon.boundingBox())!.width).toBeGreaterThanOrEqual(16)
  // The WhatsApp button's label fits one line on a phone (a large button is 56 px high).
  expect((await band.getByRole('link', { name: /WhatsApp|demonstração/ }).boundingBox())!.height).toBeLessThanOrEqual(60)
}

test('/email-corporativo: 8 features, IMAP vs POP3, the section 9 constants and contact links', async ({ page }) => {
  await page.goto('/email-corporativo')
  const features = page.locator('#recursos li')
  await expect(features).toHaveCount(8)
  for (const title of ['Antivírus', 'Antispam com 3 níveis', 'Autenticação por geolocalização', 'Calendário', 'Contatos', 'Tarefas', 'Notas', 'Reuniões']) {
    await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible()
  }
  await expect(page.getByRole('heading', { name: 'IMAP ou POP3: qual usar?' })).toBeVisible()
  // The difference explained: where the messages stay, and which one to choose.
  const protocols = page.locator('#imap-pop3')
  await expect(protocols.getByText('A diferença é onde as mensagens ficam guardadas.')).toBeVisible()
  await expect(protocols.getByRole('heading', { name: 'IMAP: recomendado' })).toBeVisible()
  await expect(protocols.getByText('As mensagens ficam no servidor e aparecem iguais no celular, no notebook e no webmail.')).toBeVisible()
  await expect(protocols.getByRole('heading', { name: 'POP3: para um só computador' })).toBeVisible()
  await expect(protocols.getByText('As mensagens são baixadas para um único computador.')).toBeVisible()
  for (const text of ['Porta 993 com SSL', 'Portas 465 (SSL) e 587 (STARTTLS)', 'Diário, guardado por 5 dias', 'Opcional, mantida no servidor por 14 dias', 'R$ 433,00', 'Pacote 5 contas de 3 GB']) {
    await expect(page.getByText(text, { exact: false }).first()).toBeVisible()
  }
  await expect(page.getByRole('link', { name: 'Orçamento no WhatsApp' }).first()).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=/)
  await expect(page.locator('main a[href^="tel:"]')).toHaveCount(1)
  await expect(page.locator('main a[href^="mailto:"]')).toHaveCount(1)
  await expect(page.getByText('Contas a partir de 5 GB', { exact: false }).first()).toBeVisible()
  await expect(page.getByText('Contas de 5 GB disponíveis sob consulta')).toBeVisible()
  const types = await jsonLdTypes(page)
  expect(types).toEqual(expect.arrayContaining(['Service', 'BreadcrumbList']))
  const service = (await jsonLd(page)).find((item) => item['@type'] === 'Service')
  expect(offersOf(service)).toEqual([expect.objectContaining({ price: '433.00', priceCurrency: 'BRL' })])
})

test('every section of the product pages opens with an eyebrow above its title', async ({ page }) => {
  for (const path of PRODUCT_PAGES) {
    await page.goto(path)
    const missing = await page.locator('main h2:not(.sr-only)').evaluateAll((headings) =>
      headings
        .filter((h) => {
          const eyebrow = h.previousElementSibling
          return !(eyebrow?.tagName === 'P' && eyebrow.className.includes('uppercase'))
        })
        .map((h) => h.textContent),
    )
    expect(missing, path).toEqual([])
  }
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
    await expect(page.getByRole('link', { name: 'Falar com um especialista' }).first()).toHaveAttribute('href', /^https:\/\/wa\.me\//)
    await expect(page.getByText('R$ 1.533,00').first()).toBeVisible()
    await expect(page.getByText('Mínimo de 5 usuários', { exact: false })).toBeVisible()
    const features = page.locator('#recursos li')
    await expect(features.getByRole('heading')).toHaveText(['Multiatendimento', 'Filas e etiquetas', 'Respostas rápidas', 'Chatbot', 'Relatórios', 'Histórico auditável'])
    await expect(features.filter({ hasText: 'Multiatendimento' })).toContainText('Toda a equipe responde pelo mesmo número')
  }
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/chat-whatsapp$/)
  // The 20% promotion where it leads: R$ 1.533,00 less 20% for the first year.
  const plans = page.locator('#planos')
  await expect(plans.getByText('20% OFF no 1º ano')).toBeVisible()
  await expect(plans.getByText('20% de desconto no primeiro ano: R$ 1.226,40 em vez de R$ 1.533,00', { exact: false })).toBeVisible()
  const service = (await jsonLd(page)).find((item) => item['@type'] === 'Service')
  expect(offersOf(service).map((o) => o.price)).toEqual(['1533.00', '1226.40'])
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
  await expect(page.getByText('R$ 1.533,00').first()).toBeVisible()
  await expect(page.locator('#planos').getByText('R$ 1.226,40', { exact: false })).toBeVisible()
  const ld = await jsonLd(page)
  const service = ld.find((item) => item['@type'] === 'Service')
  expect(service).toMatchObject({ name: 'Central de Atendimento', url: expect.stringMatching(/\/central-atendimento$/) })
  expect(offersOf(service).map((o) => o.price)).toEqual(['1533.00', '1226.40'])
  const trail = ld.find((item) => item['@type'] === 'BreadcrumbList')?.itemListElement as { name: string; item: string }[]
  expect(trail.map((item) => [item.name, item.item.replace(/^https?:\/\/[^/]+/, '')])).toEqual([['Início', '/'], ['Central de Atendimento', '/central-atendimento']])
})

// The pages' content and behaviour are tested once (above and below); what is laid out for the screen's
// width at both widths.
test('the closing contact band fits the screen on the product pages', { tag: '@both' }, async ({ page }) => {
  for (const path of ['/email-corporativo', '/chat-whatsapp', '/central-atendimento']) {
    await page.goto(path)
    await expectContactBand(page)
  }
})

test('/central-atendimento: all four tabs fit the screen, 375 px included', { tag: '@both' }, async ({ page }) => {
  await page.goto('/central-atendimento')
  const tabs = page.getByRole('tablist', { name: 'Visões da central de atendimento' }).getByRole('tab')
  await expect(tabs).toHaveCount(4)
  const width = page.viewportSize()!.width
  for (const tab of await tabs.all()) {
    await expect(tab).toBeVisible()
    const box = (await tab.boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(width)
    expect(box.height).toBeGreaterThanOrEqual(44)
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  test('/central-atendimento: the four panels can all be read', async ({ page }) => {
    await page.goto('/central-atendimento')
    for (const title of ['Oportunidades em um quadro kanban', 'Nada esquecido esperando resposta', 'Histórico que ensina a atender melhor', 'Triagem automática 24 horas']) {
      await expect(page.getByRole('heading', { name: title })).toBeVisible()
    }
  })
})

test('/promocoes: three cards to e-mail, templates (10%) and chat (20%)', async ({ page }) => {
  await page.goto('/promocoes')
  const main = page.getByRole('main')
  await expect(main.getByRole('link', { name: 'Ver pacote de e-mail' })).toHaveAttribute('href', '/email-corporativo')
  await expect(main.getByRole('link', { name: 'Ver templates' })).toHaveAttribute('href', '/templates')
  await expect(main.getByRole('link', { name: 'Ver plano de chat' })).toHaveAttribute('href', '/chat-whatsapp')
  await expect(main.getByText('10% OFF')).toBeVisible()
  await expect(main.getByText('20% OFF')).toBeVisible()
  // How each promotion applies, said where it is offered.
  await expect(main.getByText('Como usar: escolha o template e peça o desconto pelo WhatsApp', { exact: false })).toBeVisible()
  await expect(main.getByRole('link', { name: 'Pedir o desconto' })).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=.*10%25/)
  await expect(main.getByText('R$ 1.226,40 em vez de R$ 1.533,00', { exact: false })).toBeVisible()
  const catalog = (await jsonLd(page)).find((item) => item['@type'] === 'OfferCatalog')
  const offers = offersOf(catalog)
  expect(offers.map((o) => o.url.replace(/^https?:\/\/[^/]+/, ''))).toEqual(['/email-corporativo', '/templates', '/chat-whatsapp'])
  expect(offers.map((o) => o.price)).toEqual(['433.00', undefined, '1226.40'])
  expect(offers.filter((o) => o.price).every((o) => o.priceCurrency === 'BRL')).toBe(true)
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
  // No made-up video ids: each card opens the channel's search for its title.
  await expect(videos.first()).toHaveAttribute('href', 'https://www.youtube.com/@verticedigital/search?query=Seu%20primeiro%20site%20em%2030%20minutos')
  for (const href of await videos.evaluateAll((links) => links.map((a) => a.getAttribute('href')))) expect(href).not.toMatch(/watch\?v=vd-/)
  await expect(videos.first()).toHaveAttribute('target', '_blank')
  await expect(videos.first()).toContainText('Ver no canal do YouTube')
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
  const videoObjects = (await jsonLd(page)).filter((item) => item['@type'] === 'VideoObject')
  expect(videoObjects).toHaveLength(12)
  for (const video of videoObjects) {
    expect(video).toEqual(expect.objectContaining({ name: expect.any(String), description: expect.any(String), uploadDate: expect.any(String) }))
    expect(video.thumbnailUrl).toMatch(/\/cursos\/vd-[a-z]+-\d+\.webp$/)
    expect(video).not.toHaveProperty('contentUrl')
  }
  await expect(page.getByText('Novos vídeos toda semana')).toHaveCount(0)
  // The closing call to action: the channel, in a band of its own.
  const band = page.getByRole('region', { name: 'Aprenda no seu ritmo, de graça' })
  await expect(band.getByText('Ative o sino para não perder.', { exact: false })).toBeVisible()
  const subscribe = band.getByRole('link', { name: 'Inscrever-se no canal' })
  await expect(subscribe).toHaveAttribute('href', /^https:\/\/www\.youtube\.com\/@/)
  await expect(subscribe).toHaveAttribute('target', '_blank')
  await expect(page.getByRole('link', { name: 'Inscrever-se no canal' })).toHaveCount(2)
  await expect(page.getByText('a cada 2 semanas', { exact: false }).first()).toBeVisible()
})

test('/cursos: the hero’s second button looks like every other hero’s; the duration is printed once per card', async ({ page }) => {
  await page.goto('/chat-whatsapp')
  const reference = await page.getByRole('link', { name: 'Ver planos' }).getAttribute('class')
  await page.goto('/cursos')
  await expect(page.getByRole('link', { name: 'Ver os vídeos' })).toHaveAttribute('class', reference!)
  const card = page.locator('#videos li').first()
  await expect(card.getByText('29:48')).toHaveCount(1)
})

test('/cursos: a thumbnail that fails to load becomes a placeholder, not a broken image', async ({ page }) => {
  await page.route('**/cursos/*.webp', (route) => route.fulfill({ status: 404, body: '' }))
  await page.goto('/cursos')
  await page.locator('#videos').scrollIntoViewIfNeeded()
  const cards = page.locator('#videos li a')
  for (const card of await cards.all()) await card.scrollIntoViewIfNeeded()
  await expect(page.locator('#videos img')).toHaveCount(0)
  await expect(cards.first().locator('div[aria-hidden="true"] svg')).toBeVisible()
})
