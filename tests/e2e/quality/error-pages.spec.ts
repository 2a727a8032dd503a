import { JSDOM } from 'jsdom'

import { expect, test } from '../fixtures'

/**
 * 404 and error pages as a crawler or a browser without JavaScript gets them: the server's own HTML
 * must be the complete page (before, Next answered an empty `<html id="__next_error__">` shell for
 * every 404 and filled it in with JavaScript).
 */
const notFoundPages = [
  { path: '/nao-existe', heading: 'Ops! A página que você procura não foi encontrada.', title: 'Página não encontrada' },
  { path: '/uma/pagina/inexistente', heading: 'Ops! A página que você procura não foi encontrada.', title: 'Página não encontrada' },
  { path: '/blog/post-que-nao-existe', heading: 'Post não encontrado', title: 'Post não encontrado', back: { href: '/blog', name: 'Voltar ao Blog' } },
  { path: '/cases/case-que-nao-existe', heading: 'Case não encontrado', title: 'Case não encontrado', back: { href: '/cases', name: 'Voltar para Cases' } },
  { path: '/templates/template-que-nao-existe', heading: 'Template não encontrado', title: 'Template não encontrado', back: { href: '/templates', name: /Voltar/ } },
]

test.describe('404 pages, in the HTML the server sends', () => {
  for (const { path, heading, title, back } of notFoundPages) {
    test(`${path} answers 404 with the complete page`, async ({ request }) => {
      const response = await request.get(path, { headers: { Accept: 'text/html' } })
      expect(response.status()).toBe(404)
      expect(response.headers()['cache-control']).toBe('no-store')
      const html = await response.text()
      expect(html).not.toContain('__next_error__')
      const { document } = new JSDOM(html).window
      expect(document.documentElement.getAttribute('lang')).toBe('pt-BR')
      expect(document.title).toBe(`${title} | Vértice Digital`)
      expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toMatch(/noindex/)
      expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/.{20,}/)
      expect(document.querySelectorAll('h1')).toHaveLength(1)
      expect(document.querySelector('h1')?.textContent?.trim()).toBe(heading)
      // The site's shell around it.
      expect(document.querySelector('header')?.textContent).toContain('Veja as promoções atuais')
      expect(document.querySelector('header a[href^="https://wa.me/"]')?.textContent).toContain('Fale Conosco')
      expect(document.querySelector('footer')?.textContent).toContain('São Paulo, SP - Brasil')
      const main = document.querySelector('main')!
      if (back) {
        const link = [...main.querySelectorAll('a')].find((a) => a.getAttribute('href') === back.href)
        expect(link?.textContent?.trim()).toMatch(back.name)
      } else {
        for (const href of ['/', '/templates', '/blog', '/cases']) {
          expect(main.querySelector(`a[href="${href}"]`)?.textContent?.trim(), href).toBe('Ir')
        }
      }
    })
  }
})

test('an unexpected error answers 500 with the pt-BR error page and a way home', async ({ page }) => {
  const response = await page.goto('/teste-de-erro')
  expect(response?.status()).toBe(500)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Algo deu errado por aqui.')
  await expect(page.getByRole('button', { name: 'Tentar novamente' })).toBeVisible()
  await page.getByRole('link', { name: 'Voltar para o início' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})
