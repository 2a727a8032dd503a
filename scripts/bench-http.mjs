#!/usr/bin/env node
/**
 * `npm run bench:http`: requests per second and latency (p50/p99) under autocannon, 50 connections for
 * 15 s per route, with gzip asked as browsers do; then lead submissions, checking that every accepted
 * answer became a stored lead. Load tool and server share this machine's cores. Prints figures; it is
 * not a pass/fail test.
 *
 * By default it starts its own production server (port 3400, build in .next-bench, fresh database) with
 * TRUST_PROXY=true, so that each simulated visitor sends its own X-Forwarded-For address and the
 * per-address limit of the lead form does not answer 429 to the load tool. BENCH_URL measures a server
 * that is already running instead: start it with TRUST_PROXY=true and pass an administrator's login in
 * BENCH_ADMIN_EMAIL and BENCH_ADMIN_PASSWORD (to count the stored leads). BENCH_SECONDS changes the 15 s.
 *
 * Side by side, in the same run: Payload's official website template (bench/payload-website, the site's
 * Payload, Next and React versions, SQLite, seeded; scripts/payload-website.mjs) is built and served on
 * port 3403, and each of its cached pages is measured next to the site's page of the same kind (home,
 * post list, a post), in the order site, template, template, site so that a change of the machine's load
 * during the run falls on both. The figures of each are the mean of its two measurements, and the ratio
 * of requests per second is printed. BENCH_PEER=0 leaves the template out.
 *
 * The same side-by-side runs a second time with wrk (Debian's package, installed when missing), a load tool
 * written in C. autocannon parses every answer in JavaScript, at about 15 µs of CPU per KB of body on this
 * machine, several times what the site's server spends on a cached page (about 50 µs): with both on two
 * cores, autocannon's figures follow the size of the answer more than the server's work. wrk spends far less
 * per answer, so more of the machine goes to the servers being compared; both tables are printed, neither
 * replaces the other. BENCH_WRK=0 leaves wrk out.
 */
import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'

import autocannon from 'autocannon'

import { aptInstall } from './apt.mjs'
import { benchServer, firstDocumentPath } from './bench-server.mjs'
import { parseWrk } from './wrk-report.mjs'
import { startPayloadWebsite } from './payload-website.mjs'

const DURATION = Number(process.env.BENCH_SECONDS ?? 15)
const CONNECTIONS = 50

const run = (opts) =>
  new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: DURATION, ...opts }, (err, result) => (err ? reject(err) : resolve(result)))
  })

// The server this script starts gets a fresh administrator (a random password passes the password policy).
const admin = {
  email: process.env.BENCH_ADMIN_EMAIL || 'bench@agencia-teste.com.br',
  password: process.env.BENCH_ADMIN_PASSWORD || randomBytes(18).toString('base64url'),
}
const peer = process.env.BENCH_PEER === '0' ? null : await startPayloadWebsite({ port: 3403 })
const server = await benchServer({ env: { TRUST_PROXY: 'true', ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password } }).catch(async (error) => {
  await peer?.stop()
  throw error
})
const pageHeaders = { 'accept-encoding': 'gzip', accept: 'text/html' }
const fmt = (n) => String(Math.round(n)).padStart(8)

/** One 15 s measurement of a page with autocannon (after a 2 s warm-up when asked). */
async function measureAutocannon(url, { warmUp = false } = {}) {
  if (warmUp) await run({ url, duration: 2, headers: pageHeaders })
  const r = await run({ url, headers: pageHeaders })
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx }
}

const WRK = '/usr/bin/wrk'
/** The same measurement with wrk: one thread (the other core stays for the server), 50 connections. */
async function measureWrk(url, { warmUp = false } = {}) {
  const args = (seconds) => ['-t1', `-c${CONNECTIONS}`, `-d${seconds}s`, '--latency', '-H', 'Accept-Encoding: gzip', '-H', 'Accept: text/html', url]
  if (warmUp) spawnSync(WRK, args(2), { encoding: 'utf8' })
  const result = spawnSync(WRK, args(DURATION), { encoding: 'utf8' })
  if (result.status !== 0) throw new Error(`wrk falhou em ${url}: ${result.stderr || result.stdout}`)
  return parseWrk(result.stdout)
}
const mean = (a, b) => ({ rps: (a.rps + b.rps) / 2, p50: (a.p50 + b.p50) / 2, p99: (a.p99 + b.p99) / 2, errors: a.errors + b.errors })

/** The site's page and the template's page of the same kind, measured site, template, template, site. */
async function sideBySide(measure, label, sitePath, peerPath) {
  const s1 = await measure(server.url + sitePath, { warmUp: true })
  const p1 = await measure(peer.url + peerPath, { warmUp: true })
  const p2 = await measure(peer.url + peerPath)
  const s2 = await measure(server.url + sitePath)
  const site = mean(s1, s2)
  const template = mean(p1, p2)
  console.log(
    label.padEnd(10),
    sitePath.slice(0, 24).padEnd(24),
    fmt(site.rps),
    fmt(site.p99),
    String(site.errors).padStart(6),
    ' ',
    peerPath.slice(0, 24).padEnd(24),
    fmt(template.rps),
    fmt(template.p99),
    String(template.errors).padStart(6),
    `${(site.rps / template.rps).toFixed(1).replace('.', ',')}×`.padStart(8),
  )
}

/** The three pairs of pages, with one load tool. */
async function sideBySideTable(measure, post, peerPost) {
  console.log('página'.padEnd(10), 'site'.padEnd(24), 'req/s'.padStart(8), 'p99 ms'.padStart(8), 'erros'.padStart(6), ' ', 'template'.padEnd(24), 'req/s'.padStart(8), 'p99 ms'.padStart(8), 'erros'.padStart(6), 'razão'.padStart(8))
  await sideBySide(measure, 'início', '/', '/')
  await sideBySide(measure, 'lista', '/blog', '/posts')
  if (post && peerPost) await sideBySide(measure, 'um post', post, `/posts/${peerPost}`)
  console.log('')
}

/** Counts stored leads through the CMS API, as an administrator; null when that is not possible. */
async function countLeads() {
  const login = await fetch(`${server.url}/cms-api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  })
  if (!login.ok) {
    console.warn(`Não foi possível entrar como ${admin.email} (HTTP ${login.status}): defina BENCH_ADMIN_EMAIL e BENCH_ADMIN_PASSWORD.`)
    return null
  }
  const { token } = await login.json()
  const response = await fetch(`${server.url}/cms-api/leads?limit=1&depth=0`, { headers: { authorization: `JWT ${token}` } })
  return response.ok ? Number((await response.json()).totalDocs) : null
}
try {
  const post = await firstDocumentPath(server.url, 'blog')
  const routes = ['/', '/blog', post, '/templates', '/api/blog-posts'].filter(Boolean)
  console.log(`\nMáquina: ${os.cpus().length} núcleos (${os.cpus()[0]?.model}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`)
  console.log(`autocannon: ${CONNECTIONS} conexões, ${DURATION} s por rota, Accept-Encoding: gzip\n`)
  if (peer) {
    const peerPost = (await (await fetch(`${peer.url}/api/posts?limit=1&depth=0&sort=-publishedAt`)).json()).docs?.[0]?.slug
    console.log('Ao lado do template "website" do Payload (média de 2 medições de cada: site, template, template, site)')
    await sideBySideTable(measureAutocannon, post, peerPost)
    if (process.env.BENCH_WRK !== '0') {
      if (!fs.existsSync(WRK)) aptInstall('wrk')
      console.log(`O mesmo com wrk (em C, 1 thread, ${CONNECTIONS} conexões, ${DURATION} s, Accept-Encoding: gzip)`)
      await sideBySideTable(measureWrk, post, peerPost)
    }
  }
  console.log('rota'.padEnd(44), 'req/s'.padStart(8), 'p50 ms'.padStart(8), 'p99 ms'.padStart(8), 'erros'.padStart(7))
  for (const route of routes) {
    await run({ url: server.url + route, duration: 2, headers: { 'accept-encoding': 'gzip' } }) // warm-up
    const r = await run({ url: server.url + route, headers: { 'accept-encoding': 'gzip', accept: 'text/html' } })
    const errors = r.errors + r.non2xx
    console.log(route.padEnd(44), String(Math.round(r.requests.average)).padStart(8), String(r.latency.p50).padStart(8), String(r.latency.p99).padStart(8), String(errors).padStart(7))
  }

  // Lead submissions: each request comes from its own address (behind the trusted proxy), so the
  // per-client rate limit measures throughput rather than refusing the load tool.
  const before = await countLeads()
  let sent = 0
  const lead = await run({
    url: `${server.url}/api/leads/libras`,
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    requests: [
      {
        setupRequest: (req) => {
          sent += 1
          const n = sent
          return {
            ...req,
            headers: { ...req.headers, 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` },
            body: JSON.stringify({
              nome: `Cliente ${n}`,
              email: `cliente${n}@exemplo.com.br`,
              tipoServico: 'Presencial SP',
              lgpdConsent: true,
              hp_field: '',
            }),
          }
        },
      },
    ],
  })
  const accepted = lead.statusCodeStats?.['201']?.count ?? 0
  // Requests still in flight when the measurement stopped finish on the server without an answer counted.
  await new Promise((resolve) => setTimeout(resolve, 2000))
  const after = await countLeads()
  const refused = Object.entries(lead.statusCodeStats ?? {})
    .filter(([status]) => status !== '201')
    .map(([status, { count }]) => `${count}×${status}`)
  console.log(`\nPOST /api/leads/libras: ${Math.round(lead.requests.average)} req/s, p50 ${lead.latency.p50} ms, p99 ${lead.latency.p99} ms`)
  console.log(`aceitos (201): ${accepted}; recusados: ${refused.join(', ') || 0}; erros de rede: ${lead.errors}`)
  if (before === null || after === null) {
    console.log('gravados: n/d (sem login de administrador não há como contar)')
  } else {
    const stored = after - before
    const lost = Math.max(0, accepted - stored)
    const unanswered = Math.max(0, stored - accepted)
    console.log(`gravados: ${stored} (de ${before} para ${after}); perdidos: ${lost}; gravados sem resposta contada (em andamento no fim): ${unanswered}`)
    if (lost > 0 || unanswered > CONNECTIONS) {
      console.log(`ATENÇÃO: ${accepted} respostas 201 não batem com ${stored} leads gravados.`)
      process.exitCode = 1
    }
  }
} finally {
  await server.stop()
  await peer?.stop()
}
