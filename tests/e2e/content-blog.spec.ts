import type { Page } from '@playwright/test'

import { expect, test } from './fixtures'
import { expectFocusRingByKeyboard, imageAttributes, jsonLd, tabTo } from './content-helpers'

const cards = (page: Page) => page.locator('main').getByRole('article')
const chips = (page: Page) => page.getByRole('navigation', { name: 'Categorias do blog' }).getByRole('link')
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Buscar no blog' })
const resultStatus = (page: Page) => page.getByRole('status').filter({ hasText: 'encontrado' })

async function search(page: Page, text: string) {
  await searchBox(page).fill(text)
  await page.getByRole('button', { name: 'Buscar' }).click()
}

test.describe('/blog with JavaScript', () => {
  test('chips in order with counts, a grid of 6, and Carregar mais appends 6', async ({ page }) => {
    await page.goto('/blog')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog')
    const names = ['Todas 14 posts', 'SEO 4 posts', 'Wix Studio 3 posts', 'Marketing 3 posts', 'E-commerce 2 posts', 'Design 1 post', 'Tráfego Pago 1 post']
    await expect(chips(page)).toHaveCount(names.length)
    for (const [i, name] of names.entries()) await expect(chips(page).nth(i)).toHaveAccessibleName(name)
    await expect(chips(page).nth(2)).toHaveText(/^Wix Studio\s*3$/)
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

  test('a chip clicked before the new search result arrives keeps the new search', async ({ page }) => {
    await page.goto('/blog')
    // The server's answer for each new list takes a second (a slow phone network): the search is still on
    // its way when the chip is clicked.
    await page.route(/\/blog\?/, async (route) => {
      if (route.request().headers().rsc) await new Promise((resolve) => setTimeout(resolve, 1000))
      await route.continue()
    })
    await page.getByRole('searchbox', { name: 'Buscar no blog' }).fill('SEO')
    await page.getByRole('button', { name: 'Buscar' }).click()
    await chips(page).filter({ hasText: 'Wix Studio' }).click()
    await expect(page).toHaveURL(/\/blog\?q=SEO&categoria=Wix\+Studio$/)
    await expect(page.getByRole('status').filter({ hasText: 'encontrado' })).toContainText('em Wix Studio')
    await expect(page.getByRole('searchbox', { name: 'Buscar no blog' })).toHaveValue('SEO')
  })

  test('Back and Forward show the list their address names, also after opening a post', async ({ page, request }) => {
    const loja = (await (await request.get('/api/blog-posts/search?q=loja&pageSize=50')).json()).total as number
    expect(loja).toBeGreaterThan(0)
    expect(loja).toBeLessThan(6)
    await page.goto('/blog')
    await expect(cards(page)).toHaveCount(6)
    await page.getByRole('link', { name: 'Carregar mais' }).click()
    await expect(page).toHaveURL(/\/blog\?pagina=2$/)
    await expect(cards(page)).toHaveCount(12)
    await search(page, 'loja')
    await expect(page).toHaveURL(/\/blog\?q=loja$/)
    await expect(resultStatus(page)).toContainText('para "loja"')
    await expect(cards(page)).toHaveCount(loja)
    // Open a post and come back: the list is still the one of ?q=loja.
    await cards(page).first().getByRole('link').click()
    await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/)
    await page.goBack()
    await expect(page).toHaveURL(/\/blog\?q=loja$/)
    await expect(cards(page)).toHaveCount(loja)
    await expect(searchBox(page)).toHaveValue('loja')
    await expect(resultStatus(page)).toContainText('para "loja"')
    // Back through the list's own steps, then Forward again.
    await page.goBack()
    await expect(page).toHaveURL(/\/blog\?pagina=2$/)
    await expect(cards(page)).toHaveCount(12)
    await expect(searchBox(page)).toHaveValue('')
    await expect(resultStatus(page)).toHaveText('14 posts encontrados')
    await page.goBack()
    await expect(page).toHaveURL(/\/blog$/)
    await expect(cards(page)).toHaveCount(6)
    await page.goForward()
    await expect(page).toHaveURL(/\/blog\?pagina=2$/)
    await expect(cards(page)).toHaveCount(12)
    await page.goForward()
    await expect(page).toHaveURL(/\/blog\?q=loja$/)
    await expect(cards(page)).toHaveCount(loja)
    await expect(searchBox(page)).toHaveValue('loja')
    // A category chosen now keeps the search of the address.
    await chips(page).filter({ hasText: 'Wix Studio' }).click()
    await expect(page).toHaveURL(/\/blog\?q=loja&categoria=Wix\+Studio$/)
    await expect(resultStatus(page)).toContainText('para "loja" em Wix Studio')
    await page.goBack()
    await expect(page).toHaveURL(/\/blog\?q=loja$/)
    await expect(chips(page).filter({ hasText: 'Todas' })).toHaveAttribute('aria-current', 'true')
    await expect(cards(page)).toHaveCount(loja)
  })

  test("'Carregar mais' moves the keyboard focus to the first new post", async ({ page }) => {
    await page.goto('/blog')
    await tabTo(page, page.getByRole('link', { name: 'Carregar mais' }))
    await page.keyboard.press('Enter')
    await expect(cards(page)).toHaveCount(12)
    await expect(cards(page).nth(6).getByRole('link')).toBeFocused()
  })

  test('a post card shows a focus ring when reached with the keyboard', async ({ page }) => {
    await page.goto('/blog')
    const link = cards(page).first().getByRole('link')
    await expectFocusRingByKeyboard(page, link)
  })

  test('card images: width and height always; the first row loads at once, the rest lazily', async ({ page }) => {
    await page.goto('/blog')
    const images = await imageAttributes(cards(page).locator('img'))
    expect(images.map((i) => i.loading)).toEqual(['eager', 'eager', 'eager', 'lazy', 'lazy', 'lazy'])
    expect(images.map((i) => i.priority)).toEqual(['high', null, null, null, null, null])
    for (const image of images) {
      expect(image.width).toBeGreaterThan(0)
      expect(image.height).toBeGreaterThan(0)
    }
  })

  test('the page describes a Blog with its latest posts in JSON-LD', async ({ page }) => {
    await page.goto('/blog')
    const blog = (await jsonLd(page)).find((item) => item['@type'] === 'Blog') as { name: string; url: string; blogPost: Record<string, unknown>[] }
    expect(blog).toBeTruthy()
    expect(blog.url).toMatch(/\/blog$/)
    expect(blog.blogPost).toHaveLength(6)
    const titles = await cards(page).getByRole('heading').allTextContents()
    expect(blog.blogPost.map((post) => post.headline)).toEqual(titles)
    for (const post of blog.blogPost) {
      expect(post).toMatchObject({ '@type': 'BlogPosting', url: expect.stringMatching(/\/blog\/[a-z0-9-]+$/), datePublished: expect.any(String) })
    }
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

  test('query parameters drive search, categories and paging', async ({ page, request }) => {
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
    // The search reads the content too: 'proeminência' is in one post's body, in no title or excerpt.
    const posts = (await (await request.get('/api/blog-posts')).json()) as { title: string; excerpt: string }[]
    expect(posts.filter((post) => /proemin/i.test(`${post.title} ${post.excerpt}`))).toEqual([])
    await page.goto('/blog?q=proeminencia')
    await expect(cards(page)).toHaveCount(1)
    await expect(cards(page).getByRole('heading')).toHaveText('SEO local: como aparecer no Google Maps do seu bairro')
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
    // About 440 words: 200 a minute, rounded up.
    await expect(page.locator('article header').getByText(/^\d+ min de leitura$/)).toHaveText('3 min de leitura')
    await expect(page.locator('article time').first()).toHaveText('18 de novembro de 2026')
    const meta = page.locator('article header')
    await expect(meta.getByText('SEO', { exact: true })).toBeVisible()
    await expect(meta.getByText('Equipe Vértice Digital', { exact: true })).toBeVisible()
    await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', /^https?:\/\/[^/]+\/blog\/rss\.xml$/)
    await expect(page.getByRole('heading', { name: 'Comece pelo Perfil da Empresa no Google' })).toBeVisible()
    const related = page.locator('section', { has: page.getByRole('heading', { name: 'Posts Relacionados' }) }).getByRole('article')
    await expect(related).toHaveCount(3)
    // Each of the post's category, SEO (the three newest other posts are not all SEO posts).
    for (const card of await related.all()) await expect(card.getByText('SEO', { exact: true })).toBeVisible()
    // The cover loads first; the related posts' covers, below the fold, lazily. All with their size.
    const cover = await imageAttributes(page.locator('article').first().locator('img').first())
    expect(cover[0]).toMatchObject({ loading: 'eager', priority: 'high' })
    const relatedImages = await imageAttributes(related.locator('img'))
    expect(relatedImages.map((i) => i.loading)).toEqual(['lazy', 'lazy', 'lazy'])
    for (const image of [...cover, ...relatedImages]) expect(image.width * image.height).toBeGreaterThan(0)
  })

  test('describes the post (BlogPosting) and its place in the site (BreadcrumbList) in JSON-LD', async ({ page }) => {
    await page.goto(path)
    const items = await jsonLd(page)
    const posting = items.find((item) => item['@type'] === 'BlogPosting')
    expect(posting).toMatchObject({
      headline: 'SEO local: como aparecer no Google Maps do seu bairro',
      url: expect.stringContaining(path),
      articleSection: 'SEO',
      timeRequired: 'PT3M',
      inLanguage: 'pt-BR',
      image: expect.stringMatching(/^https?:\/\/.+\.webp$/),
    })
    const breadcrumb = items.find((item) => item['@type'] === 'BreadcrumbList') as { itemListElement: { name: string; position: number }[] }
    expect(breadcrumb.itemListElement.map((item) => item.name)).toEqual(['Início', 'Blog', 'SEO local: como aparecer no Google Maps do seu bairro'])
    expect(breadcrumb.itemListElement.map((item) => item.position)).toEqual([1, 2, 3])
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

  test('cases and page templates may be cached briefly', async ({ request }) => {
    for (const path of ['/api/cases', '/api/cases/loja-de-moda-praia-triplica-vendas-online', '/api/templates', '/api/templates/home-hero']) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(200)
      expect(response.headers()['cache-control'], path).toMatch(/^public, max-age=\d+/)
    }
    for (const path of ['/api/cases/nao-existe', '/api/templates/nao-existe']) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(404)
      expect(response.headers()['cache-control'], path).toBe('no-store')
    }
  })
})
