import { expect, test } from '../fixtures'
import { EAGER_SCRIPT_TAG, pagesOutside, publicPages } from './public-pages'

/*
 * Every page, in three parts that the two workers share (one loop over ~40 pages left a worker idle for
 * two minutes); together the parts visit every page, as the single loop did.
 */
const PARTS = 3
/** A page's part, from its address alone: the same page falls in the same part whatever else the list holds. */
const partOf = (path: string) => [...path].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) % 997, 7) % PARTS

for (let part = 0; part < PARTS; part++) {
  test(`no page requests anything from another host (part ${part + 1} of ${PARTS})`, async ({ page, request }) => {
    test.setTimeout(180_000)
    const external: string[] = []
    page.on('request', (r) => {
      const url = new URL(r.url())
      if (!['data:', 'blob:'].includes(url.protocol) && !['localhost', '127.0.0.1'].includes(url.hostname)) {
        external.push(`${page.url()} -> ${r.url()}`)
      }
    })
    // The sitemap's pages shared out by address; the pages outside it (their setup logs in and subscribes,
    // once per worker) all in the first part.
    const pages = [...(await publicPages(request)).filter(({ path }) => partOf(path) === part), ...(part === 0 ? await pagesOutside(request) : [])]
    expect(pages.length).toBeGreaterThan(3)
    for (const { path, status = 200 } of pages) {
      const response = await page.goto(path, { waitUntil: 'networkidle' })
      expect(response!.status(), path).toBe(status)
      expect(await response!.text(), `${path}: o HTML dos visitantes, com os scripts adiados`).not.toMatch(EAGER_SCRIPT_TAG)
    }
    expect(external).toEqual([])
  })
}
