import { expect, test } from '../fixtures'

/*
 * The cards of the blog list and of the templates catalogue are rendered on the server: they are in the
 * HTML as served (no JavaScript runs here), and the page's flight data (the RSC payload inlined in the
 * HTML) carries them as markup, not as the data a client component would need to draw them. A card
 * drawn in the browser would put its whole record (reading time, difficulty, old price...) in that payload
 * a second time and its code in the page's scripts.
 */

/** The HTML as a visitor's browser receives it. */
async function served(request: import('@playwright/test').APIRequestContext, path: string) {
  const response = await request.get(path, { headers: { accept: 'text/html' } })
  expect(response.status()).toBe(200)
  return response.text()
}

/** A key of a record in the page's flight data (quotes there are escaped inside a JS string). */
const flightKey = (name: string) => new RegExp(`\\\\?"${name}\\\\?"\\s*:`)

test.describe('cards rendered on the server', () => {
  test.skip(({ isMobile }) => isMobile, 'the HTML is the same at every width')

  test('/blog: the 6 cards of the first page are in the served HTML, with no post record in the flight data', async ({ request }) => {
    const html = await served(request, '/blog')
    const articles = html.match(/<article\b[^>]*\bid="post-\d+"/g) ?? []
    expect(articles).toHaveLength(6)
    const titles = [...html.matchAll(/<h2\b[^>]*><a\b[^>]*href="\/blog\/([a-z0-9-]+)"/g)].map((m) => m[1])
    expect(titles).toHaveLength(6)
    // (The JSON-LD names the author and describes each post too, under its own keys.)
    for (const key of ['readingTime', 'excerpt']) expect(flightKey(key).test(html), `"${key}" no payload RSC`).toBe(false)
    // The same with a filter and more pages: what the explorer shows after a search or 'Carregar mais'.
    const filtered = await served(request, '/blog?categoria=SEO&pagina=2')
    expect(filtered.match(/<article\b[^>]*\bid="post-\d+"/g) ?? []).toHaveLength(4)
    expect(flightKey('readingTime').test(filtered), '"readingTime" no payload RSC').toBe(false)
  })

  test('/templates: every template card is in the served HTML, with no card-only field in the flight data', async ({ request }) => {
    const templates = (await (await request.get('/api/store/templates')).json()) as { title: string }[]
    expect(templates.length).toBeGreaterThan(0)
    const html = await served(request, '/templates')
    expect(html.match(/<article\b/g) ?? []).toHaveLength(templates.length)
    for (const t of templates) expect(html).toContain(`>${t.title.replace(/&/g, '&amp;')}</h3>`)
    for (const key of ['difficulty', 'originalPrice', 'pages']) expect(flightKey(key).test(html), `"${key}" no payload RSC`).toBe(false)
  })
})
