#!/usr/bin/env node
/**
 * `npm test`: unit and integration tests (Vitest), then browser tests (Playwright) against the production
 * build on a fresh database. Installs Debian's Chromium with apt-get when it is missing; never downloads a
 * browser of its own.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const bin = (name) => path.join(root, 'node_modules', '.bin', name)

function run(command, args, env = process.env) {
  console.log(`\n$ ${[command, ...args].map((a) => path.relative(root, a) || a).join(' ')}`)
  const result = spawnSync(command, args, { cwd: root, env, stdio: 'inherit' })
  return result.status ?? 1
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
let failed = 0

if (only !== 'e2e' && only !== 'postgres') {
  // A throwaway Redis server for the tests of the optional Redis rate-limit store (REDIS_URL).
  const { startThrowawayRedis } = await import('./redis.mjs')
  const redis = await startThrowawayRedis()
  process.on('exit', redis.stop)
  failed += run(bin('vitest'), ['run'], { ...process.env, TEST_REDIS_URL: redis.url }) === 0 ? 0 : 1
  redis.stop()
}

// The integration suite once more on a real PostgreSQL server (a throwaway cluster, removed afterwards).
if (only !== 'e2e' && only !== 'unit' && process.env.SKIP_POSTGRES !== '1') {
  const { startThrowawayPostgres } = await import('./postgres.mjs')
  const pg = await startThrowawayPostgres()
  process.on('exit', pg.stop)
  console.log(`\nPostgreSQL de teste em ${pg.url}`)
  failed += run(bin('vitest'), ['run', 'tests/integration'], { ...process.env, TEST_POSTGRES_URL: pg.url }) === 0 ? 0 : 1
  pg.stop()
}

if (only !== 'unit' && only !== 'postgres') {
  await ensureChromium()
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-e2e-'))
  const port = process.env.E2E_PORT ?? '3100'
  const env = {
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
  failed += run(bin('playwright'), ['test', ...process.argv.slice(3)], env) === 0 ? 0 : 1
  fs.rmSync(dataDir, { recursive: true, force: true })
}

process.exit(failed ? 1 : 0)
