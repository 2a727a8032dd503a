import { expect, test } from './fixtures'

test.describe('server behaviour', () => {

  test('public pages carry no client-hint headers and no X-Powered-By; the admin keeps its hints', async ({ request }) => {
    const home = await request.get('/')
    expect(home.headers()['accept-ch']).toBeUndefined()
    expect(home.headers()['critical-ch']).toBeUndefined()
    expect(home.headers()['x-powered-by']).toBeUndefined()
    const admin = await request.get('/admin/login')
    expect(admin.headers()['accept-ch']).toContain('Sec-CH-Prefers-Color-Scheme')
    expect(admin.headers()['x-powered-by']).toBeUndefined()
  })

  test('prerendered pages may stay a minute in a shared cache (not a year), error pages never', async ({ request }) => {
    for (const path of ['/', '/cases', '/privacidade']) {
      expect((await request.get(path)).headers()['cache-control'], path).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300')
    }
    expect((await request.get('/pagina-que-nao-existe')).headers()['cache-control']).toBe('no-store')
    const chunk = (await (await request.get('/')).text()).match(/\/_next\/static\/chunks\/[^"]+\.js/)![0]
    expect((await request.get(chunk)).headers()['cache-control']).toContain('immutable')
  })

  test('robots.txt keeps crawlers out of the admin and points to the sitemap', async ({ request, baseURL }) => {
    const body = await (await request.get('/robots.txt')).text()
    expect(body).toContain('Disallow: /admin')
    expect(body).toContain('Disallow: /cms-api')
    expect(body).toContain(`Sitemap: ${baseURL}/sitemap.xml`)
    // `Host:` is a non-standard (Yandex-only) directive that validators flag.
    expect(body).not.toMatch(/^Host:/im)
  })

  test('sitemap.xml lists the public pages with last-modified dates and leaves noindex pages out', async ({ request, baseURL }) => {
    const xml = await (await request.get('/sitemap.xml')).text()
    for (const path of ['/blog', '/cases', '/templates', '/email-corporativo', '/cursos', '/chat-whatsapp', '/promocoes']) {
      expect(xml).toContain(`<loc>${baseURL}${path}</loc>`)
    }
    expect(xml).toContain('<lastmod>')
    for (const path of ['/payment-success', '/payment-canceled', '/servicos/libras', '/admin']) {
      expect(xml).not.toContain(`${baseURL}${path}<`)
    }
  })

  test('Payload\'s open registration endpoint is refused', async ({ request }) => {
    const response = await request.post('/cms-api/users/first-register', {
      data: { email: 'intruso@exemplo.com', password: 'senha-super-secreta-123' },
    })
    expect(response.status()).toBe(403)
  })
})

test('/admin asks for a login in Portuguese and never offers "create first user"', async ({ page }) => {
  await page.goto('/admin/create-first-user')
  await expect(page).toHaveURL(/\/admin\/login/)
  await expect(page.getByLabel(/E-?mail/i)).toBeVisible()
  await expect(page.getByLabel(/Senha/i)).toBeVisible()
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
})

test('the configured administrator can log in', async ({ page }) => {
  await page.goto('/admin')
  await page.getByLabel(/E-?mail/i).fill('admin@agencia-teste.com.br')
  await page.getByLabel(/Senha/i).fill('senha-de-teste-2026!')
  await page.getByRole('button', { name: /Entrar|Login/i }).click()
  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 30_000 })
  await expect(page.getByText(/Painel|Usuários|Coleções/).first()).toBeVisible()
})

test('/api/health reports the database as reachable', async ({ request }) => {
  const response = await request.get('/api/health')
  expect(response.status()).toBe(200)
  expect(await response.json()).toEqual({ status: 'ok', database: 'ok' })
  expect(response.headers()['cache-control']).toBe('no-store')
})
