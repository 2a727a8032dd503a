import { expect, test } from './fixtures'

/** The cookie notice is answered beforehand, so it never covers what these tests click. */
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie_consent', value: `v1.a0.${Date.now()}`, url: baseURL! }])
})

test.describe('store catalogue', () => {
  test('search and categories filter instantly, combined, with the pluralised count; 1 to 3 columns', { tag: '@both' }, async ({ page }, testInfo) => {
    await page.goto('/templates')
    await expect(page.getByRole('heading', { level: 2, name: /Templates Encontrados$/ })).toBeVisible()
    const categories = page.getByRole('group', { name: 'Categorias' }).getByRole('button')
    await expect(categories.first()).toHaveText('Todos')
    await expect(categories.first()).toHaveAttribute('aria-pressed', 'true')

    // The grid: 1 column on a phone, 3 on a desktop (and 2 in between).
    const cards = page.getByRole('article')
    const columns = async () => {
      const boxes = await Promise.all([0, 1, 2, 3].map((i) => cards.nth(i).boundingBox()))
      return new Set(boxes.map((b) => Math.round(b!.x))).size
    }
    if (testInfo.project.name === 'mobile') {
      expect(await columns()).toBe(1)
      const [a, b] = await Promise.all([cards.nth(0).boundingBox(), cards.nth(1).boundingBox()])
      expect(b!.y).toBeGreaterThanOrEqual(a!.y + a!.height)
    } else {
      expect(await columns()).toBe(3)
      const [a, c, d] = await Promise.all([cards.nth(0).boundingBox(), cards.nth(2).boundingBox(), cards.nth(3).boundingBox()])
      expect(c!.y).toBe(a!.y)
      expect(d!.x).toBe(a!.x)
      await page.setViewportSize({ width: 800, height: 900 })
      await expect.poll(columns).toBe(2)
      await page.setViewportSize({ width: 1280, height: 800 })
    }
    // Structured data: the breadcrumb Início › Templates.
    const crumbs = (await page.locator('script[type="application/ld+json"]').allTextContents())
      .flatMap((t) => JSON.parse(t))
      .find((d: { '@type': string }) => d['@type'] === 'BreadcrumbList')
    expect(crumbs.itemListElement.map((i: { name: string }) => i.name)).toEqual(['Início', 'Templates'])
    expect(crumbs.itemListElement[1].item).toMatch(/\/templates$/)

    await page.getByPlaceholder('Buscar templates...').fill('CLINICA')
    await expect(page.getByRole('heading', { name: '1 Template Encontrado' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 3, name: 'Clínica Sorriso' })).toBeVisible()
    await expect(page).toHaveURL(/\?q=CLINICA/)

    await page.getByPlaceholder('Buscar templates...').fill('')
    await page.getByRole('button', { name: 'Restaurante' }).click()
    await expect(page.getByRole('heading', { name: '2 Templates Encontrados' })).toBeVisible()
    await page.getByPlaceholder('Buscar templates...').fill('café')
    await expect(page.getByRole('heading', { name: '1 Template Encontrado' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 3, name: 'Cafeteria Grão Nobre' })).toBeVisible()

    await page.getByPlaceholder('Buscar templates...').fill('zzz-nada')
    await expect(page.getByText('Nenhum template encontrado')).toBeVisible()
    await expect(page.getByText('Tente ajustar os filtros ou termo de busca.')).toBeVisible()
  })

  test('cards show discount, price, struck original price and links to the detail', async ({ page }) => {
    await page.goto('/templates?q=clinica')
    const card = page.getByRole('article').filter({ hasText: 'Clínica Sorriso' })
    await expect(card.getByText('-40%')).toBeVisible()
    await expect(card.getByText('R$ 297,00')).toBeVisible()
    await expect(card.locator('del')).toContainText('R$ 497,00')
    await expect(card.getByText('(4.9)')).toBeVisible()
    await expect(card.getByText('6 páginas')).toBeVisible()
    await expect(card.getByText('Responsivo')).toBeVisible()
    await expect(card.getByText('SEO', { exact: true })).toBeVisible()
    await expect(card.getByText('Saúde', { exact: true })).toBeVisible()
    await expect(card.getByText('Iniciante', { exact: true })).toBeVisible()
    // The cover: a real image from the media library, loaded (not the placeholder of a failed one).
    const cover = card.locator('img')
    await expect(cover).toHaveAttribute('src', /\/cms-api\/media\/file\//)
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
    for (const name of ['Ver Demo', 'Ver Detalhes', 'Comprar Agora']) {
      await expect(card.getByRole('link', { name: new RegExp(name, 'i') })).toHaveAttribute('href', '/templates/clinica-sorriso')
    }
  })

  test('filters work without JavaScript through query parameters', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
    const page = await context.newPage()
    await page.goto('/templates')
    await page.getByRole('button', { name: 'Saúde' }).click()
    await expect(page).toHaveURL(/categoria=Sa%C3%BAde/)
    await expect(page.getByRole('heading', { name: '2 Templates Encontrados' })).toBeVisible()
    await page.getByPlaceholder('Buscar templates...').fill('pilates')
    await page.getByRole('button', { name: 'Buscar' }).click()
    await expect(page.getByRole('heading', { name: '1 Template Encontrado' })).toBeVisible()
    await context.close()
  })

  test('detail: badges, tiles, accessible tabs with arrow keys, purchase card, JSON-LD', async ({ page }) => {
    await page.goto('/templates/clinica-sorriso')
    await expect(page.getByRole('heading', { level: 1, name: 'Clínica Sorriso' })).toBeVisible()
    await expect(page.getByText('-40% OFF')).toBeVisible()
    const badges = page.getByText('-40% OFF').locator('..')
    await expect(badges.getByText('Saúde', { exact: true })).toBeVisible()
    await expect(badges.getByText('Iniciante', { exact: true })).toBeVisible()
    // The tiles: pages, responsive, SEO, support.
    const tiles = page.getByRole('listitem').filter({ has: page.getByText('30 dias', { exact: true }) }).locator('..')
    for (const [value, label] of [['6', 'Páginas'], ['100%', 'Responsivo'], ['SEO', 'Otimizado'], ['30 dias', 'Suporte']]) {
      await expect(tiles.getByRole('listitem').filter({ hasText: label })).toHaveText(`${value}${label}`)
    }
    await expect(page.getByText('• 150+ vendas')).toBeVisible()
    await expect(page.getByText('30 dias', { exact: true })).toBeVisible()
    const demo = page.getByRole('link', { name: /Ver demonstração ao vivo/ })
    await expect(demo).toHaveAttribute('target', '_blank')
    await expect(demo).toHaveAttribute('href', '/templates/clinica-sorriso/demo')
    await expect(page.getByRole('link', { name: /Ver demo de Clínica Sorriso/ })).toHaveAttribute('href', '/templates/clinica-sorriso/demo')

    const recursos = page.getByRole('tab', { name: 'Recursos' })
    await expect(recursos).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('tabpanel')).toContainText('Agendamento on-line')
    await recursos.focus()
    await page.keyboard.press('ArrowRight')
    await expect(page.getByRole('tab', { name: 'Galeria' })).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('tabpanel').getByRole('img').first()).toBeVisible()
    await page.keyboard.press('ArrowRight')
    await expect(page.getByRole('tab', { name: 'Incluso' })).toBeFocused()
    await expect(page.getByRole('tabpanel')).toContainText('Arquivo .wix')

    await expect(page.getByRole('heading', { name: 'Descrição Detalhada' })).toBeVisible()
    for (const text of ['Pagamento único', 'Garantia de 7 dias', 'Download imediato', 'Suporte incluso']) await expect(page.getByText(text)).toBeVisible()
    await expect(page.getByRole('button', { name: 'Comprar Template' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Tags' })).toBeVisible()

    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents()
    const product = jsonLd.map((t) => JSON.parse(t)).flat().find((d) => d['@type'] === 'Product')
    expect(product.offers).toMatchObject({ '@type': 'Offer', priceCurrency: 'BRL', price: '297.00', availability: 'https://schema.org/InStock' })
    expect(product.aggregateRating).toBeUndefined()
    const crumbs = jsonLd.map((t) => JSON.parse(t)).flat().find((d) => d['@type'] === 'BreadcrumbList')
    expect(crumbs.itemListElement.map((i: { name: string }) => i.name)).toEqual(['Início', 'Templates', 'Clínica Sorriso'])
    expect(crumbs.itemListElement.map((i: { position: number }) => i.position)).toEqual([1, 2, 3])
    expect(crumbs.itemListElement[2].item).toMatch(/\/templates\/clinica-sorriso$/)
  })

  test('unknown template: 404 with the not-found message', async ({ page }) => {
    const response = await page.goto('/templates/nao-existe')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'Template não encontrado' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Voltar para Templates' })).toHaveAttribute('href', '/templates')
  })

  test('public API: spec field names, prices in reais, never the deliverable', async ({ request }) => {
    const list = await (await request.get('/api/store/templates')).json()
    expect(list.length).toBeGreaterThanOrEqual(9)
    // The seed: at least 4 categories, and templates on sale (an original price above the price).
    expect(new Set(list.map((t: { category: string }) => t.category)).size).toBeGreaterThanOrEqual(4)
    expect(list.filter((t: { price: number; originalPrice: number | null }) => t.originalPrice && t.originalPrice > t.price).length).toBeGreaterThanOrEqual(1)
    const one = list.find((t: { slug: string }) => t.slug === 'clinica-sorriso')
    expect(one).toMatchObject({ price: 297, originalPrice: 497, pages: 6, images: { cover: expect.stringMatching(/\/cms-api\/media\/file\/.+\.webp$/) } })
    expect(JSON.stringify(list)).not.toContain('deliverable')
    expect(JSON.stringify(list)).not.toContain('.wix"')
    const single = await request.get('/api/store/templates/clinica-sorriso')
    const detail = await single.json()
    expect(detail.images.gallery).toHaveLength(2)
    // content: the rich text as HTML (spec §3, optional); the demo is the site's own preview.
    expect(detail.content).toContain('<p>Feito com dentistas de São Paulo')
    expect(detail.demoUrl).toMatch(/^https?:\/\/[^/]+\/templates\/clinica-sorriso\/demo$/)
    expect(list.find((t: { slug: string }) => t.slug === 'clinica-sorriso').content).toContain('<p>')
    const missing = await request.get('/api/store/templates/nao-existe')
    expect(missing.status()).toBe(404)
    expect(await missing.json()).toHaveProperty('error')
  })
})

test.describe('store detail page', () => {
  test("the live demo is a page of this site: noindex, the template's pages, back and buy links", async ({ page }) => {
    const response = await page.goto('/templates/clinica-sorriso/demo')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Clínica Sorriso: demonstração ao vivo')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    await expect(page.getByRole('note')).toContainText('Demonstração do template Clínica Sorriso')
    const shots = page.locator('figure img')
    await expect(shots).toHaveCount(3)
    await expect(shots.first()).toBeVisible()
    await expect(page.getByRole('link', { name: 'Voltar ao template' })).toHaveAttribute('href', '/templates/clinica-sorriso')
    await expect(page.getByRole('link', { name: 'Comprar Template' })).toHaveAttribute('href', '/templates/clinica-sorriso#comprar')
    expect((await page.goto('/templates/nao-existe/demo'))?.status()).toBe(404)
  })

  test('price and Comprar Template come right after the tiles on phones; a sticky column on desktop', { tag: '@both' }, async ({ page }, testInfo) => {
    await page.goto('/templates/clinica-sorriso')
    const buy = page.getByRole('button', { name: 'Comprar Template' })
    const tiles = page.getByText('30 dias', { exact: true })
    const tabs = page.getByRole('tablist', { name: 'Detalhes do template' })
    const [buyBox, tilesBox, tabsBox] = await Promise.all([buy.boundingBox(), tiles.boundingBox(), tabs.boundingBox()])
    if (testInfo.project.name === 'mobile') {
      expect(buyBox!.y).toBeGreaterThan(tilesBox!.y)
      expect(buyBox!.y).toBeLessThan(tabsBox!.y)
    } else {
      expect(buyBox!.x).toBeGreaterThan(tabsBox!.x + tabsBox!.width)
      await page.getByRole('heading', { name: 'Descrição Detalhada' }).scrollIntoViewIfNeeded()
      await expect(buy).toBeInViewport()
    }
  })

  test('tabs without JavaScript: every panel readable under its heading, the tab row links to them', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
    const page = await context.newPage()
    await page.goto('/templates/clinica-sorriso')
    for (const name of ['Recursos', 'Galeria', 'Incluso']) await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible()
    await expect(page.getByText('Agendamento on-line integrado ao WhatsApp')).toBeVisible()
    await expect(page.getByText('Arquivo .wix pronto para importar')).toBeVisible()
    await expect(page.getByRole('img', { name: /Página inicial do template Clínica Sorriso/ })).toBeVisible()
    const nav = page.getByRole('navigation', { name: 'Detalhes do template' })
    await nav.getByRole('link', { name: 'Incluso' }).click()
    await expect(page).toHaveURL(/#.+-panel-2$/)
    await context.close()
  })

  test('tabs on a phone: all four service-desk tabs visible without sideways scrolling', { tag: '@mobile' }, async ({ page }) => {
    await page.goto('/central-atendimento')
    const tablist = page.getByRole('tablist', { name: 'Visões da central de atendimento' })
    await tablist.scrollIntoViewIfNeeded()
    const overflow = await tablist.evaluate((el) => el.scrollWidth - el.clientWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    for (const tab of await tablist.getByRole('tab').all()) await expect(tab).toBeInViewport({ ratio: 1 })
    await tablist.getByRole('tab', { name: 'Abertos' }).focus()
    await page.keyboard.press('ArrowLeft')
    await expect(tablist.getByRole('tab', { name: 'Chatbot' })).toBeFocused()
  })

  test('loading states on navigation: the list and the detail skeleton', async ({ page }) => {
    // Slow down the navigation's data (not the prefetch, which carries the loading UI). A full page load
    // never shows these: it is rendered without a loading boundary, so its HTML needs no script.
    await page.route(/\/templates(\/[a-z0-9-]+)?\?_rsc=/, async (route) => {
      if (route.request().headers()['next-router-prefetch']) return route.continue()
      await new Promise((resolve) => setTimeout(resolve, 2500))
      await route.continue()
    })
    // Links prefetch their loading UI when they come into view; wait until those answers are in.
    let inFlight = 0
    let lastActivity = Date.now()
    const track = (delta: number) => (request: { headers(): Record<string, string> }) => {
      if (!request.headers()['next-router-prefetch']) return
      inFlight += delta
      lastActivity = Date.now()
    }
    page.on('request', track(1))
    page.on('requestfinished', track(-1))
    page.on('requestfailed', track(-1))
    const prefetched = async () => {
      await page.waitForTimeout(400) // the link has come into view: its prefetch starts
      await expect.poll(() => inFlight === 0 && Date.now() - lastActivity > 700).toBe(true)
    }
    await page.goto('/promocoes')
    const toList = page.locator('main a[href="/templates"]').first()
    await toList.scrollIntoViewIfNeeded()
    await prefetched()
    await toList.click()
    await expect(page.getByText('Carregando templates...')).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: /Templates Encontrados$/ })).toBeVisible()
    const toDetail = page.getByRole('link', { name: 'Ver detalhes: Clínica Sorriso' })
    await toDetail.scrollIntoViewIfNeeded()
    await prefetched()
    await toDetail.click()
    await expect(page.getByRole('status', { name: 'Carregando template...' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 1, name: 'Clínica Sorriso' })).toBeVisible()
  })
})
