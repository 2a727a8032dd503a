import { expect, test } from '@playwright/test'

import { setConsent } from './leads-helpers'

test.describe('cookie consent', () => {
  test('accept, reject and customise have equal weight; nothing runs before a choice', async ({ page }) => {
    await page.goto('/')
    const banner = page.getByRole('region', { name: 'Sua privacidade' })
    await expect(banner).toBeVisible()
    expect(await page.evaluate(() => window.dataLayer)).toBeUndefined()
    const buttons = ['Aceitar todos', 'Rejeitar não essenciais', 'Personalizar'].map((name) => banner.getByRole('button', { name }))
    const classes = await Promise.all(buttons.map((b) => b.getAttribute('class')))
    expect(new Set(classes).size).toBe(1)
    await buttons[1]!.click()
    await expect(banner).toBeHidden()
    expect(await page.evaluate(() => window.dataLayer)).toBeUndefined()
    await page.reload()
    await expect(page.getByRole('region', { name: 'Sua privacidade' })).toBeHidden()
    const cookie = (await page.context().cookies()).find((c) => c.name === 'cookie_consent')
    expect(cookie?.value).toMatch(/^v1\.a0\.\d+$/)
  })

  test('accepting starts the dataLayer; the footer reopens the choice and a refusal stops it', async ({ page }) => {
    await page.goto('/cursos')
    await page.getByRole('region', { name: 'Sua privacidade' }).getByRole('button', { name: 'Aceitar todos' }).click()
    const events = await page.evaluate(() => window.dataLayer ?? [])
    expect(events).toContainEqual(expect.objectContaining({ event: 'consent_update' }))
    await page.getByRole('contentinfo').getByRole('link', { name: 'Preferências de cookies' }).click()
    const banner = page.getByRole('region', { name: 'Sua privacidade' })
    await expect(banner).toBeVisible()
    await expect(page).toHaveURL(/\/cursos$/)
    const measure = banner.getByRole('checkbox', { name: /Medição de audiência/ })
    await expect(measure).toBeChecked()
    await measure.uncheck()
    await banner.getByRole('button', { name: 'Salvar preferências' }).click()
    await expect(banner).toBeHidden()
    expect(await page.evaluate(() => window.dataLayer)).toBeUndefined()
  })

  test('customise by keyboard', async ({ page, isMobile }) => {
    test.skip(isMobile, 'keyboard on desktop')
    await page.goto('/promocoes')
    const banner = page.getByRole('region', { name: 'Sua privacidade' })
    await banner.getByRole('button', { name: 'Personalizar' }).focus()
    await page.keyboard.press('Enter')
    await banner.getByRole('checkbox', { name: /Medição de audiência/ }).focus()
    await page.keyboard.press('Space')
    await banner.getByRole('button', { name: 'Salvar preferências' }).focus()
    await page.keyboard.press('Enter')
    await expect(banner).toBeHidden()
    expect(await page.evaluate(() => window.dataLayer?.some((e) => e.event === 'consent_update'))).toBe(true)
  })
})

test.describe('newsletter', () => {
  test('subscribes with JavaScript and answers a duplicate kindly', async ({ page, context, baseURL }) => {
    await setConsent(context, baseURL, false)
    await page.goto('/promocoes')
    const footer = page.getByRole('contentinfo')
    const email = `leitor+${test.info().project.name}-${Date.now()}@exemplo.com.br`
    await footer.getByLabel('Seu e-mail').fill(email)
    await footer.getByRole('button', { name: 'Assinar' }).click()
    await expect(footer.getByRole('status')).toHaveText(/Inscrição confirmada/)
    await footer.getByLabel('Seu e-mail').fill(email)
    await footer.getByRole('button', { name: 'Assinar' }).click()
    await expect(footer.getByRole('status')).toHaveText(/já está inscrito/)
  })
})

test.describe('newsletter without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  test('the plain form comes back to the same page with the message', async ({ page }) => {
    await page.goto('/cursos')
    const footer = page.getByRole('contentinfo')
    await footer.getByLabel('Seu e-mail').fill(`semjs+${test.info().project.name}-${Date.now()}@exemplo.com.br`)
    await footer.getByRole('button', { name: 'Assinar' }).click()
    await expect(page).toHaveURL(/\/cursos#newsletter-inscrito$/)
    await expect(page.getByText('Inscrição confirmada! Você vai receber nossas novidades por e-mail.')).toBeVisible()
  })
})
