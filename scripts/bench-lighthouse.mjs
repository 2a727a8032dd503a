#!/usr/bin/env node
/**
 * `npm run bench:lighthouse`: the per-route Lighthouse table (mobile preset, default simulated
 * throttling, median of 3, measured as the budget test measures: tests/quality/lighthouse-gate.mjs) and
 * each page's first-load JavaScript against the framework floor. Prints figures; the budgets themselves
 * are enforced by `npm test` (tests/e2e/quality).
 *
 * By default it builds into .next-bench and starts its own server on port 3401 with a fresh database.
 * BENCH_URL measures a server that is already running instead; then NEXT_DIST_DIR must name the build
 * folder that server serves (default .next), for the JavaScript sizes.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { createChunkReader, kb, scriptFiles } from '../tests/quality/javascript-bytes.mjs'
import { formatLighthouseTable, lighthouseGate, RUNS } from '../tests/quality/lighthouse-gate.mjs'
import { pagesFromSitemap } from '../tests/quality/public-pages.mjs'
import { benchServer } from './bench-server.mjs'

const distDir = path.resolve(process.env.BENCH_URL ? (process.env.NEXT_DIST_DIR ?? '.next') : '.next-bench')

const server = await benchServer({ port: 3401 })
try {
  const pages = pagesFromSitemap(await (await fetch(`${server.url}/sitemap.xml`)).text(), { sample: true })
  const chunks = createChunkReader(distDir)
  const floor = chunks.bytes(scriptFiles(fs.readFileSync(path.join(distDir, 'server', 'app', '_global-error.html'), 'utf8')))
  const js = new Map()
  for (const { path: page } of pages) js.set(page, chunks.bytes(scriptFiles(await (await fetch(`${server.url}${page}`)).text())))

  console.log(`\nMáquina: ${os.cpus().length} núcleos (${os.cpus()[0]?.model}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`)
  console.log(`Piso do framework (página de erro global): ${kb(floor)} gzip`)
  const { rows, failures } = await lighthouseGate(server.url, pages)
  console.log(`\nLighthouse 13, perfil móvel, throttling simulado padrão, mediana de ${RUNS} execuções`)
  console.log(formatLighthouseTable(rows, (r) => `  JS ${kb(js.get(r.path))} (+${kb(js.get(r.path) - floor)})`))
  if (failures.length) console.log(`\nAbaixo do orçamento:\n  ${failures.join('\n  ')}`)
} finally {
  await server.stop()
}
