/**
 * The settings the HTTP server itself needs, validated before Next starts.
 *
 * Why not src/lib/env.ts: this file runs as plain Node before (and outside) the Next bundle, which is
 * where the TypeScript env module lives; importing it here would need a TypeScript loader in
 * production. PORT and SITE_URL follow the same zod rules as env.ts (config.test.ts checks that both
 * accept and refuse the same values); BIND_HOST and TRUST_PROXY are read only by the server.
 */
import { z } from 'zod'

const emptyToUndefined = (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value)

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
  BIND_HOST: z.preprocess(emptyToUndefined, z.string().default('0.0.0.0')),
  TRUST_PROXY: z.preprocess((value) => {
    const v = emptyToUndefined(value)
    return v === undefined ? false : ['1', 'true', 'yes', 'on'].includes(String(v).toLowerCase())
  }, z.boolean()),
})

/**
 * @param {Record<string, string | undefined>} source
 * @returns {{ port: number, hostname: string, siteUrl: string, production: boolean, https: boolean, trustProxy: boolean }}
 */
export function serverConfig(source) {
  const result = schema.safeParse(source)
  if (!result.success) {
    const problems = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n')
    throw new Error(`Configuração inválida:\n${problems}`)
  }
  const v = result.data
  return {
    port: v.PORT,
    hostname: v.BIND_HOST,
    siteUrl: v.SITE_URL,
    production: v.NODE_ENV === 'production',
    https: v.SITE_URL.startsWith('https://'),
    trustProxy: v.TRUST_PROXY,
  }
}
