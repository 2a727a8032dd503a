import { expect, test } from './fixtures'
import { axeProblems } from './quality/axe'
import { BUYER } from './store-helpers'

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie_consent', value: `v1.a0.${Date.now()}`, url: baseURL! }])
})

/*
 * The store's pages in three tests of a few pages each (list, detail, checkout): one test over all of them
 * was the longest of its file and, the last file of the run, the one the other worker waited for.
 */
test.describe('store pages have no axe violations', () => {
  test('the list: full, empty and after an unavailable purchase', async ({ page }) => {
    const problems: string[] = []
    for (const path of ['/templates', '/templates?q=zzz', '/templates?compra=indisponivel']) {
      await page.goto(path)
      problems.push(...(await axeProblems(page, path)))
    }
    expect(problems).toEqual([])
  })

  test('the detail page, its Galeria tab, a failed purchase and the demo', async ({ page }) => {
    const problems: string[] = []
    for (const path of ['/templates/escola-idiomas-fluente', '/templates/escola-idiomas-fluente?compra=erro', '/templates/escola-idiomas-fluente/demo']) {
      await page.goto(path)
      problems.push(...(await axeProblems(page, path)))
    }
    // The detail page's other tabs too.
    await page.goto('/templates/escola-idiomas-fluente')
    await page.getByRole('tab', { name: 'Galeria' }).click()
    problems.push(...(await axeProblems(page, 'galeria')))
    expect(problems).toEqual([])
  })

  test('the simulator and the return pages', async ({ page, request }) => {
    const checkout = await request.post('/api/checkout', { data: { id: 'escola-idiomas-fluente', ...BUYER } })
    const { url, sessionId } = await checkout.json()
    const problems: string[] = []
    for (const path of [new URL(url).pathname, `/payment-success?session_id=${sessionId}`, '/payment-success', '/payment-canceled']) {
      await page.goto(path)
      problems.push(...(await axeProblems(page, path)))
    }
    expect(problems).toEqual([])
  })
})

test('deliverables are never under a public URL', async ({ request }) => {
  for (const path of ['/cms-api/store-deliverables', '/cms-api/store-deliverables/file/clinica-sorriso.wix', '/clinica-sorriso.wix', '/api/downloads/not-a-token']) {
    const res = await request.get(path)
    expect(res.status(), path).toBeGreaterThanOrEqual(400)
  }
})
