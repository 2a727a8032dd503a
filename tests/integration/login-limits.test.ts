import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createTestPayload, destroyTestPayload } from '../helpers/payload'

/* The login and forgot-password limits per client address, through the real /cms-api route and the database counters. */
let payload: Payload
let dataDir: string
let route: typeof import('@/app/(payload)/cms-api/[...slug]/route')

beforeAll(async () => {
  // A limit of 4 instead of the default 20 (checked below): each attempt costs a password hash (PBKDF2,
  // 600 000 rounds, ~0.1 s of CPU), and the limit is counted the same whatever its value.
  ;({ payload, dataDir } = await createTestPayload({ LOGIN_ATTEMPTS_PER_ADDRESS: '4' }))
  route = await import('@/app/(payload)/cms-api/[...slug]/route')
})
afterAll(async () => destroyTestPayload(payload, dataDir))

const post = (operation: 'login' | 'forgot-password', ip: string, body: Record<string, unknown>) =>
  route.POST(
    new Request(`http://localhost:3000/cms-api/users/${operation}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-real-ip': ip },
      body: JSON.stringify(body),
    }) as never,
    { params: Promise.resolve({ slug: ['users', operation] }) },
  )

describe.each([
  ['login', { password: 'uma-senha-errada-qualquer' }],
  ['forgot-password', {}],
] as const)('%s', (operation, extra) => {
  it('answers 429 with Retry-After and a pt-BR message once the address is over the limit', async () => {
    const { LOGIN_ATTEMPTS_PER_ADDRESS } = await import('@/features/accounts/login-guard')
    const ip = operation === 'login' ? '203.0.113.61' : '203.0.113.62'
    const statuses: number[] = []
    for (let i = 0; i < LOGIN_ATTEMPTS_PER_ADDRESS; i += 1) {
      statuses.push((await post(operation, ip, { email: `tentativa${i}@agencia.com.br`, ...extra })).status)
    }
    expect(statuses.every((status) => status !== 429)).toBe(true)
    const over = await post(operation, ip, { email: 'mais-uma@agencia.com.br', ...extra })
    expect(over.status).toBe(429)
    const retryAfter = Number(over.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(8 * 60)
    expect(retryAfter).toBeLessThanOrEqual(11 * 60)
    const body = await over.json()
    expect(body.error).toMatch(/^Muitas tentativas deste endereço\. Tente de novo em (10|11|9) minutos\.$/)
    expect(body.errors[0].message).toBe(body.error) // what Payload's admin login form shows
    // another address is not affected
    expect((await post(operation, '203.0.113.70', { email: 'outra@agencia.com.br', ...extra })).status).not.toBe(429)
  })
})

it('allows 20 attempts per address by default', async () => {
  const { parseEnv } = await import('@/lib/env')
  expect(parseEnv({}).LOGIN_ATTEMPTS_PER_ADDRESS).toBe(20)
  const { LOGIN_ATTEMPTS_PER_ADDRESS } = await import('@/features/accounts/login-guard')
  expect(LOGIN_ATTEMPTS_PER_ADDRESS).toBe(4) // the setting of this file, taken from the environment
})

describe('the database counters behind the sliding window', () => {
  it('read back the slices they counted, for every app server alike', async () => {
    const { DatabaseRateLimitStore } = await import('@/features/shared-state/rate-limit-store')
    const a = new DatabaseRateLimitStore(async () => payload)
    const b = new DatabaseRateLimitStore(async () => payload)
    await a.increment('fatias', 1_000, 10_000)
    await b.increment('fatias', 1_000, 10_000)
    await b.increment('fatias', 3_000, 10_000)
    expect(await a.read('fatias', [0, 1_000, 2_000, 3_000])).toEqual([0, 2, 0, 1])
    expect(await b.read('fatias', [])).toEqual([])
  })
})
