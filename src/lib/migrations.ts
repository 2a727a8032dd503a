import type { Migration, Payload } from 'payload'

import { migrations as sqliteMigrations } from '@/migrations'

/**
 * Runs the committed migrations for the configured database kind. The list is imported (not read from
 * disk), so it works the same from the start script, the tests and a bundled server.
 */
export async function runMigrations(payload: Payload, kind: 'sqlite' | 'postgres'): Promise<void> {
  if (kind === 'postgres') {
    const { migrations } = await import('@/migrations-postgres')
    await payload.db.migrate({ migrations })
    return
  }
  // Payload's generated migration type is narrower than `Migration`; the shapes match at run time.
  await payload.db.migrate({ migrations: sqliteMigrations as unknown as Migration[] })
}
