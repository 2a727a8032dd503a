import { expect, test } from '../fixtures'
import { axeProblems } from './axe'

// Every public page's axe check runs on the same visit as its external-request check: page-visits.spec.ts.

// The menu button exists on phones only.
test('the open mobile menu has no axe violations', { tag: '@mobile' }, async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Abrir menu' }).click()
  expect(await axeProblems(page, 'menu aberto')).toEqual([])
})
