import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createTestPayload, destroyTestPayload } from '../helpers/payload'

/*
 * npm test runs the integration suite on SQLite and again on PostgreSQL, so this check covers both
 * migration sets: a collection changed without a new migration in either folder fails here.
 */

type DrizzleKit = {
  generateDrizzleJson: (schema: unknown) => Promise<{ version: string }>
  generateMigration: (before: unknown, after: unknown) => Promise<string[]>
  upSnapshot?: (snapshot: unknown) => unknown
}
type SqlAdapter = { name: string; schema: unknown; migrationDir: string; requireDrizzleKit: () => DrizzleKit }

let payload: Payload
let dataDir: string

beforeAll(async () => {
  ;({ payload, dataDir } = await createTestPayload())
})
afterAll(async () => destroyTestPayload(payload, dataDir))

describe('committed migrations', () => {
  it('describe the schema the collections define (no pending change for this database kind)', async () => {
    const adapter = payload.db as unknown as SqlAdapter
    const { generateDrizzleJson, generateMigration, upSnapshot } = adapter.requireDrizzleKit()
    const latest = fs
      .readdirSync(adapter.migrationDir)
      .filter((file) => file.endsWith('.json'))
      .sort()
      .at(-1)
    expect(latest, `no migration snapshot in ${adapter.migrationDir}`).toBeDefined()
    let before = JSON.parse(fs.readFileSync(path.join(adapter.migrationDir, latest!), 'utf8')) as { version: string }
    const after = await generateDrizzleJson(adapter.schema)
    if (upSnapshot && Number(before.version) < Number(after.version)) before = upSnapshot(before) as { version: string }
    const pending = await generateMigration(before, after)
    expect(pending, `the ${adapter.name} migrations are behind the collections: run payload migrate:create`).toEqual([])
  })

  it('are all applied to the test database', async () => {
    const adapter = payload.db as unknown as SqlAdapter
    const committed = fs.readdirSync(adapter.migrationDir).filter((file) => /^\d{8}_\d{6}_.+\.ts$/.test(file)).length
    const applied = await payload.count({ collection: 'payload-migrations' })
    expect(applied.totalDocs).toBe(committed)
  })
})
