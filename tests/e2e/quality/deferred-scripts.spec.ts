import { expect, test } from '../fixtures'

// As visitors get the pages: without the header the other browser tests send (playwright.config.ts).
test.use({ extraHTTPHeaders: {} })

test('public pages paint before loading their scripts, then hydrate under the CSP', async ({ page, request, isMobile }) => {
  const html = await (await request.get('/')).text()
  const tags = html.match(/<script src="\/_next\/static\/[^"]+" async[^>]*>|<link rel="preload" as="script"[^>]*>/g) ?? []
  expect(tags).toEqual([])
  const loader = html.slice(html.lastIndexOf('<script>'), html.lastIndexOf('</body>'))
  expect(loader).toMatch(/^<script>\(function\(\)\{var s=\["\/_next\/static\/chunks\/.*requestAnimationFrame/)

  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(error.message))
  const scripts: string[] = []
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname)
  })
  await page.goto('/')
  // The cookie notice comes in the HTML; its buttons work once the scripts have run and React has hydrated
  // (a click before that does nothing, so it is tried again).
  const notice = page.getByRole('region', { name: 'Sua privacidade' })
  await expect(notice).toBeVisible()
  await expect(async () => {
    await notice.getByRole('button', { name: 'Rejeitar não essenciais' }).click({ timeout: 1000 })
    await expect(notice).toBeHidden({ timeout: 1000 })
  }).toPass()
  expect(scripts.length).toBeGreaterThan(3)
  if (isMobile) {
    await expect(async () => {
      await page.getByRole('button', { name: /Abrir menu|Fechar menu/ }).click()
      await expect(page.getByRole('navigation', { name: 'Principal' })).toBeVisible({ timeout: 1000 })
    }).toPass()
  }
  expect(problems).toEqual([])
})

test('the admin keeps its script tags as Payload builds them', async ({ request }) => {
  const html = await (await request.get('/admin/login')).text()
  expect(html).toMatch(/<script src="\/_next\/static\/[^"]+" async/)
})
