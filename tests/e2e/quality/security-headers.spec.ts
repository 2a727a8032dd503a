import { expect, test } from '../fixtures'
import { gradeHeaders } from '../../../scripts/observatory-grade.mjs'

test.describe('security headers', () => {
  for (const path of ['/', '/blog', '/robots.txt', '/api/nada', '/admin/login', '/cms-api/users/me']) {
    test(`${path} carries every security header`, async ({ request }) => {
      const response = await request.get(path, { headers: { Accept: 'text/html' } })
      const h = response.headers()
      const csp = h['content-security-policy'] ?? ''
      const scriptSrc = csp.split(';').map((d) => d.trim()).find((d) => d.startsWith('script-src')) ?? ''
      expect(scriptSrc).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')*$/)
      expect(csp).toContain("frame-ancestors 'none'")
      expect(csp).toContain("object-src 'none'")
      expect(csp).toContain("base-uri 'self'")
      expect(h['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
      expect(h['x-content-type-options']).toBe('nosniff')
      expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin')
      expect(h['permissions-policy']).toContain('camera=()')
      expect(h['permissions-policy']).toContain('geolocation=()')
      expect(h['x-powered-by']).toBeUndefined()
    })
  }

  test("the build's scripts carry only the headers that act on a fetched file", async ({ request }) => {
    const html = await (await request.get('/')).text()
    const script = /<script src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1] ?? /"(\/_next\/static\/chunks\/[^"]+\.js)"/.exec(html)![1]!
    for (const path of [script, '/_next/static/chunks/nao-existe.js']) {
      const h = (await request.get(path)).headers()
      expect(h['x-content-type-options'], path).toBe('nosniff')
      expect(h['cross-origin-resource-policy'], path).toBe('same-origin')
      expect(h['strict-transport-security'], path).toBe('max-age=31536000; includeSubDomains')
      expect(h['content-security-policy'], path).toBeUndefined()
      expect(h['permissions-policy'], path).toBeUndefined()
    }
  })

  test("a document's policy lists the hash of each of its inline scripts, and nothing else runs inline", async ({ request }) => {
    const response = await request.get('/', { headers: { 'Accept-Encoding': 'gzip' } })
    expect(response.headers()['content-encoding']).toBe('gzip')
    const scriptSrc = (response.headers()['content-security-policy'] ?? '').split(';').find((d) => d.trim().startsWith('script-src'))!
    const allowed = new Set(scriptSrc.trim().split(/\s+/).slice(1))
    const html = await response.text()
    const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      ([, attrs]) => !/\bsrc=/.test(attrs!) && !/application\/ld\+json/.test(attrs!),
    )
    expect(inline.length).toBeGreaterThan(2)
    const { createHash } = await import('node:crypto')
    for (const [, , body] of inline) {
      expect(allowed.has(`'sha256-${createHash('sha256').update(body!).digest('base64')}'`)).toBe(true)
    }
    expect(allowed.size).toBe(1 + new Set(inline.map(([, , body]) => body)).size)
  })

  test('the headers grade A+ on the Observatory scale', async ({ request }) => {
    const response = await request.get('/')
    const { grade, score } = gradeHeaders(response.headers())
    expect(score).toBeGreaterThanOrEqual(100)
    expect(grade).toBe('A+')
  })
})

test('scripts run under the policy: no CSP violation and the page hydrates', { tag: '@both' }, async ({ page, isMobile }) => {
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
  })
  await page.goto('/')
  if (isMobile) {
    await page.getByRole('button', { name: 'Abrir menu' }).click()
    await expect(page.getByRole('button', { name: 'Fechar menu' })).toHaveAttribute('aria-expanded', 'true')
  }
  await page.goto('/admin/login')
  await expect(page.getByRole('button', { name: /Login|Entrar/ })).toBeVisible()
  expect(violations).toEqual([])
})
