import type { Page } from '@playwright/test'

import { expect, test } from './fixtures'
import { expectNoRatingsInJsonLd, imageAttributes } from './content-helpers'

/** The carousel once the page is interactive (before that, every testimonial shows and there are no controls). */
async function carousel(page: Page) {
  const region = page.getByRole('region', { name: 'Depoimentos de clientes' })
  await expect(region.getByRole('button', { name: 'Próximo depoimento' })).toBeVisible()
  return { region, current: region.locator('[aria-roledescription="slide"]:not([hidden])') }
}

test.describe('home page', () => {
  test('hero from home-hero, sections in order with their ids and texts', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sua ideia online')
    await expect(page.getByRole('link', { name: 'Transformar Meu Negócio' })).toHaveAttribute('href', /^https:\/\/wa\.me\//)
    await expect(page.getByRole('link', { name: 'Conhecer Nossos Cases' })).toHaveAttribute('href', '/cases')
    const ids = await page.locator('main section[id]').evaluateAll((els) => els.map((el) => el.id))
    expect(ids).toEqual(['about', 'services', 'portfolio', 'blog', 'contact'])
    for (const title of ['Inovação', 'Transparência', 'Resultados']) {
      await expect(page.locator('#about').getByRole('heading', { name: title, exact: true })).toBeVisible()
    }
    for (const title of ['SEO Estratégico', 'Gestão de Tráfego Pago', 'Desenvolvimento Web', 'Branding e Design', 'Consultoria de Negócios Digitais']) {
      await expect(page.locator('#services').getByRole('heading', { name: title })).toBeVisible()
    }
    await expect(page.locator('#contact')).toContainText('Resposta: Em até 2 horas úteis')
    await expect(page.locator('#contact').getByRole('link', { name: 'Ver nossos cases' })).toBeVisible()
    await expect(page.locator('#portfolio').getByRole('link', { name: 'Ver Todos os Cases' })).toHaveAttribute('href', '/cases')
    // The testimonials' ratings are not claimed in structured data (no AggregateRating or Review).
    await expectNoRatingsInJsonLd(page)
  })

  // A screen with a pointer (desktop); touch screens show every list open (below).
  test('service cards open their feature list on hover (one at a time) and on keyboard focus', async ({ page }) => {
    await page.goto('/')
    const height = async (name: string) =>
      (await page.getByRole('list', { name: `O que inclui: ${name}` }).boundingBox())?.height ?? 0
    expect(await height('SEO Estratégico')).toBeLessThan(2)
    await page.locator('[data-service-card]').filter({ hasText: 'SEO Estratégico' }).hover()
    expect(await height('SEO Estratégico')).toBeGreaterThan(40)
    await page.locator('[data-service-card]').filter({ hasText: 'Desenvolvimento Web' }).hover()
    expect(await height('SEO Estratégico')).toBeLessThan(2)
    expect(await height('Desenvolvimento Web')).toBeGreaterThan(40)
    await page.mouse.move(0, 0)
    await page.getByRole('link', { name: 'Quero este serviço: Branding e Design' }).focus()
    expect(await height('Branding e Design')).toBeGreaterThan(40)
    expect(await height('Desenvolvimento Web')).toBeLessThan(2)
  })

  test('exactly one service card is open when the pointer is over one card and the focus in another', async ({ page }) => {
    await page.goto('/')
    const lists = page.locator('#services').getByRole('list', { name: /^O que inclui:/ })
    const open = async () => {
      const heights = await lists.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().height))
      return heights.flatMap((h, i) => (h > 40 ? [i] : []))
    }
    await page.mouse.move(0, 0)
    await page.getByRole('link', { name: 'Quero este serviço: Branding e Design' }).focus()
    expect(await open()).toEqual([3])
    await page.locator('[data-service-card]').filter({ hasText: 'SEO Estratégico' }).hover()
    expect(await open()).toEqual([0])
    await page.mouse.move(0, 0)
    expect(await open()).toEqual([3])
    await expect(page.locator('#services')).toContainText('Passe o mouse ou navegue pelo teclado')
  })

  test('touch screens show every feature list open, with no hint about the mouse', { tag: '@mobile' }, async ({ page }) => {
    await page.goto('/')
    const lists = page.locator('#services').getByRole('list', { name: /^O que inclui:/ })
    await expect(lists).toHaveCount(5)
    for (const height of await lists.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().height))) {
      expect(height).toBeGreaterThan(40)
    }
    await expect(page.getByText('Passe o mouse', { exact: false })).toBeHidden()
    await expect(page.getByText('Veja o que está incluído em cada serviço.')).toBeVisible()
  })

  test('cases preview filters by category and shows at most 4 cases', async ({ page }) => {
    await page.goto('/')
    const tabs = page.getByRole('group', { name: 'Filtrar cases por área' })
    await expect(tabs.getByRole('button')).toHaveText(['Todos', 'E-commerce', 'Branding', 'SEO', 'Tráfego Pago'])
    const section = page.locator('section', { has: tabs })
    await expect(section.getByRole('listitem')).toHaveCount(4)
    await tabs.getByRole('button', { name: 'Tráfego Pago' }).click()
    await expect(tabs.getByRole('button', { name: 'Tráfego Pago' })).toHaveAttribute('aria-pressed', 'true')
    await expect(section.getByRole('listitem')).toHaveCount(2)
    await expect(section).toContainText('Tráfego Pago · Língua Viva Idiomas')
    await expect(section).not.toContainText('Maré Alta Beachwear')
  })

  test('portfolio filters by tag; cards link to the case', async ({ page }) => {
    await page.goto('/')
    const portfolio = page.locator('#portfolio')
    // Below the fold: every cover lazy, with width and height (no layout shift while they load).
    const images = await imageAttributes(portfolio.getByRole('article').locator('img'))
    expect(images).toHaveLength(6)
    for (const image of images) {
      expect(image).toMatchObject({ loading: 'lazy', priority: null })
      expect(image.width * image.height).toBeGreaterThan(0)
    }
    const group = portfolio.getByRole('group', { name: 'Filtrar portfólio por tag' })
    await group.getByRole('button', { name: 'Branding', exact: true }).click()
    const cards = portfolio.getByRole('article')
    await expect(cards).toHaveCount(2)
    await expect(cards.first().getByRole('link')).toHaveAttribute('href', /^\/cases\/[a-z0-9-]+$/)
    await group.getByRole('button', { name: 'Todos os projetos' }).click()
    await expect(cards).toHaveCount(6)
  })

  test('testimonials carousel: previous, next and dots wrap; advances every 6 s; pauses on hover', async ({ page }) => {
    await page.clock.install()
    await page.goto('/')
    const { region, current } = await carousel(page)
    await expect(current).toHaveAttribute('aria-label', '1 de 4')
    // The client's photo is a 64 px circle, whatever the size of the file.
    const photo = await current.locator('img').boundingBox()
    expect(Math.round(photo!.width)).toBe(64)
    expect(Math.round(photo!.height)).toBe(64)
    await region.getByRole('button', { name: 'Depoimento anterior' }).click()
    await expect(current).toHaveAttribute('aria-label', '4 de 4')
    await region.getByRole('button', { name: 'Próximo depoimento' }).click()
    await expect(current).toHaveAttribute('aria-label', '1 de 4')
    await region.getByRole('button', { name: 'Ir para o depoimento 3' }).click()
    await expect(current).toHaveAttribute('aria-label', '3 de 4')
    // Auto-advance, away from the pointer and the focus.
    await page.mouse.move(0, 0)
    await page.locator('body').focus()
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    await expect(region).toHaveAttribute('data-paused', 'false')
    await page.clock.runFor(6100)
    await expect(current).toHaveAttribute('aria-label', '4 de 4')
    await page.clock.runFor(6100)
    await expect(current).toHaveAttribute('aria-label', '1 de 4')
    // Paused while the pointer is over it.
    await region.locator('blockquote').filter({ visible: true }).hover()
    await expect(region).toHaveAttribute('data-paused', 'true')
    await page.clock.runFor(13_000)
    await expect(current).toHaveAttribute('aria-label', '1 de 4')
  })

  test('the carousel pauses while the keyboard focus is in it, and resumes when it leaves', async ({ page }) => {
    await page.clock.install()
    await page.goto('/')
    const { region, current } = await carousel(page)
    await page.mouse.move(0, 0)
    await expect(region).toHaveAttribute('data-paused', 'false')
    await page.getByRole('link', { name: 'Ver Todos os Cases' }).focus()
    await page.keyboard.press('Tab')
    await expect(region.getByRole('button', { name: 'Depoimento anterior' })).toBeFocused()
    await expect(region).toHaveAttribute('data-paused', 'true')
    await page.clock.runFor(13_000)
    await expect(current).toHaveAttribute('aria-label', '1 de 4')
    await page.keyboard.press('Shift+Tab')
    await expect(region).toHaveAttribute('data-paused', 'false')
    await page.clock.runFor(6100)
    await expect(current).toHaveAttribute('aria-label', '2 de 4')
  })

  test('the carousel does not advance when the user prefers reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.clock.install()
    await page.goto('/')
    const { region, current } = await carousel(page)
    await expect(region).toHaveAttribute('data-paused', 'true')
    await page.clock.runFor(13_000)
    await expect(current).toHaveAttribute('aria-label', '1 de 4')
  })

  test('blog teaser: 6 posts with reading time and pt-BR dates', async ({ page }) => {
    await page.goto('/')
    const posts = page.locator('#blog').getByRole('article')
    await expect(posts).toHaveCount(6)
    await expect(posts.first()).toContainText(/\d+ min de leitura/)
    await expect(posts.first().locator('time')).toHaveText(/^\d{1,2} de [a-zç]+ de \d{4}$/)
    await expect(posts.first().getByRole('link')).toHaveAttribute('href', /^\/blog\/[a-z0-9-]+$/)
  })

  test('an edit in the CMS shows on the home page without a rebuild', async ({ page, request }, testInfo) => {
    const admin = { email: process.env.ADMIN_EMAIL ?? 'admin@agencia-teste.com.br', password: process.env.ADMIN_PASSWORD ?? 'senha-de-teste-2026!' }
    const token = (await (await request.post('/cms-api/users/login', { data: admin })).json()).token as string
    const headers = { Authorization: `JWT ${token}` }
    const found = await (await request.get('/cms-api/testimonials?sort=-createdAt&limit=10', { headers })).json()
    // Each project edits its own testimonial, so that parallel runs do not meet.
    const doc = found.docs[testInfo.project.name === 'mobile' ? 2 : 3] as { id: number; content: string }
    const content = `Atendimento nota dez, entrega em ${Date.now()} milissegundos.`
    try {
      expect((await request.patch(`/cms-api/testimonials/${doc.id}`, { headers, data: { content } })).ok()).toBe(true)
      await expect(async () => {
        await page.goto('/')
        await expect(page.getByText(content)).toHaveCount(1, { timeout: 1000 })
      }).toPass({ timeout: 20_000 })
    } finally {
      await request.patch(`/cms-api/testimonials/${doc.id}`, { headers, data: { content: doc.content } })
    }
  })
})

test.describe('home page without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('every testimonial shows, and no control that would do nothing', async ({ page }) => {
    await page.goto('/')
    const region = page.getByRole('region', { name: 'Depoimentos de clientes' })
    const slides = region.locator('[aria-roledescription="slide"]')
    await expect(slides).toHaveCount(4)
    for (const slide of await slides.all()) await expect(slide.locator('blockquote')).toBeVisible()
    await expect(region.getByRole('button')).toHaveCount(0)
    // The filters need JavaScript: hidden, and the grids show their cases.
    await expect(page.getByRole('button', { name: 'Todos', exact: true })).toBeHidden()
    await expect(page.getByRole('button', { name: 'Todos os projetos' })).toBeHidden()
    await expect(page.locator('#portfolio').getByRole('article')).toHaveCount(6)
    await expect(page.locator('section', { has: page.getByRole('heading', { name: 'Resultados que você pode medir' }) }).getByRole('article')).toHaveCount(4)
  })
})

