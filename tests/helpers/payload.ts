import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'

/**
 * A Payload instance on a throwaway SQLite file, migrated with the committed migrations. Call it once per
 * test file (Vitest runs each file in its own process), before anything imports the config.
 */
export async function createTestPayload(extraEnv: Record<string, string> = {}): Promise<{ payload: Payload; dataDir: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-test-'))
  Object.assign(process.env, {
    DATA_DIR: dataDir,
    DATABASE_URL: `file:${path.join(dataDir, 'test.db')}`,
    PAYLOAD_SECRET: 'test-secret-with-at-least-32-characters!!',
    LOG_LEVEL: 'warn',
    ...extraEnv,
  })
  const { default: config } = await import('@/payload.config')
  const { getPayload } = await import('payload')
  const payload = await getPayload({ config })
  const { runMigrations } = await import('@/lib/migrations')
  await runMigrations(payload, 'sqlite')
  return { payload, dataDir }
}

export async function destroyTestPayload(payload: Payload, dataDir: string): Promise<void> {
  await payload.destroy()
  fs.rmSync(dataDir, { recursive: true, force: true })
}
