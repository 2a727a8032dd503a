import fs from 'node:fs'
import path from 'node:path'


import { expect, test } from '../fixtures'
import { createChunkReader, forbiddenChunks, kb, scriptFiles } from '../../quality/javascript-bytes.mjs'
import { publicPages } from './public-pages'

const BUDGET_ABOVE_FLOOR = 25 * 1024
const distDir = path.resolve(process.env.NEXT_DIST_DIR ?? '.next')

/**
 * The framework's floor, measured on a real page of this build: the global error page, which Next
 * builds with nothing of ours but a 20-line component without imports. (Every other page of the app
 * carries the site's shell; the admin carries Payload.)
 */
function frameworkFloor() {
  const html = fs.readFileSync(path.join(distDir, 'server', 'app', '_global-error.html'), 'utf8')
  return scriptFiles(html)
}

test('first-load JavaScript stays within 25 KB above the framework floor, with no CMS, editor or Stripe code', async ({
  request,
}) => {
  const chunks = createChunkReader(distDir)
  const floorFiles = frameworkFloor()
  const floor = chunks.bytes(floorFiles)
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8'))
  const rootMain = chunks.bytes(manifest.rootMainFiles)

  // The chunks that carry the CMS's, the editor's or Stripe's modules (from Next's client manifests).
  const forbidden = forbiddenChunks(distDir)
  // The checks below can fail: the admin's login page does load such chunks, and the markers that
  // survive minification do find that code.
  const adminFiles = scriptFiles(await (await request.get('/admin/login')).text())
  expect(adminFiles.filter((file) => forbidden.has(file)).length).toBeGreaterThan(0)
  expect(chunks.markers(adminFiles).length).toBeGreaterThan(0)

  const rows: string[] = []
  const problems: string[] = []
  for (const { path: page } of await publicPages(request)) {
    const files = scriptFiles(await (await request.get(page)).text())
    const total = chunks.bytes(files)
    rows.push(`${page.padEnd(48)} ${kb(total).padStart(9)}  +${kb(total - floor)}`)
    if (total - floor > BUDGET_ABOVE_FLOOR) problems.push(`${page}: ${kb(total - floor)} acima do piso`)
    for (const file of files.filter((f) => forbidden.has(f))) problems.push(`${page} carrega ${file}, com ${forbidden.get(file)}`)
    for (const marker of chunks.markers(files)) problems.push(`${page} carrega código do CMS, do editor ou da Stripe: ${marker}`)
  }
  console.log(
    [
      `Piso do framework (página de erro global, ${floorFiles.length} scripts): ${kb(floor)} gzip; rootMainFiles: ${kb(rootMain)}`,
      `Admin (/admin/login): ${kb(chunks.bytes(adminFiles))} gzip; ${forbidden.size} chunks do build com código do CMS, do editor ou da Stripe`,
      ...rows,
    ].join('\n'),
  )
  expect(problems).toEqual([])
})
