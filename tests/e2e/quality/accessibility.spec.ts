import AxeBuilder from '@axe-core/playwright'

import { expect, test } from '../fixtures'
import { pagesOutside, publicPages } from './public-pages'

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

test('every public page has no axe violations (WCAG 2.2 A and AA)', async ({ page, request }) => {
  test.setTimeout(240_000)
  const sample = await publicPages(request, { sample: true })
  // The sample (Lighthouse's too) keeps one post, one case and one template of the sitemap.
  for (const kind of ['blog', 'cases', 'templates']) {
    expect(sample.filter((p) => new RegExp(`^/${kind}/[^/]+$`).test(p.path)), `uma página /${kind}/…`).toHaveLength(1)
  }
  const pages = [...sample, ...(await pagesOutside(request))]
  const problems: string[] = []
  for (const { path } of pages) {
    await page.goto(path)
    const { violations } = await new AxeBuilder({ page }).withTags(tags).analyze()
    for (const v of violations) problems.push(`${path}: ${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ')}`)
  }
  expect(problems).toEqual([])
})

// The menu button exists on phones only.
test('the open mobile menu has no axe violations', { tag: '@mobile' }, async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Abrir menu' }).click()
  const { violations } = await new AxeBuilder({ page }).withTags(tags).analyze()
  expect(violations.map((v) => v.id)).toEqual([])
})
