import { expect, test } from '../fixtures'
import { axeProblems } from './axe'

// Runs at both widths (the notice is laid out differently): a first visit, with no choice stored yet.
test('the cookie notice shows on a first visit and has no axe violations, also with "Personalizar" open', { tag: '@both' }, async ({ page, context }) => {
  await context.clearCookies()
  await page.goto('/')
  const banner = page.getByRole('region', { name: 'Sua privacidade' })
  await expect(banner).toBeVisible()
  for (const name of ['Aceitar todos', 'Rejeitar não essenciais', 'Personalizar']) {
    await expect(banner.getByRole('button', { name })).toBeVisible()
  }
  expect(await axeProblems(page, 'aviso de cookies')).toEqual([])

  await banner.getByRole('button', { name: 'Personalizar' }).click()
  await expect(banner.getByRole('checkbox', { name: /Medição de audiência/ })).toBeVisible()
  await expect(banner.getByRole('checkbox', { name: /Essenciais/ })).toBeDisabled()
  await expect(banner.getByRole('button', { name: 'Salvar preferências' })).toBeVisible()
  expect(await axeProblems(page, 'aviso de cookies, Personalizar')).toEqual([])
})
