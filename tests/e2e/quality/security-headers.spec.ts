import { expect, test } from '@playwright/test'

import { gradeHeaders } from '../../../scripts/observatory-grade.mjs'

test.describe('security headers', () => {
  test.skip(({ isMobile }) => isMobile, 'HTTP-level checks run once')

  for (const path of ['/', '/blog', '/robots.txt', '/api/nada', '/admin/login', '/cms-api/users/me', '/_next/static/chunks/nao-existe.js']) {
    test(`${path} carries every security header`, async ({ request }) => {
      const response = await request.get(path, { headers: { Accept: 'text/html' } })
      const h = response.headers()
      const csp = h['content-security-policy'] ?? ''
      const scriptSrc = csp.split(';').map((d) => d.trim()).find((d) => d.startsWith('script-src')) ?? ''
      expect(scriptSrc).toMatch(/^script-src 'self'( 'nonce-[A-Za-z0-9+/=]+')?$/)
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

  test('each document gets its own nonce, and every script tag carries it', async ({ request }) => {
    const nonces = new Set<string>()
    for (let i = 0; i < 2; i += 1) {
      const response = await request.get('/', { headers: { 'Accept-Encoding': 'gzip' } })
      const nonce = /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1]
      expect(nonce).toBeTruthy()
      nonces.add(nonce!)
      const html = await response.text()
      const tags = html.match(/<script\b[^>]*>/g) ?? []
      expect(tags.length).toBeGreaterThan(3)
      for (const tag of tags) if (!tag.includes('application/ld+json')) expect(tag).toContain(`nonce="${nonce}"`)
      expect(response.headers()['etag']).toBeUndefined()
    }
    expect(nonces.size).toBe(2)
  })

  test('the headers grade A+ on the Observatory scale', async ({ request }) => {
    const response = await request.get('/')
    const { grade, score } = gradeHeaders(response.headers())
    expect(score).toBeGreaterThanOrEqual(100)
    expect(grade).toBe('A+')
  })
})

test('scripts run under the policy: no CSP violation and the page hydrates', async ({ page, isMobile }) => {
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
