import type { Env } from './env'

/**
 * Runs `work` while holding a lock that every app server shares, so that servers starting together on one
 * PostgreSQL database apply the migrations and the seed one after the other, never at the same time.
 * The lock is PostgreSQL's session advisory lock, held on a connection of its own and released when
 * `work` ends (or when that connection drops). SQLite serves one machine: no lock is needed there.
 */
export async function withDatabaseLock<T>(env: Pick<Env, 'databaseKind' | 'databaseUrl'>, name: string, work: () => Promise<T>): Promise<T> {
  if (env.databaseKind !== 'postgres') return work()
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: env.databaseUrl })
  await client.connect()
  try {
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [name])
    return await work()
  } finally {
    await client.query('SELECT pg_advisory_unlock(hashtext($1))', [name]).catch(() => undefined)
    await client.end()
  }
}
