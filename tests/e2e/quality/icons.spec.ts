import { expect, test } from '../fixtures'

/*
 * Icons are `<use>` references into one sprite file (src/ui/icons.tsx): the served HTML and its flight data
 * carry no icon drawings, and in the browser every reference resolves to a drawn symbol (a sprite that
 * failed to load, or a name missing from it, draws nothing: an empty box where the icon should be).
 */
test.describe('icons from the sprite', () => {
  test('the home draws every icon from the sprite, and the document carries no icon paths', async ({ page, request }) => {
    const html = await (await request.get('/', { headers: { accept: 'text/html' } })).text()
    const uses = [...html.matchAll(/<use href="([^"#]+\.svg)#(\w+)"/g)]
    expect(uses.length).toBeGreaterThan(20)
    // One sprite file, fingerprinted by the build.
    const files = [...new Set(uses.map((m) => m[1] ?? ''))]
    expect(files).toHaveLength(1)
    const [file = ''] = files
    expect(file).toMatch(/^\/_next\/static\/media\//)
    // lucide-react's own icons put their drawings (and its icon component) into the page; none is left.
    expect(html).not.toMatch(/lucide/)
    const sprite = await request.get(file)
    expect(sprite.status()).toBe(200)
    expect(sprite.headers()['content-type']).toContain('image/svg+xml')
    expect(sprite.headers()['cache-control']).toContain('immutable')

    await page.goto('/')
    const sizes = () =>
      page.locator('svg > use').evaluateAll((nodes) =>
        nodes.map((node) => {
          const box = (node as SVGUseElement).getBBox()
          // (An icon of a control hidden at this width, such as the phone menu's, draws nothing.)
          const shown = node.parentElement?.checkVisibility() ?? false
          return { href: node.getAttribute('href'), shown, drawn: box.width > 0 && box.height > 0 }
        }),
      )
    await expect.poll(async () => (await sizes()).filter((icon) => icon.shown && !icon.drawn), { timeout: 10_000 }).toEqual([])
    const icons = await sizes()
    // (Controls drawn after hydration, such as the carousel's, add their own.)
    expect(icons.length).toBeGreaterThanOrEqual(uses.length)
    expect(icons.filter((icon) => icon.shown).length).toBeGreaterThan(20)
  })
})
