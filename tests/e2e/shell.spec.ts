import type { Page } from '@playwright/test'

import { expect, test } from './fixtures'
import { specRoutes } from './routes'

/** Fails the test on any request that leaves for a host other than the local server. */
function forbidExternalRequests(page: Page): string[] {
  const external: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.protocol === 'data:' || url.protocol === 'blob:') return
    if (url.hostname !== 'localhost' && url.hostname !== '127.0.0.1') external.push(request.url())
  })
  return external
}

// Every route once; the home page at both widths too (the shell is laid out differently on phones).
for (const route of specRoutes) {
  test(`${route.path} answers ${route.status} with the shell, SEO tags and JSON-LD`, { tag: route.path === '/' ? '@both' : [] }, async ({ page, baseURL }) => {
    const external = forbidExternalRequests(page)
    const response = await page.goto(route.path)
    expect(response?.status()).toBe(route.status)

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading)
    // Shell: promotions banner, brand, 'Fale Conosco' to WhatsApp in a new tab, footer.
    await expect(page.getByText('Veja as promoções atuais')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Ver mais', exact: true })).toHaveAttribute('href', '/promocoes')
    const cta = page.getByRole('link', { name: 'Fale Conosco' })
    await expect(cta).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=/)
    await expect(cta).toHaveAttribute('target', '_blank')
    await expect(page.getByRole('contentinfo')).toContainText('São Paulo, SP - Brasil')
    await expect(page.getByRole('button', { name: 'Assinar' })).toBeVisible()

    if (route.text) await expect(page.getByRole('main')).toContainText(route.text)

    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR')
    if (route.title) await expect(page).toHaveTitle(route.title)
    else await expect(page).toHaveTitle(/\S.* \| Vértice Digital$/)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{30,}/)
    const robots = await page.locator('meta[name="robots"]').getAttribute('content')
    // Every page that exists names its canonical address, the ones kept out of search engines too.
    if (route.status === 200) {
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
      const expected = route.path === '/chatwhatsapp' ? '/chat-whatsapp' : route.path
      expect(canonical).toBe(`${baseURL}${expected === '/' ? '' : expected}`.replace(/\/$/, '') || baseURL)
    }
    if (route.noindex) expect(robots).toContain('noindex')
    else {
      expect(robots ?? '').not.toContain('noindex')
      await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'pt_BR')
      // The site's share image, or the page's own cover (posts, cases, templates).
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', route.title ? /^http.*\.(png|webp|jpe?g|avif)$/ : /^http.*\.png$/)
    }

    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
    const types = blocks.flatMap((text) => [JSON.parse(text)].flat()).map((item: { '@type': string }) => item['@type'])
    expect(types).toEqual(expect.arrayContaining(['Organization', 'WebSite']))

    expect(external).toEqual([])
  })
}

test('the current page is marked in the navigation', { tag: '@both' }, async ({ page, isMobile }) => {
  await page.goto('/blog')
  if (isMobile) await page.getByRole('button', { name: 'Abrir menu' }).click()
  const nav = page.getByRole('navigation', { name: 'Principal' })
  await expect(nav.getByRole('link', { name: 'Blog' })).toHaveAttribute('aria-current', 'page')
  await expect(nav.getByRole('link', { name: 'Início' })).not.toHaveAttribute('aria-current', 'page')
  await expect(nav.getByRole('link', { name: 'Serviços' })).toHaveAttribute('href', '/#services')
  await expect(nav.getByRole('link', { name: 'Contato' })).toHaveAttribute('href', '/#contact')
})

test("the header's WhatsApp message names the page the visitor is on, also after a client navigation", { tag: '@both' }, async ({ page, isMobile }) => {
  const message = async () => {
    const href = await page.getByRole('banner').getByRole('link', { name: 'Fale Conosco' }).getAttribute('href')
    return new URL(href!).searchParams.get('text')
  }
  await page.goto('/templates')
  expect(await message()).toBe('Olá, equipe Vértice Digital! Vim pelo site, na página Templates, e gostaria de conversar.')
  if (isMobile) await page.getByRole('button', { name: 'Abrir menu' }).click()
  await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Cursos' }).click()
  await expect(page).toHaveURL(/\/cursos$/)
  await expect.poll(message).toContain('na página Cursos,')
})

test('the footer links to the home sections, the services, the privacy policy and the social profiles (the JSON-LD sameAs)', async ({
  page,
}) => {
  await page.goto('/')
  const footer = page.getByRole('contentinfo')
  const links = await footer.getByRole('link').evaluateAll((els) => els.map((el) => el.getAttribute('href')))
  expect(links).toEqual(
    expect.arrayContaining([
      ...['/#about', '/#services', '/#portfolio', '/#blog', '/#contact'],
      ...['/templates', '/email-corporativo', '/chat-whatsapp', '/central-atendimento', '/servicos/libras', '/cursos'],
    ]),
  )
  await expect(footer.getByRole('link', { name: 'Política de privacidade' })).toHaveAttribute('href', '/privacidade')
  const social = footer.getByRole('list', { name: 'Redes sociais' }).getByRole('link')
  const hrefs = await social.evaluateAll((links) => links.map((link) => link.getAttribute('href')))
  expect(hrefs).toEqual([
    expect.stringMatching(/^https:\/\/www\.instagram\.com\/\w+/),
    expect.stringMatching(/^https:\/\/www\.linkedin\.com\/company\/\w+/),
    expect.stringMatching(/^https:\/\/www\.youtube\.com\/@\w+/),
  ])
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  const organization = blocks.flatMap((text) => [JSON.parse(text)].flat()).find((item: { '@type': string }) => item['@type'] === 'Organization')
  expect(organization.sameAs).toEqual(hrefs)
  expect([organization.contactPoint].flat()[0]).toMatchObject({ '@type': 'ContactPoint', telephone: expect.stringMatching(/\d/) })
})

test('the header stays in view after scrolling down the page', { tag: '@both' }, async ({ page }) => {
  await page.goto('/')
  const header = page.getByRole('banner')
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight / 2, behavior: 'instant' }))
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)
  expect(Math.abs((await header.boundingBox())!.y)).toBeLessThan(1)
  await expect(header.getByRole('link', { name: 'Fale Conosco' })).toBeInViewport()
})

test('on phones the hero buttons stack at one width, each label on one line', { tag: '@mobile' }, async ({ page }) => {
  for (const path of ['/', '/cursos']) {
    await page.goto(path)
    const buttons = page.locator('main section').first().getByRole('link')
    const boxes = await buttons.evaluateAll((links) =>
      links.map((link) => {
        // One line: every piece of the label's text sits on the same line box.
        const tops = new Set<number>()
        const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT)
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const range = document.createRange()
          range.selectNodeContents(node)
          for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top))
        }
        return { width: Math.round(link.getBoundingClientRect().width), lines: tops.size }
      }),
    )
    expect(boxes.length, path).toBeGreaterThanOrEqual(2)
    expect(new Set(boxes.map((b) => b.width)).size, `${path}: ${JSON.stringify(boxes)}`).toBe(1)
    for (const box of boxes) expect(box.lines, `${path}: ${JSON.stringify(boxes)}`).toBe(1)
  }
})

test("the footer's e-mail field is wide enough for its placeholder", { tag: '@both' }, async ({ page }) => {
  await page.goto('/')
  const field = page.getByRole('contentinfo').getByRole('textbox', { name: 'Seu e-mail' })
  const { needed, available } = await field.evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input)
    const context = document.createElement('canvas').getContext('2d')!
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
    return {
      needed: context.measureText(input.placeholder).width,
      available: input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
    }
  })
  expect(needed).toBeLessThanOrEqual(available)
})

test('the 404 page offers four ways back, each with an "Ir" button', async ({ page }) => {
  const response = await page.goto('/isto-nao-existe')
  expect(response?.status()).toBe(404)
  const main = page.getByRole('main')
  for (const href of ['/', '/templates', '/blog', '/cases']) {
    await expect(main.locator(`a[href="${href}"]`, { hasText: 'Ir' })).toBeVisible()
  }
})

test('unknown /api addresses answer JSON 404', async ({ request }) => {
  const response = await request.get('/api/nada-aqui')
  expect(response.status()).toBe(404)
  expect(await response.json()).toEqual({ error: expect.any(String) })
})
