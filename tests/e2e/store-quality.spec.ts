import AxeBuilder from '@axe-core/playwright'

import { expect, test } from './fixtures'
import { BUYER } from './store-helpers'

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie_consent', value: `v1.a0.${Date.now()}`, url: baseURL! }])
})

test('store pages have no axe violations (list, empty list, detail, simulator, return pages)', async ({ page, request }) => {
  test.setTimeout(120_000)
  const checkout = await request.post('/api/checkout', { data: { id: 'escola-idiomas-fluente', ...BUYER } })
  const { url, sessionId } = await checkout.json()
  const paths = [
    '/templates',
    '/templates?q=zzz',
    '/templates?compra=indisponivel',
    '/templates/escola-idiomas-fluente',
    '/templates/escola-idiomas-fluente?compra=erro',
    '/templates/escola-idiomas-fluente/demo',
    new URL(url).pathname,
    `/payment-success?session_id=${sessionId}`,
    '/payment-success',
    '/payment-canceled',
  ]
  const problems: string[] = []
  for (const path of paths) {
    await page.goto(path)
    const { violations } = await new AxeBuilder({ page }).withTags(tags).analyze()
    for (const v of violations) problems.push(`${path}: ${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ')}`)
  }
  // The detail page's other tabs too.
  await page.goto('/templates/escola-idiomas-fluente')
  await page.getByRole('tab', { name: 'Galeria' }).click()
  const { violations } = await new AxeBuilder({ page }).withTags(tags).analyze()
  for (const v of violations) problems.push(`galeria: ${v.id} ${v.nodes[0]?.target.join(' ')}`)
  expect(problems).toEqual([])
})

test('deliverables are never under a public URL', async ({ request }) => {
  for (const path of ['/cms-api/store-deliverables', '/cms-api/store-deliverables/file/clinica-sorriso.wix', '/clinica-sorriso.wix', '/api/downloads/not-a-token']) {
    const res = await request.get(path)
    expect(res.status(), path).toBeGreaterThanOrEqual(400)
  }
})
