import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { parseEnv } from './env'

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'env-test-'))

describe('parseEnv', () => {
  it('has defaults that make the two commands work with no configuration', () => {
    const dir = tmp()
    const env = parseEnv({ DATA_DIR: dir })
    expect(env.SITE_URL).toBe('http://localhost:3000')
    expect(env.PORT).toBe(3000)
    expect(env.databaseKind).toBe('sqlite')
    expect(env.databaseUrl).toBe(`file:${path.join(dir, 'site.db')}`)
    expect(env.BRAND_NAME).toBe('Vértice Digital')
    expect(env.SEED_DEMO).toBe(true)
  })

  it('generates a strong secret once and keeps it in the data folder', () => {
    const dir = tmp()
    const first = parseEnv({ DATA_DIR: dir }).payloadSecret
    expect(first.length).toBeGreaterThanOrEqual(48)
    expect(parseEnv({ DATA_DIR: dir }).payloadSecret).toBe(first)
    expect(fs.statSync(path.join(dir, 'payload-secret')).mode & 0o777).toBe(0o600)
  })

  it('prefers PAYLOAD_SECRET from the environment and writes nothing', () => {
    const dir = tmp()
    const secret = 'x'.repeat(40)
    expect(parseEnv({ DATA_DIR: dir, PAYLOAD_SECRET: secret }).payloadSecret).toBe(secret)
    expect(fs.existsSync(path.join(dir, 'payload-secret'))).toBe(false)
  })

  it('selects PostgreSQL for a postgres:// URL', () => {
    const env = parseEnv({ DATA_DIR: tmp(), DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/site' })
    expect(env.databaseKind).toBe('postgres')
  })

  it('normalises the site URL and the WhatsApp number', () => {
    const env = parseEnv({ DATA_DIR: tmp(), SITE_URL: 'https://agencia.com.br/', WHATSAPP_NUMBER: '+55 (11) 98765-4321' })
    expect(env.SITE_URL).toBe('https://agencia.com.br')
    expect(env.WHATSAPP_NUMBER).toBe('5511987654321')
  })

  it('rejects bad values with a message naming the variable', () => {
    expect(() => parseEnv({ DATA_DIR: tmp(), SITE_URL: 'ftp://x' })).toThrow(/SITE_URL/)
    expect(() => parseEnv({ DATA_DIR: tmp(), PORT: 'abc' })).toThrow(/PORT/)
    expect(() => parseEnv({ DATA_DIR: tmp(), PAYLOAD_SECRET: 'short' })).toThrow(/PAYLOAD_SECRET/)
    expect(() => parseEnv({ DATA_DIR: tmp(), ADMIN_PASSWORD: 'curta' })).toThrow(/ADMIN_PASSWORD/)
  })

  it('takes over a dead server’s e-mail claim after 2 minutes, or a setting of 40 s or more', () => {
    expect(parseEnv({ DATA_DIR: tmp() }).EMAIL_CLAIM_STALE_MS).toBe(120_000)
    expect(parseEnv({ DATA_DIR: tmp(), EMAIL_CLAIM_STALE_MS: '40000' }).EMAIL_CLAIM_STALE_MS).toBe(40_000)
    // Below three 10 s SMTP timeouts and a margin, a live server's send could be taken over and sent twice.
    expect(() => parseEnv({ DATA_DIR: tmp(), EMAIL_CLAIM_STALE_MS: '30000' })).toThrow(/EMAIL_CLAIM_STALE_MS/)
  })

  it('reads the settings of several app servers: S3 storage and Redis', () => {
    const env = parseEnv({ DATA_DIR: tmp(), S3_BUCKET: 'site', S3_ENDPOINT: 'https://s3.exemplo.com', S3_FORCE_PATH_STYLE: 'true', REDIS_URL: 'redis://127.0.0.1:6379' })
    expect(env).toMatchObject({ S3_BUCKET: 'site', S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: true, REDIS_URL: 'redis://127.0.0.1:6379' })
    expect(() => parseEnv({ DATA_DIR: tmp(), REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(/REDIS_URL/)
    expect(() => parseEnv({ DATA_DIR: tmp(), S3_ENDPOINT: 's3.exemplo.com' })).toThrow(/S3_ENDPOINT/)
  })

  it('reads boolean flags', () => {
    expect(parseEnv({ DATA_DIR: tmp(), SEED_DEMO: 'false' }).SEED_DEMO).toBe(false)
    expect(parseEnv({ DATA_DIR: tmp(), SEED_DEMO: '1' }).SEED_DEMO).toBe(true)
  })
})
