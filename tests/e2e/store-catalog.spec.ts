import { expect, test } from '@playwright/test'


/** The cookie notice is answered beforehand, so it never covers what these tests click. */
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie_consent', value: `v1.a0.${Date.now()}`, url: baseURL! }])
})

test.describe('store catalogue', () => {
  test('search and categories filter instantly, combined, with the pluralised count', async ({ page }) => {
    await page.goto('/templates')
    await expect(page.getByRole('heading', { level: 2, name: /Templates Encontrados$/ })).toBeVisible()
    const categories = page.getByRole('group', { name: 'Categorias' }).getByRole('button')
    await expect(categories.first()).toHaveText('Todos')
    await expect(categories.first()).toHaveAttribute('aria-pressed', 'true')

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
    await expect(page.getByText('• 150+ vendas')).toBeVisible()
    await expect(page.getByText('30 dias', { exact: true })).toBeVisible()
    const demo = page.getByRole('link', { name: /Ver demonstração ao vivo/ })
    await expect(demo).toHaveAttribute('target', '_blank')

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
    const one = list.find((t: { slug: string }) => t.slug === 'clinica-sorriso')
    expect(one).toMatchObject({ price: 297, originalPrice: 497, pages: 6, images: { cover: expect.stringMatching(/\/cms-api\/media\/file\/.+\.webp$/) } })
    expect(JSON.stringify(list)).not.toContain('deliverable')
    expect(JSON.stringify(list)).not.toContain('.wix"')
    const single = await request.get('/api/store/templates/clinica-sorriso')
    expect((await single.json()).images.gallery).toHaveLength(2)
    const missing = await request.get('/api/store/templates/nao-existe')
    expect(missing.status()).toBe(404)
    expect(await missing.json()).toHaveProperty('error')
  })
})
