#!/usr/bin/env node
/**
 * Screenshots of pages at phone and desktop widths, for looking at what we build.
 * Usage: node scripts/screenshots.mjs [baseURL] [path…]   (PNG files go to ./tmp/screenshots)
 */
import fs from 'node:fs'
import path from 'node:path'

import { chromium } from '@playwright/test'

const [base = 'http://localhost:3000', ...paths] = process.argv.slice(2)
const out = path.resolve('tmp/screenshots')
fs.mkdirSync(out, { recursive: true })
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-gpu'],
})
for (const width of [375, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: width < 500 ? 812 : 800 } })
  for (const p of paths.length ? paths : ['/']) {
    await page.goto(base + p, { waitUntil: 'networkidle' })
    const file = path.join(out, `${p.replace(/\W+/g, '_') || 'home'}-${width}.png`)
    await page.screenshot({ path: file, fullPage: process.env.FULL === '1' })
    console.log(file)
  }
  await page.close()
}
await browser.close()
