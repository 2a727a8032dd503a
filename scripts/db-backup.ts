/**
 * Backups of the site's data: the database and the uploaded files.
 *
 *   npm run db:backup [-- <pasta>]       copies, while the site runs, into <pasta> (default
 *                                        backups/<data-e-hora>): the database (SQLite: an online
 *                                        `VACUUM INTO` snapshot; PostgreSQL: `pg_dump --format=custom`),
 *                                        the uploads kept on disk (media/, deliverables/), and a
 *                                        manifest with the count of every collection
 *   npm run db:restore -- <pasta>        puts a backup back into the configured database and data
 *                                        folder (stop the servers first; PostgreSQL: `pg_restore --clean`),
 *                                        then checks the count of every collection against the manifest
 *
 * PostgreSQL needs the client tools (`apt-get install postgresql-client`) of the server's major version
 * or newer. Uploads kept in S3 are not copied: use the bucket's versioning or replication.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

import { env } from '@/lib/env'

type Manifest = { createdAt: string; databaseKind: 'sqlite' | 'postgres'; collections: Record<string, number> }

const UPLOAD_FOLDERS = ['media', 'deliverables']
const sqliteFile = () => path.resolve(env.databaseUrl.replace(/^file:/, ''))

async function counts(payload: Payload): Promise<Record<string, number>> {
  const result: Record<string, number> = {}
  for (const { slug } of payload.config.collections) {
    if (slug === 'payload-locked-documents' || slug === 'payload-migrations') continue
    result[slug] = (await payload.count({ collection: slug, overrideAccess: true })).totalDocs
  }
  return result
}

/** The PostgreSQL tools of the newest installed version (Debian keeps them out of PATH). */
function pgTool(name: string): string {
  const base = '/usr/lib/postgresql'
  const versions = fs.existsSync(base) ? fs.readdirSync(base).sort((a, b) => Number(b) - Number(a)) : []
  const found = versions.map((v) => path.join(base, v, 'bin', name)).find((file) => fs.existsSync(file))
  return found ?? name
}

async function backup(payload: Payload, dir: string) {
  fs.mkdirSync(dir, { recursive: true })
  const manifest: Manifest = { createdAt: new Date().toISOString(), databaseKind: env.databaseKind, collections: await counts(payload) }
  if (env.databaseKind === 'sqlite') {
    const { sql } = await import('@payloadcms/db-sqlite')
    const target = path.join(dir, 'site.db')
    fs.rmSync(target, { force: true })
    const db = (payload.db as unknown as { drizzle: { run(query: unknown): Promise<unknown> } }).drizzle
    await db.run(sql`VACUUM INTO ${target}`)
  } else {
    execFileSync(pgTool('pg_dump'), ['--format=custom', '--no-owner', '--file', path.join(dir, 'site.dump'), env.databaseUrl], { stdio: 'inherit' })
  }
  for (const folder of UPLOAD_FOLDERS) {
    const from = path.join(env.dataDir, folder)
    if (fs.existsSync(from)) fs.cpSync(from, path.join(dir, folder), { recursive: true })
  }
  fs.writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify(manifest, null, 2))
  const total = Object.values(manifest.collections).reduce((a, b) => a + b, 0)
  console.log(`Backup em ${dir}: banco ${env.databaseKind} (${total} documentos) e arquivos enviados.`)
}

/** Restores the database before Payload opens it (SQLite: the file is replaced). */
function restoreDatabase(dir: string, manifest: Manifest) {
  if (manifest.databaseKind !== env.databaseKind) {
    throw new Error(`O backup é de ${manifest.databaseKind} e o banco configurado é ${env.databaseKind}: use npm run db:migrate-to-postgres para trocar de banco.`)
  }
  if (env.databaseKind === 'sqlite') {
    const file = sqliteFile()
    fs.mkdirSync(path.dirname(file), { recursive: true })
    for (const suffix of ['-wal', '-shm']) fs.rmSync(`${file}${suffix}`, { force: true })
    fs.copyFileSync(path.join(dir, 'site.db'), file)
  } else {
    execFileSync(pgTool('pg_restore'), ['--clean', '--if-exists', '--no-owner', '--dbname', env.databaseUrl, path.join(dir, 'site.dump')], { stdio: 'inherit' })
  }
  for (const folder of UPLOAD_FOLDERS) {
    const from = path.join(dir, folder)
    if (fs.existsSync(from)) fs.cpSync(from, path.join(env.dataDir, folder), { recursive: true })
  }
}

/** Exits when done: Payload's PostgreSQL pool keeps a client checked out and never ends by itself. */
async function main() {
  const [mode, folder] = process.argv.slice(2)
  if (mode === 'backup') {
    const dir = path.resolve(folder ?? path.join('backups', new Date().toISOString().replace(/[:.]/g, '-')))
    await backup(await getPayload({ config }), dir)
    return
  }
  if (mode === 'restore' && folder) {
    const dir = path.resolve(folder)
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as Manifest
    restoreDatabase(dir, manifest)
    const now = await counts(await getPayload({ config }))
    const wrong = Object.entries(manifest.collections).filter(([slug, n]) => now[slug] !== n)
    if (wrong.length > 0) throw new Error(`Contagens diferentes depois da restauração: ${wrong.map(([slug, n]) => `${slug} ${now[slug]}≠${n}`).join(', ')}`)
    console.log(`Backup de ${manifest.createdAt} restaurado: ${Object.keys(manifest.collections).length} coleções com as mesmas contagens.`)
    return
  }
  console.error('Uso: npm run db:backup [-- <pasta>]  |  npm run db:restore -- <pasta>')
  process.exit(2)
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  },
)
