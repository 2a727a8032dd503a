import { expect, test } from './fixtures'

// The menu button exists below the md breakpoint only.
test.describe('mobile menu', { tag: '@mobile' }, () => {
  test('opens with the menu button and closes when an item is chosen', async ({ page }) => {
    await page.goto('/')
    const button = page.getByRole('button', { name: 'Abrir menu' })
    const nav = page.getByRole('navigation', { name: 'Principal' })
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await expect(nav).toBeHidden()

    await button.click()
    const close = page.getByRole('button', { name: 'Fechar menu' })
    await expect(close).toHaveAttribute('aria-expanded', 'true')
    await expect(nav).toBeVisible()

    await nav.getByRole('link', { name: 'Cursos' }).click()
    await expect(page).toHaveURL(/\/cursos$/)
    await expect(page.getByRole('button', { name: 'Abrir menu' })).toHaveAttribute('aria-expanded', 'false')
    await expect(nav).toBeHidden()
  })

  test('the brand, "Fale Conosco" and the menu button share one row', async ({ page }) => {
    await page.goto('/')
    const header = page.getByRole('banner')
    const boxes = await Promise.all(
      [header.getByRole('link', { name: /Vértice Digital/ }), header.getByRole('link', { name: 'Fale Conosco' }), header.getByRole('button', { name: 'Abrir menu' })].map(
        async (element) => (await element.boundingBox())!,
      ),
    )
    const middles = boxes.map((box) => box.y + box.height / 2)
    expect(Math.max(...middles) - Math.min(...middles)).toBeLessThan(2)
    expect((await header.boundingBox())!.height).toBeLessThanOrEqual(110)
  })

  test('closes with Escape', async ({ page }) => {
    await page.goto('/blog')
    await page.getByRole('button', { name: 'Abrir menu' }).click()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('navigation', { name: 'Principal' })).toBeHidden()
  })
})

test('the navigation is always visible from the md breakpoint up', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('button', { name: 'Abrir menu' })).toBeHidden()
  await expect(page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Templates' })).toBeVisible()
})
