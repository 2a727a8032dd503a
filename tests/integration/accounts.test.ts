import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createTestPayload, destroyTestPayload } from '../helpers/payload'

let payload: Payload
let dataDir: string

beforeAll(async () => {
  ;({ payload, dataDir } = await createTestPayload())
})
afterAll(async () => destroyTestPayload(payload, dataDir))

describe('first administrator and the closed registration', () => {
  it('refuses Payload\'s "create first user" endpoint even on an empty users table', async () => {
    const config = (await import('@/payload.config')).default
    const { REST_POST } = await import('@payloadcms/next/routes')
    const response = await REST_POST(config)(
      new Request('http://localhost:3000/cms-api/users/first-register', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'intruso@exemplo.com', password: 'senha-super-secreta-123' }),
      }),
      { params: Promise.resolve({ slug: ['users', 'first-register'] }) },
    )
    expect(response.status).toBe(403)
    expect((await payload.count({ collection: 'users' })).totalDocs).toBe(0)
  })

  it('refuses an anonymous create through the Local API without the trusted-task flag', async () => {
    await expect(
      payload.create({
        collection: 'users',
        data: { email: 'x@exemplo.com', password: 'senha-super-secreta-123', roles: ['admin'] },
        overrideAccess: true,
      }),
    ).rejects.toThrow()
  })

  it('creates admin@localhost.local with a generated password once, then does nothing', async () => {
    const { ensureFirstAdmin } = await import('@/features/accounts/first-admin')
    const first = await ensureFirstAdmin(payload, {})
    expect(first).toMatchObject({ created: true, email: 'admin@localhost.local' })
    if (!first.created) throw new Error('unreachable')
    expect(first.generatedPassword?.length).toBeGreaterThanOrEqual(20)
    const login = await payload.login({
      collection: 'users',
      data: { email: 'admin@localhost.local', password: first.generatedPassword! },
    })
    expect(login.user?.roles).toEqual(['admin'])
    expect(await ensureFirstAdmin(payload, {})).toEqual({ created: false })
  })

  it('creates the configured administrator when ADMIN_EMAIL is set', async () => {
    const { ensureFirstAdmin } = await import('@/features/accounts/first-admin')
    const result = await ensureFirstAdmin(payload, { email: 'Dona@Agencia.com.br', password: 'uma-senha-bem-longa-2026' })
    expect(result).toEqual({ created: true, email: 'Dona@Agencia.com.br' })
    expect(await ensureFirstAdmin(payload, { email: 'dona@agencia.com.br', password: 'x' })).toEqual({ created: false })
    await expect(ensureFirstAdmin(payload, { email: 'sem-senha@agencia.com.br' })).rejects.toThrow(/ADMIN_PASSWORD/)
  })

  it('locks an account after 5 failed logins', async () => {
    for (let i = 0; i < 5; i += 1) {
      await expect(
        payload.login({ collection: 'users', data: { email: 'dona@agencia.com.br', password: 'errada-errada' } }),
      ).rejects.toThrow()
    }
    // Locked: even the right password is refused, with the generic answer (no hint that the account exists).
    await expect(
      payload.login({ collection: 'users', data: { email: 'dona@agencia.com.br', password: 'uma-senha-bem-longa-2026' } }),
    ).rejects.toThrow(/email ou senha fornecido está incorreto/i)
    const locked = (await payload.find({ collection: 'users', where: { email: { equals: 'dona@agencia.com.br' } }, showHiddenFields: true })).docs[0]
    expect(new Date(String(locked?.lockUntil)).getTime()).toBeGreaterThan(Date.now() + 9 * 60 * 1000)
  })
})

describe('seed', () => {
  it('fills what is missing once and never re-creates what was seeded before', async () => {
    const { runSeed } = await import('@/seed')
    const first = await runSeed(payload)
    expect(first.created.length).toBeGreaterThan(0)
    const settings = await payload.findGlobal({ slug: 'site-settings' })
    expect(settings.brandName).toBe('Vértice Digital')

    await payload.updateGlobal({ slug: 'site-settings', data: { brandName: 'Nome Editado' }, context: { disableRevalidate: true } })
    const second = await runSeed(payload)
    expect(second.created).toEqual([])
    expect((await payload.findGlobal({ slug: 'site-settings' })).brandName).toBe('Nome Editado')
  }, 240_000) // every demo image is resized into WebP and AVIF sizes
})

describe('account protection', () => {
  it('refuses weak passwords with a message in Portuguese', async () => {
    const error = await payload
      .create({
        collection: 'users',
        data: { email: 'fraca@agencia.com.br', password: 'Senha@123456', roles: ['editor'] },
        overrideAccess: true,
        context: { trustedServerTask: true },
      })
      .catch((e: { data?: { errors?: { message: string; path: string }[] } }) => e)
    expect(error).toMatchObject({ data: { errors: [{ path: 'password', message: expect.stringMatching(/muito comum/) }] } })
  })

  it('gives the same answer for an unknown e-mail and a wrong password', async () => {
    const config = (await import('@/payload.config')).default
    const { REST_POST } = await import('@payloadcms/next/routes')
    const login = (email: string) =>
      REST_POST(config)(
        new Request('http://localhost:3000/cms-api/users/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-real-ip': `198.51.100.${email.length}` },
          body: JSON.stringify({ email, password: 'uma-senha-errada-qualquer' }),
        }),
        { params: Promise.resolve({ slug: ['users', 'login'] }) },
      )
    const unknown = await login('ninguem@agencia.com.br')
    const wrong = await login('admin@localhost.local')
    expect(unknown.status).toBe(wrong.status)
    expect(await unknown.json()).toEqual(await wrong.json())
  })

  it('limits login attempts per client address with a 429', async () => {
    const config = (await import('@/payload.config')).default
    const { REST_POST } = await import('@payloadcms/next/routes')
    const { LOGIN_ATTEMPTS_PER_ADDRESS } = await import('@/features/accounts/login-guard')
    let last: Response | undefined
    for (let i = 0; i <= LOGIN_ATTEMPTS_PER_ADDRESS; i += 1) {
      last = await REST_POST(config)(
        new Request('http://localhost:3000/cms-api/users/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-real-ip': '203.0.113.50' },
          body: JSON.stringify({ email: `tentativa${i}@agencia.com.br`, password: 'uma-senha-errada-qualquer' }),
        }),
        { params: Promise.resolve({ slug: ['users', 'login'] }) },
      )
    }
    expect(last?.status).toBe(429)
    expect((await last!.json()).errors?.[0]?.message ?? '').toMatch(/Muitas tentativas/)
  })

  it('does not let a user change their own role, even an administrator', async () => {
    const admin = (await payload.find({ collection: 'users', where: { email: { equals: 'dona@agencia.com.br' } } })).docs[0]!
    await payload.update({ collection: 'users', id: admin.id, data: { loginAttempts: 0, lockUntil: null }, overrideAccess: true })
    const updated = await payload.update({
      collection: 'users',
      id: admin.id,
      data: { roles: ['editor'] },
      overrideAccess: false,
      user: admin,
    })
    expect(updated.roles).toEqual(['admin'])
  })

  it('sends the password-reset e-mail in Portuguese through the outbox', async () => {
    await payload.forgotPassword({ collection: 'users', data: { email: 'admin@localhost.local' }, disableEmail: false })
    const { docs } = await payload.find({ collection: 'outbox', sort: '-createdAt', limit: 1 })
    expect(docs[0]?.subject).toMatch(/Redefinição de senha/)
    expect(docs[0]?.html).toMatch(/\/admin\/reset\//)
  })
})
