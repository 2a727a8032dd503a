/**
 * The peer of `npm run bench:http`: Payload's official website template (bench/payload-website, taken
 * from templates/website of payloadcms/payload, branch 3.x) on the site's Payload, Next and React
 * versions, with the SQLite adapter. It is installed from its own lock, built with `next build` as the
 * template ships, served by `next start`, and seeded the way its admin's "Seed your database" button
 * does it (POST /next/seed as the first user), on a fresh database each time. The changes to the
 * template are listed in bench/payload-website/BENCH.md.
 */
import { spawn, spawnSync } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
export const peerDir = path.join(root, 'bench', 'payload-website')
const PEER_SECRET = 'bench-payload-website-secret'

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { cwd: peerDir, stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env } })
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} falhou em bench/payload-website (código ${result.status})`)
}

/** Every file the build depends on, in a stable order. */
function sourceFiles(dir = peerDir, rel = '') {
  const skip = new Set(['node_modules', '.next', 'media', 'robots.txt', 'next-env.d.ts', 'tsconfig.tsbuildinfo'])
  return fs
    .readdirSync(path.join(dir, rel), { withFileTypes: true })
    .filter((e) => !skip.has(e.name) && !e.name.startsWith('sitemap') && !e.name.endsWith('.db'))
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((e) => (e.isDirectory() ? sourceFiles(dir, path.join(rel, e.name)) : [path.join(rel, e.name)]))
}

export function sourceStamp() {
  const hash = createHash('sha256')
  for (const file of sourceFiles()) hash.update(file).update(fs.readFileSync(path.join(peerDir, file)))
  return hash.digest('hex')
}

/**
 * Installs (`npm install` from its lock, as bench/bare-next: the lock holds only the Linux builds of the
 * platform packages the registry serves, which `npm ci` refuses) and builds the template when it is
 * missing or changed. The build renders its static pages from a throwaway empty database.
 */
export function preparePayloadWebsite({ url }) {
  const wanted = JSON.parse(fs.readFileSync(path.join(peerDir, 'package.json'), 'utf8')).dependencies
  const installed = (name) => {
    try {
      return JSON.parse(fs.readFileSync(path.join(peerDir, 'node_modules', name, 'package.json'), 'utf8')).version
    } catch {
      return null
    }
  }
  if (['payload', 'next', '@payloadcms/db-sqlite'].some((name) => installed(name) !== wanted[name])) {
    run('npm', ['install', '--no-audit', '--no-fund'])
  }
  const stampFile = path.join(peerDir, '.next', 'build-stamp')
  const stamp = `${sourceStamp()} ${url}`
  if (fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === stamp) return
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'payload-website-build-'))
  try {
    run('npm', ['run', 'build'], peerEnv(url, dataDir))
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
  fs.writeFileSync(stampFile, stamp)
}

const peerEnv = (url, dataDir) => ({
  DATABASE_URL: `file:${path.join(dataDir, 'payload-website.db')}`,
  PAYLOAD_SECRET: PEER_SECRET,
  NEXT_PUBLIC_SERVER_URL: url,
  PREVIEW_SECRET: PEER_SECRET,
  CRON_SECRET: PEER_SECRET,
})

async function seed(url) {
  const user = { email: 'bench@example.com', password: randomBytes(18).toString('base64url') }
  const registered = await fetch(`${url}/api/users/first-register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(user),
  })
  if (!registered.ok) throw new Error(`template do Payload: primeiro usuário recusado (HTTP ${registered.status}): ${await registered.text()}`)
  const login = await fetch(`${url}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(user) })
  const { token } = await login.json()
  const seeded = await fetch(`${url}/next/seed`, { method: 'POST', headers: { authorization: `JWT ${token}` } })
  if (!seeded.ok) throw new Error(`template do Payload: o seed falhou (HTTP ${seeded.status}): ${await seeded.text()}`)
}

/** Prepares the template, serves it on `port` with a fresh seeded database; `stop()` ends it. */
export async function startPayloadWebsite({ port = 3403 } = {}) {
  const url = `http://localhost:${port}`
  preparePayloadWebsite({ url })
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'payload-website-'))
  // Uploads live in the template's public/media: start from none, as the database does.
  fs.rmSync(path.join(peerDir, 'public', 'media'), { recursive: true, force: true })
  const child = spawn(path.join(peerDir, 'node_modules', '.bin', 'next'), ['start', '-p', String(port)], {
    cwd: peerDir,
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', NODE_OPTIONS: '--no-deprecation', ...peerEnv(url, dataDir) },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  })
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r))
      process.kill(-child.pid, 'SIGTERM')
      await exited
    }
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
  try {
    const deadline = Date.now() + 120_000
    for (;;) {
      if (child.exitCode !== null) throw new Error(`o template do Payload saiu com código ${child.exitCode}`)
      try {
        if ((await fetch(`${url}/api/users/init`)).ok) break
      } catch {}
      if (Date.now() > deadline) throw new Error('o template do Payload não ficou pronto em 2 minutos')
      await new Promise((r) => setTimeout(r, 500))
    }
    await seed(url)
  } catch (error) {
    await stop()
    throw error
  }
  return { url, stop }
}
