import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'

/**
 * A Payload instance on a throwaway database, migrated with the committed migrations: a SQLite file by
 * default, or, when `TEST_POSTGRES_URL` names a PostgreSQL server (npm test sets it for its second
 * integration run), a database of its own on that server. Call it once per test file (Vitest runs each
 * file in its own process), before anything imports the config.
 */
export async function createTestPayload(extraEnv: Record<string, string> = {}): Promise<{ payload: Payload; dataDir: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-test-'))
  const postgres = process.env.TEST_POSTGRES_URL
  const databaseUrl = postgres ? await createPostgresDatabase(postgres) : `file:${path.join(dataDir, 'test.db')}`
  Object.assign(process.env, {
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    PAYLOAD_SECRET: 'test-secret-with-at-least-32-characters!!',
    LOG_LEVEL: 'warn',
    ...extraEnv,
  })
  const { default: config } = await import('@/payload.config')
  const { getPayload } = await import('payload')
  const payload = await getPayload({ config })
  const { runMigrations } = await import('@/lib/migrations')
  await runMigrations(payload, postgres ? 'postgres' : 'sqlite')
  return { payload, dataDir }
}

export async function destroyTestPayload(payload: Payload, dataDir: string): Promise<void> {
  // Payload's PostgreSQL adapter keeps one pool client checked out for good (its reconnect watch), so the
  // pool never finishes ending: end it without waiting; dropping the database closes the connections.
  const pool = (payload.db as { pool?: { end(): Promise<void>; on(event: 'error', listener: () => void): void } }).pool
  pool?.on('error', () => {})
  void pool?.end().catch(() => {})
  await payload.destroy()
  fs.rmSync(dataDir, { recursive: true, force: true })
  const postgres = process.env.TEST_POSTGRES_URL
  if (postgres) await dropPostgresDatabase(postgres, process.env.DATABASE_URL ?? '')
}

/** Creates an empty database for one test file on the test server; returns its URL. */
async function createPostgresDatabase(serverUrl: string): Promise<string> {
  const name = `test_${randomBytes(6).toString('hex')}`
  await withClient(serverUrl, (client) => client.query(`CREATE DATABASE "${name}"`))
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return url.toString()
}

async function dropPostgresDatabase(serverUrl: string, databaseUrl: string): Promise<void> {
  const name = new URL(databaseUrl).pathname.slice(1)
  if (!/^test_[0-9a-f]+$/.test(name)) return
  await withClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`))
}

async function withClient<T>(url: string, work: (client: import('pg').Client) => Promise<T>): Promise<T> {
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}
