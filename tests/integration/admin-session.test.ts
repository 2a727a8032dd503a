import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { createTestPayload, destroyTestPayload } from '../helpers/payload'

/*
 * The staff session as a production server on its public HTTPS address hands it out and accepts it:
 * a Secure cookie, and Payload's CSRF allow-list (SITE_URL) deciding whether the cookie counts. Requests
 * go through the REST route handler of /cms-api, the way a browser reaches it.
 */
vi.mock('next/cache', () => ({ unstable_cache: <T,>(fn: T) => fn, revalidateTag: () => undefined }))

const SITE_URL = 'https://agencia.exemplo.com.br'
const EDITOR = { email: 'editora@agencia.com.br', password: 'tartaruga-azul-le-jornal' }

let payload: Payload
let dataDir: string
let route: typeof import('@/app/(payload)/cms-api/[...slug]/route')
let cookie = ''

async function rest(method: 'GET' | 'POST', path: string, headers: Record<string, string> = {}, body?: unknown) {
  const url = new URL(`${SITE_URL}/cms-api${path}`)
  const slug = url.pathname.replace(/^\/cms-api\//, '').split('/')
  const init: RequestInit = { method, headers: { 'x-real-ip': '192.0.2.80', ...headers } }
  if (body !== undefined) {
    init.body = JSON.stringify(body)
    ;(init.headers as Record<string, string>)['content-type'] = 'application/json'
  }
  const response = await route[method](new Request(url, init) as never, { params: Promise.resolve({ slug }) })
  return { status: response.status, headers: response.headers, json: (await response.json()) as Record<string, unknown> }
}

beforeAll(async () => {
  ;({ payload, dataDir } = await createTestPayload({ NODE_ENV: 'production', SITE_URL }))
  route = await import('@/app/(payload)/cms-api/[...slug]/route')
  await payload.create({ collection: 'users', data: { ...EDITOR, roles: ['editor'] }, overrideAccess: true, context: { trustedServerTask: true } })
  await payload.create({
    collection: 'leads',
    data: { nome: 'Ana', email: 'ana@cliente.com.br', status: 'novo', servico: 'libras', consentimentoTexto: 'Aceito', consentimentoVersao: 'v1', consentimentoEm: '2026-01-01T12:00:00.000Z' },
    overrideAccess: true,
  })
  const login = await rest('POST', '/users/login', { origin: SITE_URL }, EDITOR)
  expect(login.status).toBe(200)
  const setCookie = login.headers.get('set-cookie') ?? ''
  expect(setCookie).toMatch(/payload-token=/)
  cookie = setCookie.split(';')[0]!
})
afterAll(async () => destroyTestPayload(payload, dataDir))

describe('session cookie in production', () => {
  it('is Secure, HttpOnly and SameSite=Lax, set from the Users collection itself', async () => {
    expect(payload.collections.users.config.auth.cookies).toMatchObject({ secure: true, sameSite: 'Lax' })
    const login = await rest('POST', '/users/login', { origin: SITE_URL }, EDITOR)
    const setCookie = login.headers.get('set-cookie') ?? ''
    expect(setCookie).toMatch(/;\s*Secure/i)
    expect(setCookie).toMatch(/HttpOnly/i)
    expect(setCookie).toMatch(/SameSite=Lax/i)
  })
})

describe('CSRF: the session cookie counts only for the site itself', () => {
  it('allows exactly SITE_URL', () => {
    expect(new Set(payload.config.csrf)).toEqual(new Set([SITE_URL]))
  })

  it('reads leads with the cookie from a page of the site', async () => {
    const leads = await rest('GET', '/leads', { cookie, origin: SITE_URL })
    expect(leads.status).toBe(200)
    expect((leads.json.docs as unknown[]).length).toBe(1)
    expect((await rest('GET', '/users/me', { cookie, 'sec-fetch-site': 'same-origin' })).json.user).toMatchObject({ email: EDITOR.email })
  })

  it('treats the same cookie from another site, or without any origin, as an anonymous visitor', async () => {
    const strangers: Record<string, string>[] = [
      { cookie, origin: 'https://evil.example' },
      { cookie, origin: 'http://agencia.exemplo.com.br' }, // the plain-HTTP address is another origin
      { cookie, 'sec-fetch-site': 'cross-site' },
      { cookie }, // a script outside a browser: it must send its token in the Authorization header
    ]
    for (const headers of strangers) {
      const leads = await rest('GET', '/leads', headers)
      expect(leads.status, JSON.stringify(headers)).toBe(403)
      expect(JSON.stringify(leads.json)).not.toContain('ana@cliente')
      expect((await rest('GET', '/users/me', headers)).json.user, JSON.stringify(headers)).toBeNull()
    }
  })

  it('applies the same rule to payload.auth, which the preview and the admin pages use', async () => {
    expect((await payload.auth({ headers: new Headers({ cookie, origin: SITE_URL }) })).user?.email).toBe(EDITOR.email)
    expect((await payload.auth({ headers: new Headers({ cookie, origin: 'https://evil.example' }) })).user).toBeNull()
  })
})
