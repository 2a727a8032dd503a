import type { Migration, Payload } from 'payload'

import { migrations as sqliteMigrations } from '@/migrations'
import { migrations as postgresMigrations } from '@/migrations-postgres'

/**
 * Runs the committed migrations for the configured database kind. The lists are imported (not read from
 * disk), so it works the same from the start script, the tests and a bundled server. Payload's generated
 * migration type is narrower than `Migration`; the shapes match at run time.
 */
export async function runMigrations(payload: Payload, kind: 'sqlite' | 'postgres'): Promise<void> {
  const migrations = kind === 'postgres' ? postgresMigrations : sqliteMigrations
  await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
}
