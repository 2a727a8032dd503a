#!/usr/bin/env node
/**
 * `npm start`: prepares the database (migrations, first administrator, demo content), builds the
 * production bundle when the sources changed since the last build, then serves it on PORT (3000).
 */
import { spawn, spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const bin = (name) => path.join(root, 'node_modules', '.bin', name)
const env = { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' }
const distDir = process.env.NEXT_DIST_DIR || '.next'
const stampFile = path.join(root, distDir, 'build-stamp')

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, env, stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

/** Runs a TypeScript script through run-ts.mjs, retrying the rare Node 20 import stall (exit 75). */
function runScript(script) {
  for (let attempt = 1; ; attempt += 1) {
    const result = spawnSync(process.execPath, [path.join(root, 'scripts', 'run-ts.mjs'), script], {
      cwd: root,
      env,
      stdio: 'inherit',
    })
    if (result.status === 0) return
    if (result.status !== 75 || attempt === 6) process.exit(result.status ?? 1)
  }
}

function* files(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* files(full)
    else yield full
  }
}

/** A fingerprint of everything the build depends on, including the settings baked into static pages. */
function buildFingerprint() {
  const hash = createHash('sha256')
  const inputs = ['src', 'public'].flatMap((dir) => [...files(path.join(root, dir))]).sort()
  inputs.push(...['next.config.ts', 'package-lock.json', 'tsconfig.json', 'postcss.config.mjs'].map((f) => path.join(root, f)))
  for (const file of inputs) {
    if (!fs.existsSync(file)) continue
    hash.update(path.relative(root, file)).update(fs.readFileSync(file))
  }
  for (const key of ['SITE_URL', 'BRAND_NAME', 'NEXT_DIST_DIR']) hash.update(`${key}=${env[key] ?? ''}`)
  return hash.digest('hex')
}

/**
 * tsconfig.json includes the route types Next generates in every build folder (`.next`, `.next-test`…), and
 * `next build` type-checks them all: those of another folder, left from an older version of the routes,
 * would fail this build. They are only generated files, made again by that folder's next build.
 */
function removeOtherBuildsTypes() {
  for (const entry of fs.readdirSync(root, { withFileTypes: true })) {
    if (!entry.isDirectory() || !entry.name.startsWith('.next') || entry.name === distDir) continue
    for (const types of ['types', path.join('dev', 'types')]) fs.rmSync(path.join(root, entry.name, types), { recursive: true, force: true })
  }
}

runScript('scripts/prepare.ts')

// Data Next cached from the database on an earlier run or during the build: the database may since have
// been restored or replaced (and each test run has a new one), so the build and the server start without it.
const dropDataCache = () => fs.rmSync(path.join(root, distDir, 'cache', 'fetch-cache'), { recursive: true, force: true })
dropDataCache()

const fingerprint = buildFingerprint()
const built = fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === fingerprint
if (built && process.env.FORCE_BUILD !== '1') {
  console.log('Build de produção em dia: nada a compilar.')
} else {
  console.log('Gerando o build de produção (next build)...')
  removeOtherBuildsTypes()
  run(bin('next'), ['build'])
  fs.writeFileSync(stampFile, fingerprint)
}

dropDataCache()

// `--build-only`: the database and the build made ready, nothing served (npm test prepares the browser
// tests' server this way while its other tests run).
if (process.argv.includes('--build-only')) process.exit(0)

const port = process.env.PORT || '3000'
const server = spawn(process.execPath, [path.join(root, 'server', 'main.mjs')], {
  cwd: root,
  env: { ...env, PORT: port },
  stdio: 'inherit',
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)))
