import { expect, test, type Page } from '@playwright/test'

const cards = (page: Page) => page.locator('main').getByRole('article')
const chips = (page: Page) => page.getByRole('navigation', { name: 'Categorias do blog' }).getByRole('link')

test.describe('/blog with JavaScript', () => {
  test('chips in order with counts, a grid of 6, and Carregar mais appends 6', async ({ page }) => {
    await page.goto('/blog')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog')
    const names = (await chips(page).allTextContents()).map((n) => n.replace(/\s+/g, ' ').trim())
    expect(names).toEqual(['Todas 14 posts', 'SEO 4 posts', 'Wix Studio 3 posts', 'Marketing 3 posts', 'E-commerce 2 posts', 'Design 1 post', 'Tráfego Pago 1 post'])
    await expect(cards(page)).toHaveCount(6)
    await page.getByRole('link', { name: 'Carregar mais' }).click()
    await expect(cards(page)).toHaveCount(12)
    await expect(page).toHaveURL(/pagina=2/)
    await page.getByRole('link', { name: 'Carregar mais' }).click()
    await expect(cards(page)).toHaveCount(14)
    await expect(page.getByRole('link', { name: 'Carregar mais' })).toHaveCount(0)
  })

  test('search ignores case and accents; category chips filter; both reset to page 1', async ({ page }) => {
    await page.goto('/blog?pagina=2')
    await expect(cards(page)).toHaveCount(12)
    await page.getByRole('searchbox', { name: 'Buscar no blog' }).fill('otimizacao')
    await page.getByRole('button', { name: 'Buscar' }).click()
    await expect(page).toHaveURL(/\?q=otimizacao$/)
    await expect(cards(page).first()).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Otimização on-page: checklist de 12 itens para cada página' })).toBeVisible()
    await page.getByRole('searchbox', { name: 'Buscar no blog' }).fill('')
    await page.getByRole('button', { name: 'Buscar' }).click()
    await chips(page).filter({ hasText: 'Wix Studio' }).click()
    await expect(page).toHaveURL(/categoria=Wix\+Studio/)
    await expect(cards(page)).toHaveCount(3)
    await expect(chips(page).filter({ hasText: 'Wix Studio' })).toHaveAttribute('aria-current', 'true')
    await page.getByRole('searchbox', { name: 'Buscar no blog' }).fill('SEO')
    await page.getByRole('button', { name: 'Buscar' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'encontrado' })).toContainText('em Wix Studio')
  })

  test('an empty result says so', async ({ page }) => {
    await page.goto('/blog')
    await page.getByRole('searchbox', { name: 'Buscar no blog' }).fill('xyzzy inexistente')
    await page.getByRole('button', { name: 'Buscar' }).click()
    await expect(page.getByText('Nenhum post encontrado.')).toBeVisible()
  })

  test('links the RSS feed, which lists the posts', async ({ page, request }) => {
    await page.goto('/blog')
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', /\/blog\/rss\.xml$/)
    const feed = await request.get('/blog/rss.xml')
    expect(feed.status()).toBe(200)
    expect(feed.headers()['content-type']).toContain('application/rss+xml')
    const xml = await feed.text()
    expect(xml).toContain('<rss version="2.0"')
    expect(xml.match(/<item>/g)?.length).toBe(14)
  })
})

test.describe('/blog without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('query parameters drive search, categories and paging', async ({ page }) => {
    await page.goto('/blog')
    await expect(cards(page)).toHaveCount(6)
    await page.getByRole('link', { name: 'Carregar mais' }).click()
    await expect(page).toHaveURL(/pagina=2/)
    await expect(cards(page)).toHaveCount(12)
    await chips(page).filter({ hasText: 'Marketing' }).click()
    await expect(page).toHaveURL(/categoria=Marketing/)
    await expect(cards(page)).toHaveCount(3)
    await page.getByRole('searchbox', { name: 'Buscar no blog' }).fill('e-mail')
    await page.getByRole('button', { name: 'Buscar' }).click()
    await expect(page).toHaveURL(/q=e-mail&categoria=Marketing/)
    await expect(page.getByRole('heading', { name: 'E-mail marketing ainda funciona? Números de 2026' })).toBeVisible()
    await page.goto('/blog?q=SEO')
    await expect(cards(page).first()).toBeVisible()
    await page.goto('/blog?q=nada-por-aqui')
    await expect(page.getByText('Nenhum post encontrado.')).toBeVisible()
  })
})

test.describe('/blog/{slug}', () => {
  const path = '/blog/seo-local-como-aparecer-no-google-maps-do-seu-bairro'

  test('shows the post with its meta, content and related posts', async ({ page }) => {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('SEO local: como aparecer no Google Maps do seu bairro')
    await expect(page.getByRole('link', { name: 'Voltar ao Blog' })).toHaveAttribute('href', '/blog')
    await expect(page.getByText(/^\d+ min de leitura$/).first()).toBeVisible()
    await expect(page.locator('article time').first()).toHaveText('18 de novembro de 2026')
    await expect(page.getByRole('heading', { name: 'Comece pelo Perfil da Empresa no Google' })).toBeVisible()
    const related = page.locator('section', { has: page.getByRole('heading', { name: 'Posts Relacionados' }) }).getByRole('article')
    await expect(related).toHaveCount(3)
    const types = await page.locator('script[type="application/ld+json"]').evaluateAll((els) => els.map((el) => el.textContent ?? ''))
    expect(types.join()).toContain('"BlogPosting"')
    expect(types.join()).toContain('"BreadcrumbList"')
  })

  test("'Compartilhar' uses the Web Share API when there is one", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: async (data: ShareData) => {
          ;(window as unknown as { shared: ShareData }).shared = data
        },
      })
    })
    await page.goto(path)
    await page.getByRole('button', { name: 'Compartilhar' }).click()
    await expect.poll(() => page.evaluate(() => (window as unknown as { shared?: ShareData }).shared?.url)).toContain(path)
  })

  test("'Compartilhar' copies the link otherwise, with a toast", async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL })
    await page.addInitScript(() => Object.defineProperty(navigator, 'share', { configurable: true, value: undefined }))
    await page.goto(path)
    await page.getByRole('button', { name: 'Compartilhar' }).click()
    await expect(page.getByText('Link copiado!')).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(path)
  })

  test('an image that fails to load falls back to a placeholder', async ({ page }) => {
    await page.route('**/cms-api/media/file/**', (route) => route.abort())
    await page.goto(path)
    await expect(page.getByRole('img', { name: /Capa do post/ })).toBeVisible()
    // The related posts' images load lazily: bring them into view so that they load, and fail, too.
    await page.getByRole('heading', { name: 'Posts Relacionados' }).scrollIntoViewIfNeeded()
    await page.mouse.wheel(0, 2000)
    await expect(page.locator('article img')).toHaveCount(0)
  })

  test('an unknown post answers 404 with the spec texts', async ({ page }) => {
    const response = await page.goto('/blog/post-que-nao-existe')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Post não encontrado')
    await expect(page.getByText('O post que você está procurando não existe.')).toBeVisible()
  })
})

test.describe('blog JSON API and the old fallback addresses', () => {
  test('answer the same data', async ({ request }) => {
    const all = await (await request.get('/api/blog-posts')).json()
    expect(all).toHaveLength(14)
    for (const path of ['/api/blog-posts.php', '/assets/blog-fallback.json', '/blog/fallback.json']) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(200)
      expect(response.headers()['cache-control']).toMatch(/max-age/)
      expect(await response.json()).toEqual(all)
    }
    const slug = all[0].slug as string
    expect((await (await request.get(`/api/blog-posts/${slug}`)).json()).slug).toBe(slug)
    expect((await (await request.get(`/api/blog-posts-by-slug.php?slug=${slug}`)).json()).slug).toBe(slug)
    expect((await request.get('/api/blog-posts/nao-existe')).status()).toBe(404)
    const page = await (await request.get('/api/blog-posts/search?page=1&pageSize=2&q=seo')).json()
    expect(page.items).toHaveLength(2)
    expect(page.total).toBeGreaterThan(2)
    expect(await (await request.get('/api/blog-posts-search.php?page=1&pageSize=2&q=seo')).json()).toEqual(page)
    expect((await request.get('/api/blog-posts/search?page=abc')).status()).toBe(400)
    const hero = await (await request.get('/api/templates/home-hero')).json()
    expect(hero.heading).toBe('Sua ideia online')
  })
})
