import { expect, test } from '../fixtures'
import { axeProblems } from './axe'
import { EAGER_SCRIPT_TAG, pagesOutside, publicPages } from './public-pages'

/*
 * Every public page visited once in the browser, each visit serving two checks: no page requests anything
 * from another host (every page of the sitemap and the pages outside it), and the sample of pages
 * (tests/quality/public-pages.mjs: the fixed pages, one post, one case and one template) and the pages
 * outside the sitemap have no axe violations (WCAG 2.2 A and AA). The two checks used to load the same ~30
 * pages each in a browser of its own; one visit, held until the network is idle, serves both.
 *
 * In parts that the two workers share (one loop over ~50 pages left a worker idle for minutes); together the
 * parts visit every page, as a single loop would.
 */
const PARTS = 4
/** A page's part, from its address alone: the same page falls in the same part whatever else the list holds. */
const partOf = (path: string) => [...path].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) % 997, 7) % PARTS

for (let part = 0; part < PARTS; part++) {
  test(`public pages request nothing from another host, and the sampled ones have no axe violations (part ${part + 1} of ${PARTS})`, async ({ page, request }) => {
    test.setTimeout(180_000)
    const external: string[] = []
    page.on('request', (r) => {
      const url = new URL(r.url())
      if (!['data:', 'blob:'].includes(url.protocol) && !['localhost', '127.0.0.1'].includes(url.hostname)) {
        external.push(`${page.url()} -> ${r.url()}`)
      }
    })
    const sample = await publicPages(request, { sample: true })
    // The sample (Lighthouse's too) keeps one post, one case and one template of the sitemap.
    for (const kind of ['blog', 'cases', 'templates']) {
      expect(sample.filter((p) => new RegExp(`^/${kind}/[^/]+$`).test(p.path)), `uma página /${kind}/…`).toHaveLength(1)
    }
    // The pages outside the sitemap (their setup logs in and subscribes once per worker) are checked by both.
    const outside = await pagesOutside(request)
    const axeChecked = new Set([...sample, ...outside].map((p) => p.path))
    const everyPage = [...(await publicPages(request)), ...outside]
    for (const path of axeChecked) expect(everyPage.some((p) => p.path === path), `${path} visitada`).toBe(true)
    const pages = everyPage.filter(({ path }) => partOf(path) === part)
    expect(pages.length).toBeGreaterThan(3)

    const problems: string[] = []
    for (const { path, status = 200 } of pages) {
      const response = await page.goto(path, { waitUntil: 'networkidle' })
      expect(response!.status(), path).toBe(status)
      expect(await response!.text(), `${path}: o HTML dos visitantes, com os scripts adiados`).not.toMatch(EAGER_SCRIPT_TAG)
      if (!axeChecked.has(path)) continue
      problems.push(...(await axeProblems(page, path)))
    }
    expect.soft(external, 'pedidos a outros hosts').toEqual([])
    expect.soft(problems, 'violações do axe (WCAG 2.2 A e AA)').toEqual([])
  })
}
