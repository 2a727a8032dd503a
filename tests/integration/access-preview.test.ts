import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { createTestPayload, destroyTestPayload } from '../helpers/payload'

/*
 * Draft preview: /api/preview turns on draft mode for staff only, the page shows drafts only while a
 * staff session comes with it, and /api/preview/exit ends it without becoming an open redirect.
 * Next's request APIs are replaced by a stand-in that records what the handlers ask of them.
 */
const draft = vi.hoisted(() => ({ isEnabled: false, enable: vi.fn(), disable: vi.fn(), headers: new Headers() }))
vi.mock('next/headers', () => ({
  draftMode: async () => ({ isEnabled: draft.isEnabled, enable: draft.enable, disable: draft.disable }),
  headers: async () => draft.headers,
}))
vi.mock('next/cache', () => ({ unstable_cache: <T,>(fn: T) => fn, revalidateTag: () => undefined }))

let payload: Payload
let dataDir: string
let token = ''
let handlers: typeof import('@/features/admin/preview-handlers')

beforeAll(async () => {
  ;({ payload, dataDir } = await createTestPayload())
  await payload.create({
    collection: 'users',
    data: { email: 'editora@agencia.com.br', password: 'tartaruga-azul-le-jornal', roles: ['editor'] },
    overrideAccess: true,
    context: { trustedServerTask: true },
  })
  token = (await payload.login({ collection: 'users', data: { email: 'editora@agencia.com.br', password: 'tartaruga-azul-le-jornal' } })).token!
  handlers = await import('@/features/admin/preview-handlers')
})
afterAll(async () => destroyTestPayload(payload, dataDir))
beforeEach(() => {
  draft.isEnabled = false
  draft.enable.mockClear()
  draft.disable.mockClear()
  draft.headers = new Headers()
})

const get = (path: string, auth?: string) =>
  new Request(`http://localhost:3000${path}`, { headers: auth ? { authorization: `JWT ${auth}` } : {} })

describe('/api/preview', () => {
  it('turns on draft mode for staff and opens the real page', async () => {
    const response = await handlers.startPreview(get('/api/preview?collection=posts&slug=meu-rascunho', token))
    expect(response.status).toBe(307)
    expect(response.headers.get('location')).toBe('/blog/meu-rascunho')
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(draft.enable).toHaveBeenCalledOnce()
    const cases = await handlers.startPreview(get('/api/preview?collection=store-templates&slug=loja-x', token))
    expect(cases.headers.get('location')).toBe('/templates/loja-x')
  })

  it('sends a visitor without a session to the login, without draft mode', async () => {
    const response = await handlers.startPreview(get('/api/preview?collection=cases&slug=um-case'))
    expect(response.status).toBe(307)
    expect(response.headers.get('location')).toMatch(/^\/admin\/login\?redirect=/)
    expect(draft.enable).not.toHaveBeenCalled()
  })

  it('refuses unknown collections and odd slugs', async () => {
    for (const query of ['collection=users&slug=x', 'collection=posts&slug=../../admin', 'collection=posts&slug=']) {
      expect((await handlers.startPreview(get(`/api/preview?${query}`, token))).status, query).toBe(400)
    }
    expect(draft.enable).not.toHaveBeenCalled()
  })
})

describe('/api/preview/exit', () => {
  it('ends draft mode and returns to a path of this site only', async () => {
    const back = await handlers.exitPreview(get('/api/preview/exit?path=%2Fblog%2Fmeu-rascunho'))
    expect(back.headers.get('location')).toBe('/blog/meu-rascunho')
    expect(draft.disable).toHaveBeenCalledOnce()
    for (const path of ['//evil.example', 'https://evil.example', '/\\evil.example', 'javascript:alert(1)']) {
      const answer = await handlers.exitPreview(get(`/api/preview/exit?path=${encodeURIComponent(path)}`))
      expect(answer.headers.get('location'), path).toBe('/')
    }
  })
})

describe('isStaffPreview (checked on every draft render)', () => {
  it('is true only in draft mode with a staff session', async () => {
    const { isStaffPreview } = await import('@/features/admin/queries')
    draft.headers = new Headers({ authorization: `JWT ${token}` })
    expect(await isStaffPreview()).toBe(false) // draft mode off: nothing is read, the page stays static
    draft.isEnabled = true
    expect(await isStaffPreview()).toBe(true)
    draft.headers = new Headers() // a leftover draft-mode cookie after logging out
    expect(await isStaffPreview()).toBe(false)
  })
})
