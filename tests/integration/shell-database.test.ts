import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { createTestPayload, destroyTestPayload } from '../helpers/payload'

vi.mock('next/cache', () => ({ revalidateTag: () => undefined }))

type LibsqlClient = { execute(sql: string): Promise<{ rows: Record<string, unknown>[] }> }

/* The SQLite database the app's config opens (src/lib/database.ts) runs in WAL mode. */
describe.skipIf(Boolean(process.env.TEST_POSTGRES_URL))('SQLite database', () => {
  let payload: Payload
  let dataDir: string

  beforeAll(async () => {
    ;({ payload, dataDir } = await createTestPayload())
  })
  afterAll(async () => destroyTestPayload(payload, dataDir))

  it('is in WAL mode (readers do not wait for the writer)', async () => {
    const client = (payload.db as unknown as { client: LibsqlClient }).client
    const { rows } = await client.execute('PRAGMA journal_mode')
    expect(String(rows[0]?.journal_mode).toLowerCase()).toBe('wal')
    // Writes go to the write-ahead log beside the database file.
    await payload.create({ collection: 'testimonials', data: { name: 'Ana', role: 'Sócia', company: 'Ateliê Ana', content: 'Ótimo.', rating: '5' }, overrideAccess: true, context: { disableRevalidate: true } })
    expect(fs.existsSync(path.join(dataDir, 'test.db-wal'))).toBe(true)
  })
})
