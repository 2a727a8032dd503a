import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createTestPayload, destroyTestPayload } from '../helpers/payload'

/*
 * The operations scripts, run as an operator would (child processes with their own environment):
 * backup and restore on the database kind of this run, and, in the PostgreSQL run, the move of a SQLite
 * site to PostgreSQL.
 */
const root = path.resolve(import.meta.dirname, '../..')
const postgres = process.env.TEST_POSTGRES_URL

let payload: Payload
let dataDir: string

beforeAll(async () => {
  ;({ payload, dataDir } = await createTestPayload())
})
afterAll(async () => destroyTestPayload(payload, dataDir))

function script(file: string, args: string[], env: Record<string, string>) {
  const result = spawnSync(process.execPath, [path.join(root, file), ...args], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'error', PAYLOAD_SECRET: 'test-secret-with-at-least-32-characters!!', ...env },
    encoding: 'utf8',
    timeout: 300_000,
  })
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` }
}

async function newPostgresDatabase(): Promise<string> {
  const { default: pg } = await import('pg')
  const name = `ops_${Math.random().toString(16).slice(2, 10)}`
  const client = new pg.Client({ connectionString: postgres })
  await client.connect()
  await client.query(`CREATE DATABASE "${name}"`)
  await client.end()
  const url = new URL(postgres!)
  url.pathname = `/${name}`
  return url.toString()
}

describe('backup and restore', () => {
  it('restores a backup into an empty database with the same count of every collection', async () => {
    await payload.create({ collection: 'page-templates', data: { name: 'backup-teste', heading: 'Antes do backup' }, overrideAccess: true })
    const backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-backup-'))
    const source = { DATA_DIR: dataDir, DATABASE_URL: process.env.DATABASE_URL! }
    const backup = script('scripts/run-task.mjs', ['scripts/db-backup.ts', 'backup', backupDir], source)
    expect(backup.status, backup.output).toBe(0)
    expect(fs.existsSync(path.join(backupDir, postgres ? 'site.dump' : 'site.db'))).toBe(true)

    const restoredDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-restored-'))
    const target = {
      DATA_DIR: restoredDir,
      DATABASE_URL: postgres ? await newPostgresDatabase() : `file:${path.join(restoredDir, 'site.db')}`,
    }
    const restore = script('scripts/run-task.mjs', ['scripts/db-backup.ts', 'restore', backupDir], target)
    expect(restore.status, restore.output).toBe(0)
    expect(restore.output).toMatch(/restaurado: \d+ coleções com as mesmas contagens/)

    // The restore refuses a backup of the other database kind.
    const otherKind = postgres
      ? { DATA_DIR: restoredDir, DATABASE_URL: `file:${path.join(restoredDir, 'outro.db')}` }
      : { DATA_DIR: restoredDir, DATABASE_URL: 'postgres://ninguem@127.0.0.1:1/nada' }
    const refused = script('scripts/run-task.mjs', ['scripts/db-backup.ts', 'restore', backupDir], otherKind)
    expect(refused.status).not.toBe(0)
    expect(refused.output).toContain('db:migrate-to-postgres')
    for (const dir of [backupDir, restoredDir]) fs.rmSync(dir, { recursive: true, force: true })
  }, 600_000)
})

describe.runIf(postgres)('moving a SQLite site to PostgreSQL', () => {
  it('copies every collection of a seeded SQLite site and refuses a target that is not empty', async () => {
    const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-sqlite-'))
    const sqlite = { DATA_DIR: siteDir, DATABASE_URL: `file:${path.join(siteDir, 'site.db')}`, SEED_DEMO: 'true', ADMIN_EMAIL: 'admin@exemplo.com.br', ADMIN_PASSWORD: 'senha-de-teste-2026!' }
    const prepared = script('scripts/run-task.mjs', ['scripts/prepare.ts'], sqlite)
    expect(prepared.status, prepared.output).toBe(0)

    const target = await newPostgresDatabase()
    const moved = script('scripts/migrate-to-postgres.mjs', ['--to', target], sqlite)
    expect(moved.status, moved.output).toBe(0)
    expect(moved.output).toMatch(/Cópia conferida: \d+ coleções com as mesmas contagens/)
    expect(moved.output).toMatch(/posts\W+14\W+14/)
    // Ids were kept and the id sequences moved past them: a new row gets a fresh id.
    const { default: pg } = await import('pg')
    const client = new pg.Client({ connectionString: target })
    await client.connect()
    try {
      const before = await client.query('SELECT MAX(id) AS max FROM posts')
      const inserted = await client.query("INSERT INTO page_templates (name, heading) VALUES ('depois-da-copia', 'Novo') RETURNING id")
      expect(Number(before.rows[0].max)).toBeGreaterThanOrEqual(14)
      expect(Number(inserted.rows[0].id)).toBeGreaterThan(1)
    } finally {
      await client.end()
    }

    const again = script('scripts/migrate-to-postgres.mjs', ['--to', target], sqlite)
    expect(again.status).not.toBe(0)
    expect(again.output).toContain('não está vazio')
    fs.rmSync(siteDir, { recursive: true, force: true })
  }, 600_000)
})
