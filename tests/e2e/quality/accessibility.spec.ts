import AxeBuilder from '@axe-core/playwright'

import { expect, test } from '../fixtures'

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

// Every public page's axe check runs on the same visit as its external-request check: page-visits.spec.ts.

// The menu button exists on phones only.
test('the open mobile menu has no axe violations', { tag: '@mobile' }, async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Abrir menu' }).click()
  const { violations } = await new AxeBuilder({ page }).withTags(tags).analyze()
  expect(violations.map((v) => v.id)).toEqual([])
})
