/**
 * Starts the production server for a benchmark on its own port, build folder and fresh database
 * (or uses BENCH_URL when given), and stops it afterwards.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')

export async function benchServer({ port = 3400, env = {} } = {}) {
  if (process.env.BENCH_URL) return { url: process.env.BENCH_URL.replace(/\/$/, ''), stop: async () => {} }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-bench-'))
  const url = `http://localhost:${port}`
  const child = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), SITE_URL: url, DATA_DIR: dataDir, NEXT_DIST_DIR: '.next-bench', LOG_LEVEL: 'error', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  // The first start builds the site: on a shared machine under load that takes well over 10 minutes.
  const deadline = Date.now() + 30 * 60_000
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`o servidor saiu com código ${child.exitCode}`)
      try {
        if ((await fetch(`${url}/robots.txt`)).ok) break
      } catch {}
      if (Date.now() > deadline) throw new Error('o servidor não ficou pronto em 30 minutos')
      await new Promise((r) => setTimeout(r, 1000))
    }
  } catch (error) {
    // Not left running (and holding the port) when the benchmark gives up on it.
    if (child.exitCode === null) child.kill('SIGTERM')
    fs.rmSync(dataDir, { recursive: true, force: true })
    throw error
  }
  return {
    url,
    dataDir,
    stop: async () => {
      child.kill('SIGTERM')
      await new Promise((r) => child.once('exit', r))
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

export async function firstDocumentPath(url, kind) {
  const xml = await (await fetch(`${url}/sitemap.xml`)).text()
  return [...xml.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map((m) => m[1]).find((p) => p.startsWith(`/${kind}/`))
}
