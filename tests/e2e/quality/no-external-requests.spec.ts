import { expect, test } from '@playwright/test'

import { publicPages } from './public-pages'

test('no page requests anything from another host', async ({ page, request }) => {
  test.setTimeout(180_000)
  const external: string[] = []
  page.on('request', (r) => {
    const url = new URL(r.url())
    if (!['data:', 'blob:'].includes(url.protocol) && !['localhost', '127.0.0.1'].includes(url.hostname)) {
      external.push(`${page.url()} -> ${r.url()}`)
    }
  })
  for (const { path } of await publicPages(request)) {
    await page.goto(path, { waitUntil: 'networkidle' })
  }
  expect(external).toEqual([])
})
