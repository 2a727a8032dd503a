/**
 * All configuration, read and validated once. Nothing else in the code reads `process.env`.
 * Every variable has a default that makes `npm install && npm start` work on a fresh machine;
 * README lists them all.
 */
import { createHash, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { z } from 'zod'

const emptyToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value

const optionalString = z.preprocess(emptyToUndefined, z.string().optional())

const booleanFlag = (fallback: boolean) =>
  z.preprocess((value) => {
    const v = emptyToUndefined(value)
    if (v === undefined) return fallback
    return ['1', 'true', 'yes', 'on'].includes(String(v).toLowerCase())
  }, z.boolean())

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(65535).default(3000)),
  SITE_URL: z.preprocess(
    emptyToUndefined,
    z
      .url({ protocol: /^https?$/ })
      .default('http://localhost:3000')
      .transform((url) => url.replace(/\/+$/, '')),
  ),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./data')),
  DATABASE_URL: optionalString,
  PAYLOAD_SECRET: z.preprocess(emptyToUndefined, z.string().min(32).optional()),
  ADMIN_EMAIL: z.preprocess(emptyToUndefined, z.email().optional()),
  ADMIN_PASSWORD: z.preprocess(emptyToUndefined, z.string().min(12).optional()),
  SEED_DEMO: booleanFlag(true),
  BRAND_NAME: z.preprocess(emptyToUndefined, z.string().default('Vértice Digital')),
  WHATSAPP_NUMBER: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .default('5511987654321')
      .transform((value) => value.replace(/\D/g, ''))
      .pipe(z.string().regex(/^\d{10,15}$/, 'WHATSAPP_NUMBER: de 10 a 15 dígitos com DDI')),
  ),
  CONTACT_EMAIL: z.preprocess(emptyToUndefined, z.email().default('contato@verticedigital.com.br')),
  CONTACT_PHONE: z.preprocess(emptyToUndefined, z.string().default('+55 11 3456-7890')),
  CITY: z.preprocess(emptyToUndefined, z.string().default('São Paulo, SP - Brasil')),
  SMTP_URL: optionalString,
  EMAIL_FROM: optionalString,
  /**
   * First wait before a failed e-mail is tried again; each later wait doubles (1, 2, 4 … 1024 minutes: 12
   * attempts over about 34 hours). Tests shorten it.
   */
  EMAIL_RETRY_BASE_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).default(60_000)),
  /**
   * How old a claim on an e-mail being sent must be before another server takes the delivery over (its
   * server died mid-send). At least 40 s: a live server spends up to three 10 s SMTP timeouts on one send.
   */
  EMAIL_CLAIM_STALE_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(40_000).default(120_000)),
  /** LGPD retention: leads, and newsletter addresses cancelled or never confirmed, are deleted after this many months. */
  LGPD_RETENTION_MONTHS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(240).default(24)),
  /** Delivery attempts of one e-mail before it is marked failed for good (and staff alerted). */
  EMAIL_MAX_ATTEMPTS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(2).max(30).default(12)),
  /** Logins (and reset requests) per client address per 10 minutes. */
  LOGIN_ATTEMPTS_PER_ADDRESS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).default(20)),
  /** Multiplies every per-address limit of public writes: the browser tests send all their forms from one address. */
  RATE_LIMIT_SCALE: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(1000).default(1)),
  /** The build folder (scripts/start.mjs and next.config.ts read it too); the sitemap dates code-only pages by its build. */
  NEXT_DIST_DIR: z.preprocess(emptyToUndefined, z.string().default('.next')),
  /** Browser tests only: /teste-de-erro throws, to check the error page (scripts/test.mjs turns it on). */
  TEST_ROUTES: booleanFlag(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace']).default('info'),
  // store: payments and downloads
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  PAYMENT_PROVIDER: z.preprocess(emptyToUndefined, z.enum(['stripe', 'simulator']).optional()),
  STRIPE_API_BASE: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
  STRIPE_PAYMENT_METHODS: z.preprocess(emptyToUndefined, z.string().default('card,pix,boleto')),
  DOWNLOAD_TOKEN_SECRET: z.preprocess(emptyToUndefined, z.string().min(32).optional()),
  // uploads in an S3-compatible bucket, shared by several app servers (default: the data folder)
  S3_BUCKET: optionalString,
  S3_REGION: z.preprocess(emptyToUndefined, z.string().default('us-east-1')),
  S3_ENDPOINT: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: booleanFlag(false),
  // rate-limit counters in Redis instead of the database (optional)
  REDIS_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^rediss?$/ }).optional()),
})

export type Env = z.infer<typeof schema> & {
  /** Absolute path of the data folder (database, generated secret, uploads). */
  dataDir: string
  /** The database connection string: a `file:` URL for SQLite or a `postgres://` URL. */
  databaseUrl: string
  databaseKind: 'sqlite' | 'postgres'
  payloadSecret: string
  isProduction: boolean
  /**
   * The store's payment provider: PAYMENT_PROVIDER when set, else Stripe when a key is set, else the local
   * simulator on a local SITE_URL (http://localhost…) and none at all anywhere else ('unavailable': a public
   * site without Stripe must not let anyone "pay" with the simulator and download a template).
   */
  paymentProvider: 'stripe' | 'simulator' | 'unavailable'
  /** Secret that signs download links (defaults to one derived from the Payload secret). */
  downloadTokenSecret: string
}

/** Reads the secret kept in the data folder, creating it once when none is configured. */
function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'payload-secret')
  try {
    return fs.readFileSync(file, 'utf8').trim()
  } catch {
    fs.mkdirSync(dataDir, { recursive: true })
    const secret = randomBytes(48).toString('base64url')
    try {
      fs.writeFileSync(file, secret, { flag: 'wx', mode: 0o600 })
      return secret
    } catch {
      // Another process created it first: use theirs.
      return fs.readFileSync(file, 'utf8').trim()
    }
  }
}

/** A site served on this machine only (http://localhost, 127.0.0.1 or [::1]): where the simulator is the default. */
export function isLocalSite(siteUrl: string): boolean {
  const url = new URL(siteUrl)
  return url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = schema.safeParse(source)
  if (!result.success) {
    const problems = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n')
    throw new Error(`Configuração inválida:\n${problems}`)
  }
  const values = result.data
  const dataDir = path.resolve(values.DATA_DIR)
  const databaseUrl = values.DATABASE_URL ?? `file:${path.join(dataDir, 'site.db')}`
  const databaseKind = /^postgres(ql)?:\/\//.test(databaseUrl) ? 'postgres' : 'sqlite'
  const payloadSecret = values.PAYLOAD_SECRET ?? persistedSecret(dataDir)
  return {
    ...values,
    dataDir,
    databaseUrl,
    databaseKind,
    payloadSecret,
    isProduction: values.NODE_ENV === 'production',
    paymentProvider: values.PAYMENT_PROVIDER ?? (values.STRIPE_SECRET_KEY ? 'stripe' : isLocalSite(values.SITE_URL) ? 'simulator' : 'unavailable'),
    downloadTokenSecret:
      values.DOWNLOAD_TOKEN_SECRET ?? createHash('sha256').update(`downloads:${payloadSecret}`).digest('base64url'),
  }
}

export const env: Env = parseEnv(process.env)
