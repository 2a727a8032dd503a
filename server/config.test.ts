import { describe, expect, it } from 'vitest'

import { parseEnv } from '@/lib/env'

import { serverConfig } from './config.mjs'

const base = { DATA_DIR: '/tmp/server-config-test', PAYLOAD_SECRET: 'x'.repeat(40) }
const accepts = (fn: () => unknown) => {
  try {
    fn()
    return true
  } catch {
    return false
  }
}

describe('serverConfig', () => {
  it('has the defaults that make `npm start` work', () => {
    expect(serverConfig({})).toEqual({
      port: 3000,
      hostname: '0.0.0.0',
      siteUrl: 'http://localhost:3000',
      production: false,
      https: false,
      trustProxy: false,
    })
  })

  it('reads the server settings', () => {
    const config = serverConfig({ PORT: '8080', SITE_URL: 'https://agencia.com.br/', BIND_HOST: '127.0.0.1', TRUST_PROXY: 'yes', NODE_ENV: 'production' })
    expect(config).toEqual({ port: 8080, hostname: '127.0.0.1', siteUrl: 'https://agencia.com.br', production: true, https: true, trustProxy: true })
    expect(serverConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false)
  })

  it('accepts and refuses PORT and SITE_URL exactly as src/lib/env.ts does', () => {
    const cases = [
      { PORT: '3000' },
      { PORT: '' },
      { PORT: '0' },
      { PORT: '70000' },
      { PORT: 'abc' },
      { PORT: '80.5' },
      { SITE_URL: 'https://exemplo.com.br' },
      { SITE_URL: 'ftp://exemplo.com.br' },
      { SITE_URL: 'exemplo.com.br' },
      { SITE_URL: '' },
    ]
    for (const values of cases) {
      const app = accepts(() => parseEnv({ ...base, ...values }))
      expect(accepts(() => serverConfig(values)), JSON.stringify(values)).toBe(app)
      if (app) {
        const env = parseEnv({ ...base, ...values })
        expect(serverConfig(values)).toMatchObject({ port: env.PORT, siteUrl: env.SITE_URL })
      }
    }
  })
})
