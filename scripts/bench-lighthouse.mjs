#!/usr/bin/env node
/**
 * `npm run bench:lighthouse`: the site's public routes side by side with Next's bare page (bench/bare-next,
 * same Next and React), in one run, interleaved round by round, median of 5 with no run discarded
 * (tests/quality/lighthouse-gate.mjs). Prints per route performance, FCP, LCP, TBT, script and document
 * bytes as transferred, and the difference to the bare page. Prints figures; the gate is `npm test`'s.
 *
 * By default it builds into .next-bench and starts its own server on port 3401 with a fresh database;
 * BENCH_URL measures a server that is already running instead. The bare page is served on port 3402.
 */
import os from 'node:os'

import { startBareNext } from '../tests/quality/bare-next.mjs'
import { formatSideBySide, judge, measureSideBySide, ROUNDS } from '../tests/quality/lighthouse-gate.mjs'
import { pagesFromSitemap } from '../tests/quality/public-pages.mjs'
import { benchServer } from './bench-server.mjs'

const server = await benchServer({ port: 3401 })
const bare = await startBareNext({ port: 3402 })
try {
  const only = process.env.BENCH_PATHS?.split(',')
  const pages = pagesFromSitemap(await (await fetch(`${server.url}/sitemap.xml`)).text(), { sample: true }).filter(
    (p) => !only || only.includes(p.path),
  )
  console.log(`\nMáquina: ${os.cpus().length} núcleos (${os.cpus()[0]?.model}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`)
  const measured = await measureSideBySide({ bareUrl: bare.url, baseUrl: server.url, pages, quality: process.env.BENCH_QUALITY !== '0' })
  console.log(`\nLighthouse 13, perfil móvel, throttling simulado padrão, mediana de ${ROUNDS} rodadas intercaladas`)
  console.log(formatSideBySide(measured))
  if (process.env.BENCH_BREAKDOWN === '1') {
    for (const r of [measured.bare, ...measured.rows]) console.log(`${r.path}: ${JSON.stringify(r.mainThread)}`)
  }
  const failures = judge(measured)
  if (failures.length) console.log(`\nFora do orçamento:\n  ${failures.join('\n  ')}`)
} finally {
  await bare.stop()
  await server.stop()
}
