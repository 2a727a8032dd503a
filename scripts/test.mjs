#!/usr/bin/env node
/**
 * `npm test`: unit and integration tests (Vitest), then browser tests (Playwright) against the production
 * build on a fresh database. Installs Debian's Chromium with apt-get when it is missing; never downloads a
 * browser of its own.
 *
 * First, side by side: Vitest on SQLite, Vitest's integration suite on PostgreSQL, the production build the
 * browser tests use and the bare Next app the Lighthouse gate compares with. These spend much of their time
 * waiting (on timers, databases, the file system), so on two cores together they take far less than one
 * after the other; each one's output is printed whole when it ends. The browser tests start as soon as the
 * build is ready, while the Vitest suites finish (their output is printed as it comes). The Lighthouse gate
 * runs last, alone, once everything else has ended: it measures the CPU (tests/e2e/stages.mjs).
 *
 * `node scripts/test.mjs unit|postgres|e2e [playwright arguments]` runs one part only.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { BROWSER_PROJECTS, GATE_PROJECT } from '../tests/e2e/stages.mjs'
import { failureLines } from './test-output.mjs'

const root = path.resolve(import.meta.dirname, '..')
const bin = (name) => path.join(root, 'node_modules', '.bin', name)
const shorten = (arg) => (arg === process.execPath ? 'node' : arg.startsWith(`${root}${path.sep}`) ? path.relative(root, arg) : arg)
const show = (command, args) => `$ ${[command, ...args].map(shorten).join(' ')}`

/** Runs a command with the terminal as its output; resolves to its exit status. */
function run(command, args, env = process.env) {
  console.log(`\n${show(command, args)}`)
  const child = spawn(command, args, { cwd: root, env, stdio: 'inherit' })
  return new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)))
}

/** What failed jobs of the first stage printed about their failures, repeated at the very end of the run. */
const failureTails = []
/**
 * Runs a command with its output kept aside (in a file, so no pipe fills up), printed whole when it ends,
 * so that jobs running side by side do not interleave their lines; resolves to its exit status.
 */
function runQuietly(name, command, args, env = process.env) {
  const started = Date.now()
  const logFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'site-test-log-')), 'output.log')
  const fd = fs.openSync(logFile, 'w')
  console.log(`[${name}] começou: ${show(command, args)}`)
  const child = spawn(command, args, { cwd: root, env: process.stdout.isTTY ? { ...env, FORCE_COLOR: '1' } : env, stdio: ['ignore', fd, fd] })
  return new Promise((resolve) =>
    child.on('close', (code) => {
      fs.closeSync(fd)
      const seconds = Math.round((Date.now() - started) / 1000)
      console.log(`\n──────── ${name}: ${code === 0 ? 'ok' : `FALHOU (código ${code})`} em ${seconds} s ────────\n${show(command, args)}`)
      const output = fs.readFileSync(logFile)
      process.stdout.write(output)
      if (code !== 0) failureTails.push({ name, lines: failureLines(output.toString()) })
      fs.rmSync(path.dirname(logFile), { recursive: true, force: true })
      resolve(code ?? 1)
    }),
  )
}

async function ensureChromium() {
  if (fs.existsSync('/usr/bin/chromium')) return
  const { aptInstall } = await import('./apt.mjs')
  try {
    aptInstall('chromium', 'Chromium')
  } catch (error) {
    console.error(error.message)
    process.exit(1)
  }
}

const only = process.argv[2] // optional: 'unit', 'postgres' or 'e2e'
const playwrightArgs = process.argv.slice(3)
const wantUnit = only !== 'e2e' && only !== 'postgres'
const wantPostgres = only !== 'e2e' && only !== 'unit' && process.env.SKIP_POSTGRES !== '1'
const wantE2e = only !== 'unit' && only !== 'postgres'
// The Lighthouse gate runs when the whole browser suite does (a run restricted to specs or projects skips it).
const wantLighthouse = wantE2e && playwrightArgs.length === 0

const stops = []
process.on('exit', () => stops.forEach((stop) => stop()))
/** First stage: the jobs that run side by side. */
const jobs = []
const job = (name, command, args, env = process.env) => jobs.push({ name, command, args, env })

if (wantUnit) {
  // A throwaway Redis server for the tests of the optional Redis rate-limit store (REDIS_URL).
  const { startThrowawayRedis } = await import('./redis.mjs')
  const redis = await startThrowawayRedis()
  stops.push(redis.stop)
  const env = { ...process.env, TEST_REDIS_URL: redis.url }
  job('Vitest (SQLite)', bin('vitest'), ['run'], env)
}

// The integration suite once more on a real PostgreSQL server (a throwaway cluster, removed afterwards).
if (wantPostgres) {
  const { startThrowawayPostgres } = await import('./postgres.mjs')
  const pg = await startThrowawayPostgres()
  stops.push(pg.stop)
  console.log(`PostgreSQL de teste em ${pg.url}`)
  const env = { ...process.env, TEST_POSTGRES_URL: pg.url }
  job('Vitest (PostgreSQL)', bin('vitest'), ['run', 'tests/integration'], env)
}

const BUILD = 'Build de produção (testes no navegador)'
let e2eEnv
let dataDir
if (wantE2e) {
  await ensureChromium()
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-e2e-'))
  const port = process.env.E2E_PORT ?? '3100'
  e2eEnv = {
    ...process.env,
    E2E_PORT: port,
    PORT: port,
    SITE_URL: `http://localhost:${port}`,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    // Parallel runs (several developers on one machine) pick their own port and build folder.
    NEXT_DIST_DIR: process.env.E2E_DIST_DIR ?? '.next-test',
    ADMIN_EMAIL: 'admin@agencia-teste.com.br',
    ADMIN_PASSWORD: 'senha-de-teste-2026!',
    LOG_LEVEL: 'warn',
    // The browser tests log in as the administrator many times from one address.
    LOGIN_ATTEMPTS_PER_ADDRESS: '500',
    // ...and submit the public forms (checkout sessions, newsletter, quotes) from that one address too, in
    // two viewports, retried in CI: room for all of them (the limits themselves have their own tests).
    RATE_LIMIT_SCALE: '20',
    // /teste-de-erro fails on purpose, for the error page's test.
    TEST_ROUTES: 'true',
  }
  // The database and production build the test server (playwright.config.ts: scripts/start.mjs) serves,
  // made now, in the same folders and with the same settings, so that the server finds them ready.
  const buildArgs = [path.join(root, 'scripts', 'start.mjs'), '--build-only']
  job(BUILD, process.execPath, buildArgs, e2eEnv)
  if (wantLighthouse) {
    const script = "import('./tests/quality/bare-next.mjs').then((m) => m.prepareBareNext())"
    job('Next mínimo (referência do Lighthouse)', process.execPath, ['-e', script])
  }
}

const quiet = jobs.length > 1
const started = Date.now()
const running = jobs.map((j) => (quiet ? runQuietly(j.name, j.command, j.args, j.env) : run(j.command, j.args, j.env)))
// The browser tests, from the moment the build they use is ready (without the gate on a whole run).
let browserTests = Promise.resolve(0)
if (wantE2e) {
  const projects = wantLighthouse ? BROWSER_PROJECTS.flatMap((name) => ['--project', name]) : playwrightArgs
  browserTests = running[jobs.findIndex((j) => j.name === BUILD)].then((code) => {
    if (code === 0) return run(bin('playwright'), ['test', ...projects], e2eEnv)
    console.log('\nO build de produção falhou: testes no navegador não executados.')
    return 1
  })
}
const statuses = await Promise.all(running)
const failedJobs = jobs.filter((_, i) => statuses[i] !== 0).map((j) => j.name)
if (quiet) console.log(`\nPrimeira etapa em ${Math.round((Date.now() - started) / 1000)} s${failedJobs.length ? `; falharam: ${failedJobs.join(', ')}` : ''}`)
let failed = failedJobs.length

if (wantE2e) {
  const browserStatus = await browserTests
  if (!failedJobs.includes(BUILD)) failed += browserStatus === 0 ? 0 : 1
  // The gate, as Playwright runs a project whose dependencies failed: not at all.
  if (wantLighthouse && browserStatus === 0) {
    failed += (await run(bin('playwright'), ['test', '--project', GATE_PROJECT, '--no-deps'], e2eEnv)) === 0 ? 0 : 1
  } else if (wantLighthouse) console.log('\nTestes no navegador falharam: o gate do Lighthouse não foi executado.')
  fs.rmSync(dataDir, { recursive: true, force: true })
}

for (const { name, lines } of failureTails) console.log(`\n──────── resumo: ${name} FALHOU ────────\n${lines.join('\n')}`)
process.exit(failed ? 1 : 0)
