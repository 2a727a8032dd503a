import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { createTestPayload, destroyTestPayload } from '../helpers/payload'

/*
 * The access matrix beyond CRUD: every Payload operation that is not a plain create/read/update/delete
 * (unlock, password change, forgot and reset password, token refresh, document locks, preferences),
 * through the REST API at /cms-api as anonymous, editor and administrator. Each one is an attack tried.
 */
vi.mock('next/cache', () => ({ unstable_cache: <T,>(fn: T) => fn, revalidateTag: () => undefined }))

let payload: Payload
let dataDir: string
let route: typeof import('@/app/(payload)/cms-api/[...slug]/route')
const ids = {} as Record<'admin' | 'editor' | 'editor2' | 'post' | 'post2' | 'post3', number>
const PASSWORDS = { admin: 'girafa-violeta-come-pizza', editor: 'tartaruga-azul-le-jornal', editor2: 'jabuti-verde-toca-tambor' }
let ipCounter = 0
const freshIp = () => `198.51.100.${(ipCounter += 1)}`

type Answer = { status: number; json: Record<string, unknown> & { docs?: Record<string, unknown>[] }; text: string; headers: Headers }

async function rest(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, options: { token?: string; body?: unknown } = {}): Promise<Answer> {
  const url = new URL(`http://localhost:3000/cms-api${path}`)
  const slug = url.pathname.replace(/^\/cms-api\//, '').split('/')
  const headers: Record<string, string> = { 'x-real-ip': freshIp() }
  if (options.token) headers.authorization = `JWT ${options.token}`
  if (options.body !== undefined) headers['content-type'] = 'application/json'
  const body = options.body === undefined ? undefined : JSON.stringify(options.body)
  const response = await route[method](new Request(url, { method, headers, body }) as never, { params: Promise.resolve({ slug }) })
  const text = await response.text()
  let json: Answer['json'] = {}
  try {
    json = JSON.parse(text)
  } catch {
    // not JSON
  }
  return { status: response.status, json, text, headers: response.headers }
}

const login = async (email: string, password: string) => rest('POST', '/users/login', { body: { email, password } })
const tokenFor = async (email: string, password: string) => {
  const answer = await login(email, password)
  expect(answer.status, answer.text).toBe(200)
  return String(answer.json.token)
}
const me = async (token: string) => (await rest('GET', '/users/me', { token })).json.user as { email?: string } | null

const create = async (collection: string, data: Record<string, unknown>) =>
  (await payload.create({ collection, data, draft: data._status === 'draft', overrideAccess: true, context: { disableRevalidate: true, trustedServerTask: true } } as never)) as unknown as { id: number }

let adminToken = ''
let editorToken = ''

beforeAll(async () => {
  ;({ payload, dataDir } = await createTestPayload())
  route = await import('@/app/(payload)/cms-api/[...slug]/route')
  ids.admin = (await create('users', { email: 'admin@agencia.com.br', password: PASSWORDS.admin, roles: ['admin'] })).id
  ids.editor = (await create('users', { email: 'editor@agencia.com.br', password: PASSWORDS.editor, roles: ['editor'] })).id
  ids.editor2 = (await create('users', { email: 'editora2@agencia.com.br', password: PASSWORDS.editor2, roles: ['editor'] })).id
  for (const key of ['post', 'post2', 'post3'] as const) ids[key] = (await create('posts', { title: `Rascunho ${key}`, _status: 'draft' })).id
  adminToken = await tokenFor('admin@agencia.com.br', PASSWORDS.admin)
  editorToken = await tokenFor('editor@agencia.com.br', PASSWORDS.editor)
})
afterAll(async () => destroyTestPayload(payload, dataDir))

async function lockOut(email: string) {
  for (let i = 0; i < 5; i += 1) expect((await login(email, `senha-errada-${i}`)).status).toBe(401)
  const user = await payload.db.findOne<{ id: number; lockUntil?: string }>({ collection: 'users', where: { email: { equals: email } } })
  expect(new Date(String(user?.lockUntil)).getTime()).toBeGreaterThan(Date.now())
}

describe('unlock (POST /cms-api/users/unlock)', () => {
  it('is refused to anonymous visitors and editors, and lifts the lock for an administrator', async () => {
    await lockOut('editora2@agencia.com.br')
    const anonymous = await rest('POST', '/users/unlock', { body: { email: 'editora2@agencia.com.br' } })
    expect(anonymous.status).toBe(403)
    const editor = await rest('POST', '/users/unlock', { token: editorToken, body: { email: 'editora2@agencia.com.br' } })
    expect(editor.status).toBe(403)
    // an editor cannot unlock its own (locked) account either: the lock is there to stop a password guesser
    expect((await login('editora2@agencia.com.br', PASSWORDS.editor2)).status).toBe(401)
    const admin = await rest('POST', '/users/unlock', { token: adminToken, body: { email: 'editora2@agencia.com.br' } })
    expect(admin.status, admin.text).toBe(200)
    expect((await login('editora2@agencia.com.br', PASSWORDS.editor2)).status).toBe(200)
  })
})

describe("changing a password (PATCH /cms-api/users/:id)", () => {
  it("refuses an editor changing another person's password", async () => {
    const answer = await rest('PATCH', `/users/${ids.admin}`, { token: editorToken, body: { password: 'invasor-troca-senha-alheia' } })
    expect(answer.status).toBe(403)
    expect((await login('admin@agencia.com.br', PASSWORDS.admin)).status).toBe(200)
  })

  it('asks for the current password on one\'s own account, never stores it, and ends the other sessions', async () => {
    const other = await tokenFor('editor@agencia.com.br', PASSWORDS.editor)
    const current = await tokenFor('editor@agencia.com.br', PASSWORDS.editor)
    const missing = await rest('PATCH', `/users/${ids.editor}`, { token: current, body: { password: 'pelicano-rosa-voa-baixo-1' } })
    expect(missing.status).toBe(400)
    expect(missing.text).toContain('Para trocar a sua senha, informe a senha atual.')
    const wrong = await rest('PATCH', `/users/${ids.editor}`, { token: current, body: { password: 'pelicano-rosa-voa-baixo-1', currentPassword: 'chute-errado-123' } })
    expect(wrong.status).toBe(400)
    expect(wrong.text).toContain('A senha atual não confere.')
    expect((await login('editor@agencia.com.br', 'pelicano-rosa-voa-baixo-1')).status).toBe(401)
    expect(await me(other)).toMatchObject({ email: 'editor@agencia.com.br' })

    const ok = await rest('PATCH', `/users/${ids.editor}`, {
      token: current,
      body: { password: 'pelicano-rosa-voa-baixo-1', currentPassword: PASSWORDS.editor },
    })
    expect(ok.status, ok.text).toBe(200)
    expect(ok.text).not.toContain(PASSWORDS.editor)
    expect(await me(current)).toMatchObject({ email: 'editor@agencia.com.br' })
    expect(await me(other)).toBeNull() // the other session ended
    expect(await me(editorToken)).toBeNull()
    expect((await login('editor@agencia.com.br', PASSWORDS.editor)).status).toBe(401)
    PASSWORDS.editor = 'pelicano-rosa-voa-baixo-1'
    editorToken = current
  })

  it("lets an administrator set another person's password without theirs, ending that person's sessions", async () => {
    const editor2 = await tokenFor('editora2@agencia.com.br', PASSWORDS.editor2)
    const answer = await rest('PATCH', `/users/${ids.editor2}`, { token: adminToken, body: { password: 'senha-nova-dada-pelo-admin' } })
    expect(answer.status, answer.text).toBe(200)
    expect(await me(editor2)).toBeNull()
    expect((await login('editora2@agencia.com.br', 'senha-nova-dada-pelo-admin')).status).toBe(200)
    PASSWORDS.editor2 = 'senha-nova-dada-pelo-admin'
  })

  it('stops guessing the current password after 5 tries', async () => {
    const token = await tokenFor('editora2@agencia.com.br', PASSWORDS.editor2)
    const statuses: number[] = []
    for (let i = 0; i < 6; i += 1) {
      statuses.push((await rest('PATCH', `/users/${ids.editor2}`, { token, body: { password: 'outra-senha-qualquer-9', currentPassword: `chute-${i}-errado` } })).status)
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429])
  })
})

describe('forgot and reset password', () => {
  it('answers a known and an unknown address the same way (no account enumeration)', async () => {
    const known = await rest('POST', '/users/forgot-password', { body: { email: 'admin@agencia.com.br' } })
    const unknown = await rest('POST', '/users/forgot-password', { body: { email: 'ninguem@agencia.com.br' } })
    expect(known.status).toBe(200)
    expect(unknown.status).toBe(known.status)
    expect(unknown.json).toEqual(known.json)
  })

  it('refuses a made-up token and a token used once already (replay)', async () => {
    const made = await rest('POST', '/users/reset-password', { body: { token: 'a'.repeat(40), password: 'qualquer-senha-longa-1' } })
    expect(made.status).toBeGreaterThanOrEqual(400)
    const token = await payload.forgotPassword({ collection: 'users', data: { email: 'editora2@agencia.com.br' }, disableEmail: true })
    const first = await rest('POST', '/users/reset-password', { body: { token, password: 'capivara-nada-no-lago-9' } })
    expect(first.status, first.text).toBe(200)
    const replay = await rest('POST', '/users/reset-password', { body: { token, password: 'invasor-reusa-o-link-1' } })
    expect(replay.status).toBeGreaterThanOrEqual(400)
    expect((await login('editora2@agencia.com.br', 'capivara-nada-no-lago-9')).status).toBe(200)
    PASSWORDS.editor2 = 'capivara-nada-no-lago-9'
  })
})

describe('refresh (POST /cms-api/users/refresh-token)', () => {
  it('needs a live session: anonymous and a logged-out token get nothing', async () => {
    const anonymous = await rest('POST', '/users/refresh-token')
    expect(anonymous.status).toBeGreaterThanOrEqual(400)
    expect(anonymous.json.refreshedToken).toBeUndefined()
    const token = await tokenFor('editora2@agencia.com.br', PASSWORDS.editor2)
    const refreshed = await rest('POST', '/users/refresh-token', { token })
    expect(refreshed.status, refreshed.text).toBe(200)
    expect(typeof refreshed.json.refreshedToken).toBe('string')
    expect((await rest('POST', '/users/logout', { token })).status).toBe(200)
    const replay = await rest('POST', '/users/refresh-token', { token })
    expect(replay.status).toBeGreaterThanOrEqual(400)
    expect(replay.json.refreshedToken).toBeUndefined()
  })
})

const lockBody = (post: number, user: number) => ({ document: { relationTo: 'posts', value: post }, user: { relationTo: 'users', value: user } })
const lockCount = async (post: number) =>
  (await payload.count({ collection: 'payload-locked-documents', where: { 'document.value': { equals: post } } })).totalDocs

describe('document locks (/cms-api/payload-locked-documents)', () => {
  it('are invisible and untouchable to anonymous visitors', async () => {
    expect((await rest('GET', '/payload-locked-documents')).status).toBe(403)
    expect((await rest('POST', '/payload-locked-documents', { body: lockBody(ids.post, ids.admin) })).status).toBe(403)
  })

  it('let an editor lock in its own name, never in another\'s', async () => {
    const own = await rest('POST', '/payload-locked-documents', { token: editorToken, body: lockBody(ids.post, ids.editor) })
    expect(own.status, own.text).toBe(201)
    const forged = await rest('POST', '/payload-locked-documents', { token: editorToken, body: lockBody(ids.post2, ids.admin) })
    expect(forged.status).toBe(403)
    expect(await lockCount(ids.post2)).toBe(0)
  })

  it("keep an editor from removing or re-assigning another person's lock; taking it over is in its own name", async () => {
    const adminLock = await rest('POST', '/payload-locked-documents', { token: adminToken, body: lockBody(ids.post3, ids.admin) })
    expect(adminLock.status, adminLock.text).toBe(201)
    const lockId = (adminLock.json.doc as { id: number }).id
    const removed = await rest('DELETE', `/payload-locked-documents/${lockId}`, { token: editorToken })
    expect(removed.status).toBeGreaterThanOrEqual(403)
    expect(await lockCount(ids.post3)).toBe(1)
    const reassigned = await rest('PATCH', `/payload-locked-documents/${lockId}`, { token: editorToken, body: { user: { relationTo: 'users', value: ids.editor2 } } })
    expect(reassigned.status).toBe(403)
    const takenOver = await rest('PATCH', `/payload-locked-documents/${lockId}`, { token: editorToken, body: { user: { relationTo: 'users', value: ids.editor } } })
    expect(takenOver.status, takenOver.text).toBe(200)
    const lock = await payload.findByID({ collection: 'payload-locked-documents', id: lockId, depth: 0 })
    expect((lock.user as { value: number }).value).toBe(ids.editor)
  })

  it("let an administrator manage anyone's lock", async () => {
    const { docs } = await payload.find({ collection: 'payload-locked-documents', where: { 'document.value': { equals: ids.post } }, depth: 0 })
    const reassigned = await rest('PATCH', `/payload-locked-documents/${docs[0]!.id}`, { token: adminToken, body: { user: { relationTo: 'users', value: ids.editor2 } } })
    expect(reassigned.status, reassigned.text).toBe(200)
    expect((await rest('DELETE', `/payload-locked-documents/${docs[0]!.id}`, { token: adminToken })).status).toBe(200)
    expect(await lockCount(ids.post)).toBe(0)
  })
})

describe('preferences (/cms-api/payload-preferences)', () => {
  it("are each person's own: nobody reads or changes another's", async () => {
    expect((await rest('POST', '/payload-preferences/nav', { token: adminToken, body: { value: { open: ['segredo-do-admin'] } } })).status).toBe(200)
    expect((await rest('POST', '/payload-preferences/nav', { token: editorToken, body: { value: { open: ['do-editor'] } } })).status).toBe(200)
    const editorList = await rest('GET', '/payload-preferences', { token: editorToken })
    expect(editorList.text).not.toContain('segredo-do-admin')
    expect((await rest('GET', '/payload-preferences/nav', { token: editorToken })).text).not.toContain('segredo-do-admin')
    const adminPref = await payload.find({ collection: 'payload-preferences', where: { 'user.value': { equals: ids.admin } }, depth: 0 })
    const id = adminPref.docs[0]!.id
    expect((await rest('GET', `/payload-preferences/${id}`, { token: editorToken })).text).not.toContain('segredo-do-admin')
    const changed = await rest('PATCH', `/payload-preferences/${id}`, { token: editorToken, body: { value: { open: ['invadido'] } } })
    expect(changed.status).toBeGreaterThanOrEqual(400)
    expect((await rest('DELETE', `/payload-preferences/${id}`, { token: editorToken })).status).toBeGreaterThanOrEqual(400)
    expect((await rest('GET', '/payload-preferences', {})).status).toBeGreaterThanOrEqual(401)
    const after = await payload.findByID({ collection: 'payload-preferences', id, depth: 0 })
    expect(JSON.stringify(after.value)).toContain('segredo-do-admin')
  })
})
