import { expect, test } from './fixtures'
import { expectFocusRingByKeyboard, expectNoRatingsInJsonLd, imageAttributes } from './content-helpers'

test.describe('/cases', () => {
  test('stats, case cards with their first metric, and the closing call to action', async ({ page }) => {
    await page.goto('/cases')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cases de Sucesso')
    for (const [value, label] of [['150+', 'Projetos Concluídos'], ['98%', 'Taxa de Satisfação'], ['300%', 'ROI Médio'], ['50+', 'Clientes Ativos']] as const) {
      await expect(page.getByText(label, { exact: true })).toBeVisible()
      await expect(page.getByText(value, { exact: true })).toBeVisible()
    }
    const cards = page.locator('main').getByRole('article')
    await expect(cards).toHaveCount(8)
    const first = cards.first()
    await expect(first).toContainText('Maré Alta Beachwear')
    await expect(first).toContainText('+212%')
    await expect(first).toContainText('Vendas online')
    // The link's name is its visible text and the client, as one phrase.
    const link = first.getByRole('link', { name: 'Ver Case Completo: Maré Alta Beachwear', exact: true })
    await expect(link).toHaveText('Ver Case Completo')
    await link.click()
    await expect(page).toHaveURL(/\/cases\/loja-de-moda-praia-triplica-vendas-online$/)
    await page.goto('/cases')
    await expect(page.getByRole('link', { name: 'Iniciar Projeto' })).toHaveAttribute('href', /^https:\/\/wa\.me\//)
    // The stats are the agency's own copy, not ratings: no AggregateRating or Review in structured data.
    await expectNoRatingsInJsonLd(page)
  })

  test('each stat shows its number above its label', async ({ page }) => {
    await page.goto('/cases')
    for (const [value, label] of [['150+', 'Projetos Concluídos'], ['50+', 'Clientes Ativos']] as const) {
      const number = await page.getByText(value, { exact: true }).boundingBox()
      const text = await page.getByText(label, { exact: true }).boundingBox()
      expect(number!.y + number!.height).toBeLessThanOrEqual(text!.y + 1)
      expect(Math.abs(number!.x + number!.width / 2 - (text!.x + text!.width / 2))).toBeLessThan(2)
    }
  })

  test("'Ver Case Completo' shows a focus ring when reached with the keyboard", async ({ page }) => {
    await page.goto('/cases')
    const link = page.getByRole('link', { name: /^Ver Case Completo/ }).first()
    await expectFocusRingByKeyboard(page, link)
  })

  test('card images: width and height always; the first row loads at once, the rest lazily', async ({ page }) => {
    await page.goto('/cases')
    const images = await imageAttributes(page.locator('main').getByRole('article').locator('img'))
    expect(images).toHaveLength(8)
    expect(images.map((i) => i.loading)).toEqual(['eager', 'eager', ...Array(6).fill('lazy')])
    expect(images.map((i) => i.priority)).toEqual(['high', ...Array(7).fill(null)])
    for (const image of images) expect(image.width * image.height).toBeGreaterThan(0)
  })

  test('a case page: metrics, Desafio, Solução, Resultados, gallery, other cases, Iniciar Conversa', async ({ page }) => {
    await page.goto('/cases/loja-de-moda-praia-triplica-vendas-online')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Loja de moda praia triplica vendas online')
    await expect(page.getByText('Maré Alta Beachwear').first()).toBeVisible()
    await expect(page.locator('header time')).toHaveText('20 de outubro de 2026')
    await expect(page.getByText('-38%')).toBeVisible()
    for (const title of ['Desafio', 'Solução', 'Resultados', 'Galeria do Projeto', 'Outros Cases de Sucesso']) {
      await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible()
    }
    const gallery = page.locator('section', { has: page.getByRole('heading', { name: 'Galeria do Projeto' }) }).getByRole('img')
    await expect(gallery).toHaveCount(2)
    // Below the fold: lazy, with width and height (no layout shift while they load).
    for (const image of await imageAttributes(gallery)) {
      expect(image).toMatchObject({ loading: 'lazy', priority: null })
      expect(image.width * image.height).toBeGreaterThan(0)
    }
    const others = page.locator('section', { has: page.getByRole('heading', { name: 'Outros Cases de Sucesso' }) }).getByRole('article')
    await expect(others).toHaveCount(3)
    await expect(page.getByRole('link', { name: 'Iniciar Conversa' })).toHaveAttribute('href', /^https:\/\/wa\.me\//)
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents()
    expect(jsonLd.join()).toContain('"Article"')
    await expectNoRatingsInJsonLd(page)
    // Card titles as big as the related posts' titles on a post page.
    const caseTitleSize = await others.first().getByRole('heading').evaluate((el) => getComputedStyle(el).fontSize)
    await page.goto('/blog/seo-local-como-aparecer-no-google-maps-do-seu-bairro')
    const related = page.locator('section', { has: page.getByRole('heading', { name: 'Posts Relacionados' }) }).getByRole('article')
    expect(await related.first().getByRole('heading').evaluate((el) => getComputedStyle(el).fontSize)).toBe(caseTitleSize)
  })

  test('an unknown case answers 404 with the spec texts', async ({ page }) => {
    const response = await page.goto('/cases/case-que-nao-existe')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Case não encontrado')
    await expect(page.getByText('O case que você está procurando não existe.')).toBeVisible()
  })

  test('the cases API: lists always arrays; 404 with {error}', async ({ request }) => {
    const list = await (await request.get('/api/cases')).json()
    expect(list).toHaveLength(8)
    expect(list.every((c: Record<string, unknown>) => Array.isArray(c.tags) && Array.isArray(c.gallery) && Array.isArray(c.metrics))).toBe(true)
    const one = await request.get(`/api/cases/${list[0].slug}`)
    expect((await one.json()).slug).toBe(list[0].slug)
    const missing = await request.get('/api/cases/nao-existe')
    expect(missing.status()).toBe(404)
    expect(await missing.json()).toEqual({ error: expect.any(String) })
  })
})
