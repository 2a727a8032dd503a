import { expect, test } from '../fixtures'
import { EAGER_SCRIPT_TAG, pagesOutside, publicPages } from './public-pages'

test('no page requests anything from another host', async ({ page, request }) => {
  test.setTimeout(240_000)
  const external: string[] = []
  page.on('request', (r) => {
    const url = new URL(r.url())
    if (!['data:', 'blob:'].includes(url.protocol) && !['localhost', '127.0.0.1'].includes(url.hostname)) {
      external.push(`${page.url()} -> ${r.url()}`)
    }
  })
  for (const { path, status = 200 } of [...(await publicPages(request)), ...(await pagesOutside(request))]) {
    const response = await page.goto(path, { waitUntil: 'networkidle' })
    expect(response!.status(), path).toBe(status)
    expect(await response!.text(), `${path}: o HTML dos visitantes, com os scripts adiados`).not.toMatch(EAGER_SCRIPT_TAG)
  }
  expect(external).toEqual([])
})
