#!/usr/bin/env node
/**
 * `npm run bench:cluster`: two app servers on one PostgreSQL behind a local load balancer, all on this
 * machine's loopback:
 *
 *   autocannon ──> nginx (round robin) ──> app server A ─┐
 *                                     └──> app server B ─┴──> PostgreSQL (throwaway cluster)
 *
 * It prints (figures, not a pass/fail test):
 *   1. throughput and latency of cached pages through the balancer;
 *   2. how long an edit saved on server A takes to show on A and on B;
 *   3. a mixed run (pages and lead submissions) during which server B is killed (SIGKILL): failed
 *      requests, and lead submissions answered 201 but not stored (the target is none).
 *
 * Debian's postgresql and nginx-light packages are installed with apt-get when missing. The production
 * build goes to .next-bench (built only when the sources changed). Takes about 2 minutes plus the build.
 */
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import autocannon from 'autocannon'

import { aptInstall } from './apt.mjs'
import { freePort, startThrowawayPostgres } from './postgres.mjs'

const root = path.resolve(import.meta.dirname, '..')
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15)
const CONNECTIONS = 50
const admin = { email: 'cluster@agencia-teste.com.br', password: randomBytes(18).toString('base64url') }
const cleanup = []
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

function ensureNginx() {
  if (!fs.existsSync('/usr/sbin/nginx')) aptInstall('nginx-light', 'nginx')
}

async function waitUntilUp(url, child, minutes) {
  const deadline = Date.now() + minutes * 60_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${url}: o processo saiu com código ${child.exitCode}`)
    try {
      if ((await fetch(`${url}/api/health`)).ok) return
    } catch {}
    if (Date.now() > deadline) throw new Error(`${url} não ficou pronto em ${minutes} minutos`)
    await sleep(500)
  }
}

/** A server in a process group of its own, so that killing it also kills what it started (start.mjs → server). */
function startProcess(args, env) {
  const child = spawn(process.execPath, args, { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'], detached: true })
  const killGroup = (signal) => {
    try {
      process.kill(-child.pid, signal)
    } catch {}
  }
  cleanup.push(() => killGroup('SIGKILL'))
  return Object.assign(child, { killGroup })
}

function startNginx(dir, lbPort, upstreams) {
  fs.mkdirSync(path.join(dir, 'tmp'), { recursive: true })
  const conf = `
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 2048; }
http {
  access_log off;
  client_body_temp_path ${dir}/tmp/body;
  proxy_temp_path ${dir}/tmp/proxy;
  fastcgi_temp_path ${dir}/tmp/fastcgi;
  uwsgi_temp_path ${dir}/tmp/uwsgi;
  scgi_temp_path ${dir}/tmp/scgi;
  upstream app {
${upstreams.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=10s;`).join('\n')}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${lbPort};
    location / {
      proxy_pass http://app;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      # The benchmark simulates many visitors: it sends each one's address, which the balancer passes on.
      # A real deployment sets the visitor's address itself: proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-For $http_x_forwarded_for;
      # A server that refuses the connection or dies before answering: try the other one. Nginx never
      # resends a POST that reached a server, so a lead is never submitted twice.
      proxy_next_upstream error timeout http_502;
      proxy_next_upstream_tries 2;
      proxy_connect_timeout 2s;
    }
  }
}
`
  const file = path.join(dir, 'nginx.conf')
  fs.writeFileSync(file, conf)
  const child = spawn('/usr/sbin/nginx', ['-c', file, '-p', dir, '-g', 'daemon off;'], { stdio: 'inherit' })
  cleanup.push(() => child.exitCode === null && child.kill('SIGTERM'))
  return child
}

const load = (opts) =>
  new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: SECONDS, ...opts }, (err, result) => (err ? reject(err) : resolve(result)))
  })

async function login(url) {
  const response = await fetch(`${url}/cms-api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  })
  if (!response.ok) throw new Error(`login em ${url}: HTTP ${response.status}`)
  return { authorization: `JWT ${(await response.json()).token}` }
}

/** Milliseconds from `start` until `url` contains `text` (polled every 50 ms, up to 30 s). */
async function timeUntilShown(url, text, start) {
  while (Date.now() - start < 30_000) {
    const html = await (await fetch(url, { headers: { accept: 'text/html' } })).text()
    if (html.includes(text)) return Date.now() - start
    await sleep(50)
  }
  return null
}

function row(label, r) {
  const failed = r.errors + r.non2xx
  return `${label.padEnd(34)} ${String(Math.round(r.requests.average)).padStart(7)} ${String(r.latency.p50).padStart(7)} ${String(r.latency.p99).padStart(7)} ${String(failed).padStart(7)}`
}

async function main() {
  ensureNginx()
  const pg = await startThrowawayPostgres()
  cleanup.push(pg.stop)
  const databaseUrl = pg.createDatabase('site')
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-cluster-'))
  cleanup.push(() => fs.rmSync(dataDir, { recursive: true, force: true }))
  const [portA, portB, lbPort] = [await freePort(), await freePort(), await freePort()]
  const lb = `http://127.0.0.1:${lbPort}`
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    PAYLOAD_SECRET: randomBytes(32).toString('hex'),
    SITE_URL: `http://localhost:${lbPort}`,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    NEXT_DIST_DIR: '.next-bench',
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'error',
  }

  // Server A prepares the database (migrations, seed) and the build; B serves the same build.
  const a = startProcess(['scripts/start.mjs'], { ...env, PORT: String(portA) })
  await waitUntilUp(`http://127.0.0.1:${portA}`, a, 15)
  const b = startProcess(['server/main.mjs'], { ...env, PORT: String(portB) })
  await waitUntilUp(`http://127.0.0.1:${portB}`, b, 2)
  const nginx = startNginx(fs.mkdtempSync(path.join(os.tmpdir(), 'site-nginx-')), lbPort, [portA, portB])
  for (let i = 0; i < 50; i += 1) {
    try {
      if ((await fetch(`${lb}/api/health`)).ok) break
    } catch {}
    await sleep(100)
  }
  if (nginx.exitCode !== null) throw new Error('o nginx não iniciou')

  console.log(`\nMáquina: ${os.cpus().length} núcleos (${os.cpus()[0]?.model}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`)
  console.log(`PostgreSQL ${pg.psql('SHOW server_version').trim()}, nginx na porta ${lbPort}, servidores A=${portA} e B=${portB}`)
  console.log(`autocannon: ${CONNECTIONS} conexões, ${SECONDS} s por medida, Accept-Encoding: gzip\n`)

  // 1. Cached pages through the balancer.
  console.log('1. Páginas pelo balanceador'.padEnd(34), 'req/s'.padStart(7), 'p50 ms'.padStart(7), 'p99 ms'.padStart(7), 'falhas'.padStart(7))
  for (const route of ['/', '/blog', '/templates']) {
    await load({ url: lb + route, duration: 2, headers: { 'accept-encoding': 'gzip' } })
    console.log(row(route, await load({ url: lb + route, headers: { 'accept-encoding': 'gzip', accept: 'text/html' } })))
  }

  // 2. An edit saved on A, seen on A and on B.
  const headers = await login(`http://127.0.0.1:${portA}`)
  const found = await (await fetch(`http://127.0.0.1:${portA}/cms-api/posts?limit=1&sort=-publishedAt&depth=0`, { headers })).json()
  const post = found.docs[0]
  const marker = `Edição de teste ${Date.now()}`
  const pagePath = `/blog/${post.slug}`
  // Both servers have the post page in their caches before the edit.
  await Promise.all([fetch(`http://127.0.0.1:${portA}${pagePath}`), fetch(`http://127.0.0.1:${portB}${pagePath}`)])
  const start = Date.now()
  const patched = await fetch(`http://127.0.0.1:${portA}/cms-api/posts/${post.id}`, {
    method: 'PATCH',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ excerpt: marker, _status: 'published' }),
  })
  if (!patched.ok) throw new Error(`a edição falhou: HTTP ${patched.status}`)
  const [onA, onB] = await Promise.all([
    timeUntilShown(`http://127.0.0.1:${portA}${pagePath}`, marker, start),
    timeUntilShown(`http://127.0.0.1:${portB}${pagePath}`, marker, start),
  ])
  console.log(`\n2. Edição de um post salva no servidor A (resumo em ${pagePath}):`)
  console.log(`   visível em A em ${onA ?? '> 30 000'} ms; em B em ${onB ?? '> 30 000'} ms`)

  // 3. Pages and lead submissions while B dies.
  const leadsBefore = Number(pg.psql('SELECT count(*) FROM leads', 'site'))
  let sent = 0
  const mixed = load({
    url: lb,
    headers: { 'accept-encoding': 'gzip' },
    requests: [
      { method: 'GET', path: '/' },
      {
        method: 'POST',
        path: '/api/leads/libras',
        setupRequest: (req) => {
          sent += 1
          const n = sent
          return {
            ...req,
            headers: { ...req.headers, 'content-type': 'application/json', accept: 'application/json', 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` },
            body: JSON.stringify({ nome: `Cliente ${n}`, email: `cliente${n}@exemplo.com.br`, tipoServico: 'Presencial SP', lgpdConsent: true, hp_field: '' }),
          }
        },
      },
    ],
  })
  await sleep((SECONDS * 1000) / 2)
  b.killGroup('SIGKILL')
  const killedAt = new Date().toISOString()
  const r = await mixed
  await sleep(2000)
  const accepted = r.statusCodeStats?.['201']?.count ?? 0
  const stored = Number(pg.psql('SELECT count(*) FROM leads', 'site')) - leadsBefore
  const statuses = Object.entries(r.statusCodeStats ?? {})
    .map(([status, { count }]) => `${count}×${status}`)
    .join(', ')
  console.log(`\n3. Páginas e pedidos de orçamento, servidor B morto (SIGKILL) na metade (${killedAt}):`)
  console.log(`   ${Math.round(r.requests.average)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms; respostas: ${statuses}; erros de rede: ${r.errors}`)
  console.log(`   requisições com falha: ${r.errors + r.non2xx} de ${r.requests.total}`)
  console.log(`   leads aceitos (201): ${accepted}; gravados: ${stored}; perdidos (aceitos e não gravados): ${Math.max(0, accepted - stored)}`)
  if (stored > accepted) console.log(`   ${stored - accepted} gravados sem resposta 201 (em andamento no servidor B quando ele morreu, ou no fim da medida)`)
  if (accepted > stored) process.exitCode = 1
}

main()
  .catch((error) => {
    console.error(error)
    process.exitCode = 1
  })
  .finally(() => {
    for (const step of cleanup.reverse()) {
      try {
        step()
      } catch {}
    }
  })
