#!/usr/bin/env node
/**
 * `npm run bench:lighthouse`: the per-route Lighthouse table (mobile, median of 3) and each page's
 * first-load JavaScript against the framework floor. Prints figures; the budgets themselves are
 * enforced by `npm test` (tests/e2e/quality). Set BENCH_URL to measure a running server.
 */
import fs from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

import { launchChrome, median, runLighthouse } from '../tests/quality/lighthouse-runner.mjs'
import { benchServer } from './bench-server.mjs'

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3)
const distDir = path.resolve(process.env.BENCH_URL ? (process.env.NEXT_DIST_DIR ?? '.next') : '.next-bench')
const gz = (file) => gzipSync(fs.readFileSync(path.join(distDir, file))).length

const server = await benchServer({ port: 3401 })
const chrome = await launchChrome()
try {
  const xml = await (await fetch(`${server.url}/sitemap.xml`)).text()
  const all = [...xml.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map((m) => m[1] || '/')
  const docs = ['blog', 'cases', 'templates'].map((k) => all.find((p) => p.startsWith(`/${k}/`))).filter(Boolean)
  const pages = [...all.filter((p) => !/^\/(blog|cases|templates)\/./.test(p)), ...docs, '/payment-success', '/payment-canceled', '/servicos/libras']

  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8'))
  const floor = manifest.rootMainFiles.reduce((sum, f) => sum + gz(f), 0)
  console.log(`\nPiso do framework (rootMainFiles): ${(floor / 1024).toFixed(1)} KB gzip`)
  console.log(`Lighthouse 13, perfil móvel com throttling simulado, mediana de ${RUNS}\n`)
  console.log('rota'.padEnd(40), 'Perf', ' A11y', '  BP', ' SEO', '   LCP', '  TBT', '  JS gzip', 'acima do piso')
  await runLighthouse(`${server.url}/`, chrome.port)
  for (const page of pages) {
    const runs = []
    for (let i = 0; i < RUNS; i += 1) runs.push(await runLighthouse(`${server.url}${page}`, chrome.port))
    const html = await (await fetch(`${server.url}${page}`)).text()
    const scripts = [...html.matchAll(/<script\b[^>]*\bsrc="\/_next\/([^"?]+)[^"]*"[^>]*>/g)].filter((m) => !/nomodule/i.test(m[0])).map((m) => m[1])
    const js = scripts.reduce((sum, f) => sum + gz(f), 0)
    const m = (k) => median(runs.map((r) => r[k]))
    console.log(
      page.padEnd(40),
      String(m('performance')).padStart(4),
      String(m('accessibility')).padStart(5),
      String(m('bestPractices')).padStart(4),
      String(m('seo')).padStart(4),
      `${m('lcpMs')}ms`.padStart(7),
      `${m('tbtMs')}ms`.padStart(6),
      `${(js / 1024).toFixed(1)} KB`.padStart(9),
      `+${((js - floor) / 1024).toFixed(1)} KB`.padStart(10),
    )
  }
} finally {
  await chrome.kill()
  await server.stop()
}
