/**
 * A throwaway PostgreSQL server for tests and benchmarks: Debian's `postgresql` package (installed with
 * apt-get when missing), a cluster in a temporary folder, listening on loopback only, removed by `stop()`.
 *
 *   const pg = await startThrowawayPostgres()
 *   pg.url          // postgres://postgres@127.0.0.1:<port>/postgres
 *   await pg.createDatabase('site')  // → its URL
 *   pg.stop()
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { aptInstall } from './apt.mjs'

const isRoot = process.getuid?.() === 0

function postgresBin() {
  const base = '/usr/lib/postgresql'
  if (!fs.existsSync(base)) return null
  const versions = fs
    .readdirSync(base)
    .filter((v) => fs.existsSync(path.join(base, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a))
  return versions[0] ? path.join(base, versions[0], 'bin') : null
}

/** Installs Debian's postgresql package when no server binaries are present; returns their folder. */
export function ensurePostgresInstalled() {
  const found = postgresBin()
  if (found) return found
  aptInstall('postgresql', 'PostgreSQL')
  const bin = postgresBin()
  if (!bin) throw new Error('O pacote postgresql foi instalado, mas initdb não foi encontrado.')
  return bin
}

/** A free TCP port on loopback. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

/** PostgreSQL refuses to run as root: as root, the server runs as the package's `postgres` user. */
function asServerUser(bin, args, options = {}) {
  const command = isRoot ? 'runuser' : bin
  const argv = isRoot ? ['-u', 'postgres', '--', bin, ...args] : args
  return execFileSync(command, argv, { stdio: ['ignore', 'pipe', 'pipe'], ...options })
}

export async function startThrowawayPostgres({ port } = {}) {
  const bin = ensurePostgresInstalled()
  const listenPort = port ?? (await freePort())
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-pg-'))
  fs.chmodSync(dir, 0o700)
  if (isRoot) execFileSync('chown', ['postgres:postgres', dir])
  const dataDir = path.join(dir, 'data')
  asServerUser(path.join(bin, 'initdb'), ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8'])
  // Durability is irrelevant for a throwaway cluster: skipping fsync keeps the tests fast.
  const serverOptions = `-p ${listenPort} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300`
  asServerUser(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-o', serverOptions, '-l', path.join(dir, 'server.log'), '-w', '-t', '60', 'start'])
  const url = `postgres://postgres@127.0.0.1:${listenPort}/postgres`
  let stopped = false
  const stop = () => {
    if (stopped) return
    stopped = true
    try {
      asServerUser(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', '-w', 'stop'])
    } catch {
      // already gone
    }
    fs.rmSync(dir, { recursive: true, force: true })
  }
  const psql = (sql, database = 'postgres') =>
    execFileSync(path.join(bin, 'psql'), ['-h', '127.0.0.1', '-p', String(listenPort), '-U', 'postgres', '-d', database, '-v', 'ON_ERROR_STOP=1', '-qAtc', sql], {
      encoding: 'utf8',
    })
  const createDatabase = (name) => {
    psql(`CREATE DATABASE "${name}"`)
    return url.replace(/\/postgres$/, `/${name}`)
  }
  return { url, port: listenPort, bin, dir, stop, psql, createDatabase }
}
