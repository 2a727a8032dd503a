import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj } from 'payload'

import type { Env } from './env'

const srcDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** Folders of committed migrations, one per database kind (their SQL differs). */
export const migrationDirs = {
  sqlite: path.join(srcDir, 'migrations'),
  postgres: path.join(srcDir, 'migrations-postgres'),
} as const

/**
 * SQLite file by default; a `postgres://` URL selects PostgreSQL. Schema changes only ever go through
 * committed migrations (`push: false`), in development too, so both kinds stay in step.
 */
export function databaseAdapter(env: Pick<Env, 'databaseKind' | 'databaseUrl'>): DatabaseAdapterObj {
  if (env.databaseKind === 'postgres') {
    return postgresAdapter({
      pool: { connectionString: env.databaseUrl },
      migrationDir: migrationDirs.postgres,
      push: false,
    })
  }
  const file = env.databaseUrl.replace(/^file:/, '')
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true })
  return sqliteAdapter({
    client: { url: env.databaseUrl },
    migrationDir: migrationDirs.sqlite,
    push: false,
    wal: { synchronous: 'NORMAL' },
    busyTimeout: 10_000,
  })
}
