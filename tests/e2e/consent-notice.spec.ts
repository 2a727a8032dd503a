import { expect, test } from './fixtures'
import { setConsent } from './leads-helpers'

/*
 * The cookie notice is part of the server's HTML, painted with the page (not after the scripts, when it
 * became the largest paint of short pages); a visitor who already chose never sees it, even before React
 * runs; without JavaScript it is not shown, since nothing but essential cookies can run then.
 */
const notice = (page: import('@playwright/test').Page) => page.getByRole('region', { name: 'Sua privacidade' })

test('the notice comes in the HTML visitors get, before any script', async ({ page }) => {
  await page.route('**/_next/static/chunks/**', (route) => route.abort())
  await page.goto('/payment-canceled', { waitUntil: 'domcontentloaded' })
  await expect(notice(page)).toBeVisible()
  await expect(notice(page).getByRole('button', { name: 'Aceitar todos' })).toBeVisible()
})

test('a visitor who already chose never sees it, not even before React runs', async ({ page, context, baseURL }) => {
  await setConsent(context, baseURL, false)
  await page.route('**/_next/static/chunks/**', (route) => route.abort())
  await page.goto('/payment-canceled', { waitUntil: 'domcontentloaded' })
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(notice(page)).toBeHidden()
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  test('there is no notice to dismiss', async ({ page }) => {
    await page.goto('/payment-canceled')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(notice(page)).toBeHidden()
  })
})
