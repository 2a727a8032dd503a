import fs from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

import { expect, test } from '@playwright/test'

import { publicPages } from './public-pages'

const BUDGET_ABOVE_FLOOR = 25 * 1024
const distDir = path.resolve(process.env.NEXT_DIST_DIR ?? '.next')
const FORBIDDEN = /@payloadcms\/(ui|richtext-lexical)|LexicalComposer|js\.stripe\.com|payload-admin|\bStripe\(/

const gzipSize = (file: string) => gzipSync(fs.readFileSync(path.join(distDir, file))).length

/** The framework's own floor: the chunks Next loads on every page of this build (build-manifest rootMainFiles). */
function frameworkFloor() {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8'))
  const files: string[] = manifest.rootMainFiles
  return { files, bytes: files.reduce((sum, file) => sum + gzipSize(file), 0) }
}

test('first-load JavaScript stays within 25 KB above the framework floor, with no CMS, editor or Stripe code', async ({
  request,
  isMobile,
}) => {
  test.skip(isMobile, 'the scripts are the same at every width')
  const floor = frameworkFloor()
  const rows: string[] = []
  const over: string[] = []
  for (const { path: page } of await publicPages(request)) {
    const html = await (await request.get(page)).text()
    const scripts = [...html.matchAll(/<script\b([^>]*)\bsrc="([^"]+)"[^>]*>/g)]
      .filter((m) => !/\bnomodule\b/i.test(m[1] ?? '') && !/nomodule/i.test(m[0]))
      .map((m) => m[2]!.replace(/^\/_next\//, '').split('?')[0]!)
    const total = scripts.reduce((sum, file) => sum + gzipSize(file), 0)
    const code = scripts.map((file) => fs.readFileSync(path.join(distDir, file), 'utf8')).join('\n')
    rows.push(`${page.padEnd(40)} ${(total / 1024).toFixed(1)} KB (+${((total - floor.bytes) / 1024).toFixed(1)} KB)`)
    if (total - floor.bytes > BUDGET_ABOVE_FLOOR) over.push(page)
    expect(code, `${page} loads CMS, editor or Stripe code`).not.toMatch(FORBIDDEN)
  }
  console.log(`Piso do framework: ${(floor.bytes / 1024).toFixed(1)} KB gzip (${floor.files.length} arquivos)\n${rows.join('\n')}`)
  expect(over).toEqual([])
})
