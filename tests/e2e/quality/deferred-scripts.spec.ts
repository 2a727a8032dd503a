import { expect, test } from '../fixtures'

test('public pages paint before loading their scripts, then hydrate under the CSP and say so', { tag: '@both' }, async ({ page, request, isMobile }) => {
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
  // The page fixture waits for <html data-hydrated> (tests/e2e/fixtures.ts): from then on the cookie notice,
  // which comes in the HTML, answers its first click (before hydration a click does nothing).
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '')
  expect(scripts.length).toBeGreaterThan(3)
  const notice = page.getByRole('region', { name: 'Sua privacidade' })
  await notice.getByRole('button', { name: 'Rejeitar não essenciais' }).click()
  await expect(notice).toBeHidden()
  if (isMobile) {
    await page.getByRole('button', { name: 'Abrir menu' }).click()
    await expect(page.getByRole('navigation', { name: 'Principal' })).toBeVisible()
  }
  expect(problems).toEqual([])
})

test('the admin keeps its script tags as Payload builds them', async ({ request }) => {
  const html = await (await request.get('/admin/login')).text()
  expect(html).toMatch(/<script src="\/_next\/static\/[^"]+" async/)
})
