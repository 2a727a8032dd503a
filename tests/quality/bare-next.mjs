/**
 * The bare framework page (bench/bare-next: Next's App Router, one heading and one paragraph, the site's
 * Next and React versions), installed, built and served by `next start` exactly as Next ships it. The
 * phone-speed gate and `npm run bench:lighthouse` measure it in the same run as the site's pages, so the
 * site is judged by its distance to the framework on the same machine at the same moment, not by an
 * absolute score that a busy shared machine moves by ten points.
 */
import { spawn, spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..', '..')
export const bareDir = path.join(root, 'bench', 'bare-next')

function run(command, args) {
  const result = spawnSync(command, args, { cwd: bareDir, stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } })
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} falhou (código ${result.status})`)
}

/** The site's and the bare app's versions of the packages that make the framework. */
export function frameworkVersions() {
  const read = (file) => JSON.parse(fs.readFileSync(file, 'utf8')).dependencies
  const site = read(path.join(root, 'package.json'))
  const bare = read(path.join(bareDir, 'package.json'))
  return ['next', 'react', 'react-dom'].map((name) => ({ name, site: site[name], bare: bare[name] }))
}

function sourceStamp() {
  const hash = createHash('sha256')
  for (const file of ['package.json', 'package-lock.json', 'next.config.mjs', 'app/layout.jsx', 'app/page.jsx']) {
    hash.update(file).update(fs.readFileSync(path.join(bareDir, file)))
  }
  return hash.digest('hex')
}

/**
 * Installs (from its own lock file) and builds the bare app when it is missing or changed. `npm install`
 * rather than `npm ci`, as the site itself is installed: the lock holds only the platform packages the
 * registry serves (Linux), and `npm ci` refuses a lock without the macOS and Windows builds of Next's
 * compiler. `npm install` with an up-to-date lock installs exactly the locked versions and leaves the lock alone.
 */
export function prepareBareNext() {
  const mismatch = frameworkVersions().filter((v) => v.site !== v.bare)
  if (mismatch.length) throw new Error(`bench/bare-next usa outras versões: ${mismatch.map((v) => `${v.name} ${v.bare} ≠ ${v.site}`).join(', ')}`)
  const installed = path.join(bareDir, 'node_modules', 'next', 'package.json')
  const wanted = frameworkVersions().find((v) => v.name === 'next').bare
  if (!fs.existsSync(installed) || JSON.parse(fs.readFileSync(installed, 'utf8')).version !== wanted) {
    run('npm', ['install', '--no-audit', '--no-fund'])
  }
  const stampFile = path.join(bareDir, '.next', 'build-stamp')
  const stamp = sourceStamp()
  if (fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === stamp) return
  run(path.join(bareDir, 'node_modules', '.bin', 'next'), ['build'])
  fs.writeFileSync(stampFile, stamp)
}

/** Prepares the bare app and serves it with `next start` on `port`; `stop()` ends the server. */
export async function startBareNext({ port = 3402 } = {}) {
  prepareBareNext()
  const child = spawn(path.join(bareDir, 'node_modules', '.bin', 'next'), ['start', '-p', String(port)], {
    cwd: bareDir,
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  })
  const url = `http://localhost:${port}`
  const deadline = Date.now() + 60_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`o Next mínimo saiu com código ${child.exitCode}`)
    try {
      if ((await fetch(url)).ok) break
    } catch {}
    if (Date.now() > deadline) throw new Error('o Next mínimo não ficou pronto em 60 s')
    await new Promise((r) => setTimeout(r, 300))
  }
  return {
    url: `${url}/`,
    stop: async () => {
      if (child.exitCode !== null) return
      const exited = new Promise((r) => child.once('exit', r))
      process.kill(-child.pid, 'SIGTERM')
      await exited
    },
  }
}
