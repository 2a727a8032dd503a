import { chromium } from '/work/main/node_modules/playwright/index.mjs'
const base = process.argv[2]
const paths = process.argv.slice(3)
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' })
for (const width of [375, 1280]) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 } })
  await ctx.addCookies([{ name: 'cookie_consent', value: 'v1.essential', url: base }])
  const page = await ctx.newPage()
  for (const p of paths) {
    await page.goto(base + p, { waitUntil: 'networkidle' })
    const name = p.replace(/[^a-z0-9]+/gi, '_') || 'home'
    const sel = p.includes('#') ? p.split('#')[1] : null
    if (sel) await page.locator('#' + sel).screenshot({ path: `/tmp/shots/${name}-${width}.png` })
    else await page.screenshot({ path: `/tmp/shots/${name}-${width}.png`, fullPage: true })
  }
  await ctx.close()
}
await browser.close()
