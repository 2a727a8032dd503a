import fs from 'node:fs'
import path from 'node:path'

import type { CollectionSlug, Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { createTestPayload, destroyTestPayload } from '../helpers/payload'

/*
 * Every access rule of the CMS, exercised through the REST API at /cms-api exactly as a browser or a
 * script would reach it (the route handler of src/app/(payload)/cms-api), as an anonymous visitor, an
 * editor and an administrator.
 */
vi.mock('next/cache', () => ({ unstable_cache: <T,>(fn: T) => fn, revalidateTag: () => undefined }))

let payload: Payload
let dataDir: string
let route: typeof import('@/app/(payload)/cms-api/[...slug]/route')
let editorToken = ''
let adminToken = ''
const ids = {} as Record<'admin' | 'editor' | 'media' | 'post' | 'draftPost' | 'case' | 'draftCase' | 'deliverable' | 'template' | 'draftTemplate' | 'lead' | 'order' | 'subscriber' | 'testimonial', number>

const PASSWORDS = { admin: 'girafa-violeta-come-pizza', editor: 'tartaruga-azul-le-jornal' }

type Answer = { status: number; json: Record<string, unknown> & { docs?: Record<string, unknown>[] }; text: string; headers: Headers }

async function rest(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, options: { token?: string; body?: unknown; ip?: string } = {}): Promise<Answer> {
  const url = new URL(`http://localhost:3000/cms-api${path}`)
  const slug = url.pathname.replace(/^\/cms-api\//, '').split('/')
  const headers: Record<string, string> = { 'x-real-ip': options.ip ?? '192.0.2.10' }
  if (options.token) headers.authorization = `JWT ${options.token}`
  // an upload goes as multipart form data (its boundary set by Request), everything else as JSON
  const multipart = options.body instanceof FormData
  if (options.body !== undefined && !multipart) headers['content-type'] = 'application/json'
  const body = options.body === undefined ? undefined : multipart ? (options.body as FormData) : JSON.stringify(options.body)
  const response = await route[method](new Request(url, { method, headers, body }) as never, { params: Promise.resolve({ slug }) })
  const text = await response.text()
  let json: Answer['json'] = {}
  try {
    json = JSON.parse(text)
  } catch {
    // CSV and other non-JSON answers
  }
  return { status: response.status, json, text, headers: response.headers }
}

async function login(email: string, password: string, ip = '192.0.2.20') {
  return rest('POST', '/users/login', { body: { email, password }, ip })
}

const context = { disableRevalidate: true, trustedServerTask: true }
type Upload = { data: Buffer; mimetype: string; name: string; size: number }
/** Fixtures written by the server itself (no access rules); the REST calls are what is under test. */
const create = async (args: { collection: string; data: Record<string, unknown>; file?: Upload }) =>
  (await payload.create({ ...args, overrideAccess: true, context } as Parameters<Payload['create']>[0])) as unknown as { id: number }
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64')
const pngFile = (name: string): Upload => ({ data: png, mimetype: 'image/png', name, size: png.length })
const wixFile = (name: string): Upload => ({ data: Buffer.from('{"template":"x"}'), mimetype: 'application/octet-stream', name, size: 16 })
let lexical: (typeof import('@/kit/lexical'))['lexicalFromBlocks']

/** A valid document of each collection, made unique by `tag` (slugs, e-mails and ids are unique). */
const VALID: Record<string, (tag: string) => Record<string, unknown>> = {
  posts: (tag) => ({ title: `Post ${tag}`, excerpt: 'Resumo', category: 'SEO', coverImage: ids.media, content: lexical(['Texto.']), _status: 'published' }),
  cases: (tag) => ({ title: `Case ${tag}`, client: 'Cliente', excerpt: 'Resumo', coverImage: ids.media, category: 'E-commerce', challenge: 'D', solution: 'S', results: 'R', _status: 'published' }),
  'store-templates': (tag) => ({
    slug: `template-${tag}`, title: `template-${tag}`, description: 'D', category: 'Saúde', difficulty: 'Iniciante', price: 29700, pages: 3,
    cover: ids.media, demoUrl: 'https://demo.exemplo.com.br', deliverable: ids.deliverable, _status: 'published',
  }),
  testimonials: (tag) => ({ name: `Bia ${tag}`, role: 'CEO', company: 'Loja', content: 'Ótimo.', rating: '5' }),
  'page-templates': (tag) => ({ name: `bloco-${tag}`, heading: 'Título' }),
  media: () => ({ alt: 'Foto da equipe' }),
  'store-deliverables': () => ({ note: 'Arquivo' }),
  leads: (tag) => ({ nome: `Ana ${tag}`, email: `ana-${tag}@cliente.com.br`, paginaOrigem: '/servicos/libras', consentimentoTexto: 'Aceito', consentimentoVersao: 'v1', consentimentoEm: '2026-01-01T12:00:00.000Z' }),
  orders: (tag) => ({ template: ids.template, amount: 29700, provider: 'simulator', sessionId: `sim_${tag}`, email: `compra-${tag}@cliente.com.br` }),
  'newsletter-subscribers': (tag) => ({ email: `leitor-${tag}@cliente.com.br`, consentimentoTexto: 'Aceito', consentimentoEm: '2026-01-01T12:00:00.000Z' }),
  outbox: (tag) => ({ to: `x-${tag}@cliente.com.br`, subject: 'Assunto', text: 'Texto' }),
  'webhook-events': (tag) => ({ eventId: `evt_${tag}`, type: 'checkout.session.completed' }),
  users: (tag) => ({ email: `pessoa-${tag}@agencia.com.br`, password: 'tucano-amarelo-voa-longe', roles: ['editor'] }),
}
const FILES: Record<string, (tag: string) => Upload> = { media: (tag) => pngFile(`foto-${tag}.png`), 'store-deliverables': (tag) => wixFile(`arquivo-${tag}.wix`) }
let fixtureCount = 0
/** Creates a valid document of `collection` on the server; returns its id. */
const fixture = async (collection: string) => {
  const tag = `f${(fixtureCount += 1)}`
  return (await create({ collection, data: VALID[collection]!(tag), file: FILES[collection]?.(tag) })).id
}

beforeAll(async () => {
  ;({ payload, dataDir } = await createTestPayload())
  route = await import('@/app/(payload)/cms-api/[...slug]/route')
  lexical = (await import('@/kit/lexical')).lexicalFromBlocks
  ids.admin = (await create({ collection: 'users', data: { email: 'admin@agencia.com.br', password: PASSWORDS.admin, roles: ['admin'] } })).id
  ids.editor = (await create({ collection: 'users', data: { email: 'editor@agencia.com.br', password: PASSWORDS.editor, roles: ['editor'] } })).id
  ids.media = (await create({ collection: 'media', data: { alt: 'Capa' }, file: pngFile('capa.png') })).id
  const post = (title: string, _status: 'published' | 'draft') => create({ collection: 'posts', data: { ...VALID.posts!(''), title, _status } })
  ids.post = (await post('Post publicado', 'published')).id
  ids.draftPost = (await post('Rascunho secreto', 'draft')).id
  ids.case = (await create({ collection: 'cases', data: { ...VALID.cases!(''), title: 'Case publicado' } })).id
  ids.draftCase = (await create({ collection: 'cases', data: { ...VALID.cases!(''), title: 'Case rascunho', _status: 'draft' } })).id
  ids.deliverable = (await create({ collection: 'store-deliverables', data: {}, file: wixFile('x.wix') })).id
  ids.template = (await create({ collection: 'store-templates', data: { ...VALID['store-templates']!('publico') } })).id
  ids.draftTemplate = (await create({ collection: 'store-templates', data: { ...VALID['store-templates']!('rascunho'), _status: 'draft' } })).id
  ids.lead = (await create({ collection: 'leads', data: { ...VALID.leads!(''), nome: 'Ana', email: 'ana@cliente.com.br' } })).id
  ids.order = (await create({ collection: 'orders', data: { ...VALID.orders!('0123456789'), email: 'compra@cliente.com.br' } })).id
  ids.subscriber = (await create({ collection: 'newsletter-subscribers', data: { ...VALID['newsletter-subscribers']!(''), email: 'leitor@cliente.com.br' } })).id
  ids.testimonial = (await create({ collection: 'testimonials', data: { ...VALID.testimonials!(''), name: 'Bia' } })).id

  editorToken = String((await login('editor@agencia.com.br', PASSWORDS.editor)).json.token)
  adminToken = String((await login('admin@agencia.com.br', PASSWORDS.admin)).json.token)
  expect(editorToken.length).toBeGreaterThan(20)
  expect(adminToken.length).toBeGreaterThan(20)
})
afterAll(async () => destroyTestPayload(payload, dataDir))

const PRIVATE = ['leads', 'orders', 'outbox', 'newsletter-subscribers', 'users', 'webhook-events', 'store-deliverables', 'rate-limit-counters', 'cache-invalidations', 'payload-jobs']

describe('anonymous visitor', () => {
  it('reads published posts, cases and templates only, with or without ?draft=true', async () => {
    for (const [collection, published, draft] of [
      ['posts', ids.post, ids.draftPost],
      ['cases', ids.case, ids.draftCase],
      ['store-templates', ids.template, ids.draftTemplate],
    ] as const) {
      for (const query of ['', '?draft=true']) {
        const list = await rest('GET', `/${collection}${query}`)
        expect(list.status, `${collection}${query}`).toBe(200)
        expect(list.json.docs!.map((d) => d.id), `${collection}${query}`).toEqual([published])
        expect((await rest('GET', `/${collection}/${draft}${query}`)).status, `${collection}/${draft}${query}`).toBe(404)
        expect((await rest('GET', `/${collection}/${published}${query}`)).status).toBe(200)
      }
      expect((await rest('GET', `/${collection}/versions`)).status, `${collection} versions`).toBe(403)
    }
  })

  it('never sees a template\'s deliverable, not even its id', async () => {
    const { json } = await rest('GET', `/store-templates/${ids.template}`)
    expect(json.title).toBe('template-publico')
    expect(json).not.toHaveProperty('deliverable')
    expect((await rest('GET', '/store-templates')).text).not.toContain('"deliverable"')
  })

  it('reads public content (testimonials, media, settings)', async () => {
    expect((await rest('GET', '/testimonials')).status).toBe(200)
    expect((await rest('GET', '/media')).status).toBe(200)
    expect((await rest('GET', '/globals/site-settings')).status).toBe(200)
  })

  it('reads nothing private', async () => {
    for (const collection of PRIVATE) {
      const answer = await rest('GET', `/${collection}`)
      expect(answer.status, collection).toBe(403)
      expect(answer.text).not.toMatch(/ana@cliente|compra@cliente|leitor@cliente/)
    }
    expect((await rest('GET', `/leads/${ids.lead}`)).status).toBe(403)
    expect((await rest('GET', '/leads/export.csv')).status).toBe(401)
    expect((await rest('GET', '/orders/export.csv')).status).toBe(401)
    expect((await rest('GET', '/users/me')).json.user).toBeNull()
  })
})

describe('editor', () => {
  it('reads and writes content, drafts included', async () => {
    const drafts = await rest('GET', '/posts?draft=true', { token: editorToken })
    expect(drafts.json.docs!.map((d) => d.id).sort()).toEqual([ids.post, ids.draftPost].sort())
    expect((await rest('GET', `/posts/${ids.draftPost}?draft=true`, { token: editorToken })).json.title).toBe('Rascunho secreto')
    expect((await rest('GET', `/posts/versions`, { token: editorToken })).status).toBe(200)
    const created = await rest('POST', '/posts?draft=true', { token: editorToken, body: { title: 'Novo rascunho', _status: 'draft' } })
    expect(created.status).toBe(201)
    const id = (created.json.doc as { id: number }).id
    expect((await rest('PATCH', `/posts/${id}?draft=true`, { token: editorToken, body: { title: 'Rascunho editado' } })).status).toBe(200)
    expect((await rest('DELETE', `/posts/${id}`, { token: editorToken })).status).toBe(200)
    expect((await rest('PATCH', `/testimonials/${ids.testimonial}`, { token: editorToken, body: { content: 'Muito bom.' } })).status).toBe(200)
    expect((await rest('GET', `/store-templates/${ids.template}`, { token: editorToken, body: undefined })).json.deliverable).toMatchObject({ id: ids.deliverable })
  })

  it('reads leads and moves their status, but cannot change their details or delete them', async () => {
    expect((await rest('GET', '/leads', { token: editorToken })).json.docs).toHaveLength(1)
    const changed = await rest('PATCH', `/leads/${ids.lead}`, {
      token: editorToken,
      body: { status: 'em-contato', nome: 'Outro nome', consentimentoTexto: 'Forjado', paginaOrigem: '/x' },
    })
    expect(changed.status).toBe(200)
    expect(changed.json.doc).toMatchObject({ status: 'em-contato', nome: 'Ana', consentimentoTexto: 'Aceito', paginaOrigem: '/servicos/libras' })
    expect((await rest('DELETE', `/leads/${ids.lead}`, { token: editorToken })).status).toBe(403)
  })

  it('reads orders (and exports them) but cannot change or delete them', async () => {
    const list = await rest('GET', '/orders', { token: editorToken })
    expect(list.json.docs!.map((d) => d.email)).toEqual(['compra@cliente.com.br'])
    expect((await rest('PATCH', `/orders/${ids.order}`, { token: editorToken, body: { status: 'paid' } })).status).toBe(403)
    expect((await rest('DELETE', `/orders/${ids.order}`, { token: editorToken })).status).toBe(403)
    const csv = await rest('GET', '/orders/export.csv', { token: editorToken })
    expect(csv.status).toBe(200)
    expect(csv.text).toContain('R$ 297,00')
    expect(csv.text).toContain('Aguardando pagamento')
  })

  it('cannot read the outbox, subscribers, payment events, jobs or shared state', async () => {
    for (const collection of ['outbox', 'newsletter-subscribers', 'webhook-events', 'rate-limit-counters', 'cache-invalidations', 'payload-jobs']) {
      expect((await rest('GET', `/${collection}`, { token: editorToken })).status, collection).toBe(403)
    }
    expect((await rest('GET', '/payload-jobs/run', { token: editorToken })).status).toBeGreaterThanOrEqual(401)
    expect((await rest('POST', '/globals/site-settings', { token: editorToken, body: { brandName: 'x' } })).status).toBe(403)
  })

  it('sees only their own account, cannot create users, change others or their own role', async () => {
    const users = await rest('GET', '/users', { token: editorToken })
    expect(users.json.docs!.map((d) => d.email)).toEqual(['editor@agencia.com.br'])
    expect((await rest('POST', '/users', { token: editorToken, body: { email: 'novo@agencia.com.br', password: 'tucano-amarelo-voa-longe', roles: ['admin'] } })).status).toBe(403)
    expect((await rest('PATCH', `/users/${ids.admin}`, { token: editorToken, body: { name: 'x' } })).status).toBe(403)
    expect((await rest('DELETE', `/users/${ids.admin}`, { token: editorToken })).status).toBe(403)
    const self = await rest('PATCH', `/users/${ids.editor}`, { token: editorToken, body: { roles: ['admin'], name: 'Edi' } })
    expect(self.json.doc).toMatchObject({ name: 'Edi', roles: ['editor'] })
  })
})

describe('administrator', () => {
  it('reads every private collection except the internal ones', async () => {
    for (const collection of ['leads', 'orders', 'outbox', 'newsletter-subscribers', 'users', 'webhook-events', 'store-deliverables']) {
      expect((await rest('GET', `/${collection}`, { token: adminToken })).status, collection).toBe(200)
    }
    for (const collection of ['rate-limit-counters', 'cache-invalidations', 'payload-jobs']) {
      expect((await rest('GET', `/${collection}`, { token: adminToken })).status, collection).toBe(403)
    }
  })

  it('never receives a subscriber\'s unsubscribe token over the API', async () => {
    const { json } = await rest('GET', `/newsletter-subscribers/${ids.subscriber}`, { token: adminToken })
    expect(json.email).toBe('leitor@cliente.com.br')
    expect(json).not.toHaveProperty('unsubscribeToken')
    const stored = await payload.findByID({ collection: 'newsletter-subscribers', id: ids.subscriber })
    expect(stored.unsubscribeToken).toMatch(/^[\w-]{43}$/)
  })

  it('corrects a lead\'s details but never its consent, origin or service, and deletes it', async () => {
    const changed = await rest('PATCH', `/leads/${ids.lead}`, { token: adminToken, body: { nome: 'Ana Souza', consentimentoVersao: 'v9', consentimentoEm: '2020-01-01T00:00:00.000Z', servico: 'outro' } })
    expect(changed.json.doc).toMatchObject({ nome: 'Ana Souza', consentimentoVersao: 'v1', consentimentoEm: '2026-01-01T12:00:00.000Z', servico: 'libras' })
    const csv = await rest('GET', '/leads/export.csv?where[status][equals]=em-contato', { token: adminToken })
    expect(csv.text).toMatch(/Em contato;Intérprete de Libras;Ana Souza/)
    expect(csv.text).toContain('01/01/2026 09:00:00')
    expect((await rest('GET', '/leads/export.csv?where[status][equals]=novo', { token: adminToken })).text.split('\r\n').filter(Boolean)).toHaveLength(1)
    expect((await rest('DELETE', `/leads/${ids.lead}`, { token: adminToken })).status).toBe(200)
  })

  it('manages users with the password policy', async () => {
    const weak = await rest('POST', '/users', { token: adminToken, body: { email: 'fraca@agencia.com.br', password: 'Flamengo2026!', roles: ['editor'] } })
    expect(weak.status).toBe(400)
    expect(weak.text).toMatch(/muito comum/)
    const ok = await rest('POST', '/users', { token: adminToken, body: { email: 'nova@agencia.com.br', password: 'tucano-amarelo-voa-longe', roles: ['editor'] } })
    expect(ok.status).toBe(201)
    expect((await rest('DELETE', `/users/${(ok.json.doc as { id: number }).id}`, { token: adminToken })).status).toBe(200)
  })
})

type Role = 'anonymous' | 'editor' | 'admin'
type Who = 'anyone' | 'staff' | 'admin' | 'nobody'
const ROLES: Role[] = ['anonymous', 'editor', 'admin']
const may = (who: Who, role: Role) => who === 'anyone' || (who === 'staff' && role !== 'anonymous') || (who === 'admin' && role === 'admin')
const tokenOf = (role: Role) => (role === 'editor' ? editorToken : role === 'admin' ? adminToken : undefined)

/** An upload as the admin sends it: the file and the other fields as JSON in `_payload`. */
function multipart(data: Record<string, unknown>, file: Upload): FormData {
  const form = new FormData()
  form.append('_payload', JSON.stringify(data))
  form.append('file', new Blob([new Uint8Array(file.data)], { type: file.mimetype }), file.name)
  return form
}
const validBody = (collection: string, tag: string) => (FILES[collection] ? multipart(VALID[collection]!(tag), FILES[collection](tag)) : VALID[collection]!(tag))

/** Who may create, update and delete the documents of each collection, and a harmless change to try. */
const WRITES: { collection: string; create: Who; update: Who; delete: Who; change: Record<string, unknown> }[] = [
  { collection: 'posts', create: 'staff', update: 'staff', delete: 'staff', change: { excerpt: 'Outro resumo' } },
  { collection: 'cases', create: 'staff', update: 'staff', delete: 'staff', change: { client: 'Outro cliente' } },
  { collection: 'store-templates', create: 'staff', update: 'staff', delete: 'staff', change: { description: 'Outra descrição' } },
  { collection: 'testimonials', create: 'staff', update: 'staff', delete: 'staff', change: { company: 'Outra empresa' } },
  { collection: 'page-templates', create: 'staff', update: 'staff', delete: 'staff', change: { heading: 'Outro título' } },
  { collection: 'media', create: 'staff', update: 'staff', delete: 'staff', change: { alt: 'Outro texto alternativo' } },
  { collection: 'store-deliverables', create: 'staff', update: 'staff', delete: 'staff', change: { note: 'Outra observação' } },
  { collection: 'leads', create: 'nobody', update: 'staff', delete: 'admin', change: { status: 'em-contato' } },
  { collection: 'orders', create: 'nobody', update: 'admin', delete: 'admin', change: { email: 'outro@cliente.com.br' } },
  { collection: 'newsletter-subscribers', create: 'nobody', update: 'admin', delete: 'admin', change: { unsubscribedAt: '2026-02-01T12:00:00.000Z' } },
  { collection: 'outbox', create: 'nobody', update: 'nobody', delete: 'admin', change: { subject: 'Outro assunto' } },
  { collection: 'webhook-events', create: 'nobody', update: 'nobody', delete: 'admin', change: { type: 'outro.evento' } },
  // another person's account (an editor's own account is tested above)
  { collection: 'users', create: 'admin', update: 'admin', delete: 'admin', change: { name: 'Outro nome' } },
]

describe('who writes what, over the REST API', () => {
  it.each(WRITES)('$collection: create by $create, update by $update, delete by $delete', async ({ collection, ...rules }) => {
    const target = await fixture(collection)
    for (const role of ROLES) {
      const token = tokenOf(role)
      const created = await rest('POST', `/${collection}`, { token, body: validBody(collection, `${role}-novo`) })
      expect(created.status, `${role} creates: ${created.text}`).toBe(may(rules.create, role) ? 201 : 403)
      const updated = await rest('PATCH', `/${collection}/${target}`, { token, body: rules.change })
      expect(updated.status, `${role} updates: ${updated.text}`).toBe(may(rules.update, role) ? 200 : 403)
      const doomed = await fixture(collection)
      const deleted = await rest('DELETE', `/${collection}/${doomed}`, { token })
      expect(deleted.status, `${role} deletes: ${deleted.text}`).toBe(may(rules.delete, role) ? 200 : 403)
      const left = await payload.count({ collection: collection as CollectionSlug, where: { id: { equals: doomed } } })
      expect(left.totalDocs, `${role} deletes`).toBe(may(rules.delete, role) ? 0 : 1)
    }
  })

  it.each([
    { global: 'site-settings', read: 'anyone' as Who, update: 'admin' as Who, change: { whatsappNumber: '5511987654321' } },
    { global: 'seed-state', read: 'admin' as Who, update: 'admin' as Who, change: { seededKeys: [] } },
  ])('global $global: read by $read, update by $update', async ({ global, read, update, change }) => {
    for (const role of ROLES) {
      const token = tokenOf(role)
      expect((await rest('GET', `/globals/${global}`, { token })).status, `${role} reads`).toBe(may(read, role) ? 200 : 403)
      expect((await rest('POST', `/globals/${global}`, { token, body: change })).status, `${role} updates`).toBe(may(update, role) ? 200 : 403)
    }
  })
})

describe('what the admin forms require', () => {
  it('refuses an image without its text alternative and keeps the uploads under the data folder', async () => {
    const refused = await rest('POST', '/media', { token: editorToken, body: multipart({}, pngFile('sem-alt.png')) })
    expect(refused.status).toBe(400)
    expect(invalidFields(refused)).toEqual(['alt'])
    expect(fs.readdirSync(path.join(dataDir, 'media')).filter((name) => name.startsWith('sem-alt'))).toEqual([])
    const saved = await rest('POST', '/media', { token: editorToken, body: multipart({ alt: 'Logo da agência' }, pngFile('com-alt.png')) })
    expect(saved.status).toBe(201)
    const filename = String((saved.json.doc as { filename: string }).filename)
    expect(filename).toMatch(/^com-alt.*\.webp$/)
    expect(fs.statSync(path.join(dataDir, 'media', filename)).size).toBeGreaterThan(0)
  })

  it('refuses a published post without a cover image or a category', async () => {
    for (const missing of ['coverImage', 'category']) {
      const { [missing]: _left, ...data } = VALID.posts!(`sem-${missing}`)
      const answer = await rest('POST', '/posts', { token: editorToken, body: data })
      expect(answer.status, missing).toBe(400)
      expect(invalidFields(answer), missing).toEqual([missing])
    }
  })

  it('rates a testimonial from 5 down to 1 stars, nothing else', async () => {
    const rating = payload.collections.testimonials.config.fields.find((field) => 'name' in field && field.name === 'rating')
    expect(rating && 'options' in rating && rating.options.map((option) => (typeof option === 'string' ? option : option.value))).toEqual(['5', '4', '3', '2', '1'])
    const answer = await rest('POST', '/testimonials', { token: editorToken, body: { ...VALID.testimonials!('seis'), rating: '6' } })
    expect(answer.status).toBe(400)
    expect(invalidFields(answer)).toEqual(['rating'])
  })
})

/** The fields a validation error names. */
function invalidFields(answer: Answer): string[] {
  const errors = (answer.json.errors ?? []) as { data?: { errors?: { path: string }[] } }[]
  return errors.flatMap((error) => error.data?.errors?.map((e) => e.path) ?? [])
}

describe('login and password reset', () => {
  it('sets the session cookie HttpOnly and SameSite=Lax', async () => {
    const answer = await login('editor@agencia.com.br', PASSWORDS.editor, '192.0.2.30')
    const cookie = answer.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/payload-token=/)
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Lax/i)
    // a development server on plain HTTP (this file's environment): not Secure, or the browser would drop it
    expect(payload.collections.users.config.auth.cookies.secure).toBe(false)
    expect(cookie).not.toMatch(/;\s*Secure/i)
    const { secureCookies } = await import('@/features/accounts/users-collection')
    expect(secureCookies({ isProduction: true, SITE_URL: 'https://agencia.com.br' })).toBe(true)
    expect(secureCookies({ isProduction: false, SITE_URL: 'http://localhost:3000' })).toBe(false)
  })

  it('answers an unknown e-mail, a wrong password and a locked account the same way', async () => {
    await create5FailedLogins('editor@agencia.com.br')
    const unknown = await login('ninguem@agencia.com.br', 'qualquer-senha-errada', '192.0.2.41')
    const wrong = await login('admin@agencia.com.br', 'qualquer-senha-errada', '192.0.2.42')
    const lockedRightPassword = await login('editor@agencia.com.br', PASSWORDS.editor, '192.0.2.43')
    const lockedWrongPassword = await login('editor@agencia.com.br', 'qualquer-senha-errada', '192.0.2.44')
    for (const answer of [unknown, lockedRightPassword, lockedWrongPassword]) {
      expect(answer.status).toBe(wrong.status)
      expect(answer.json).toEqual(wrong.json)
    }
    expect(wrong.status).toBe(401)
    // the lock lasts: even the right password is refused until it expires
    const editor = await payload.findByID({ collection: 'users', id: ids.editor, showHiddenFields: true })
    expect(new Date(String(editor.lockUntil)).getTime()).toBeGreaterThan(Date.now() + 9 * 60 * 1000)
  })

  it('applies the password policy on the reset screen', async () => {
    // the locked editor of the previous test: a reset also lifts the lock
    const token = await payload.forgotPassword({ collection: 'users', data: { email: 'editor@agencia.com.br' }, disableEmail: true })
    for (const bad of ['123', 'Senha@123456', 'qwertyuiop1234']) {
      const answer = await rest('POST', '/users/reset-password', { body: { token, password: bad } })
      expect(answer.status, bad).toBe(400)
      expect(answer.text).toMatch(/pelo menos 12 caracteres|muito comum/)
    }
    const good = await rest('POST', '/users/reset-password', { body: { token, password: 'capivara-nada-no-lago-9' } })
    expect(good.status).toBe(200)
    expect((await login('editor@agencia.com.br', 'capivara-nada-no-lago-9', '192.0.2.50')).status).toBe(200)
  })

  it('keeps the reset link out of the stored copy of the e-mail', async () => {
    await payload.forgotPassword({ collection: 'users', data: { email: 'admin@agencia.com.br' }, disableEmail: false })
    const { docs } = await payload.find({ collection: 'outbox', sort: '-createdAt', limit: 1 })
    expect(docs[0]?.subject).toMatch(/Redefinição de senha/)
    expect(docs[0]?.html).toContain('/admin/reset/[token-oculto]')
    const user = await payload.db.findOne<{ id: number; resetPasswordToken?: string }>({ collection: 'users', where: { email: { equals: 'admin@agencia.com.br' } } })
    expect(user?.resetPasswordToken).toBeTruthy()
    expect(docs[0]?.html).not.toContain(String(user?.resetPasswordToken))
  })
})

describe('unknown REST routes', () => {
  it('answer a plain JSON 404 without the server address', async () => {
    for (const path of ['/payload-migrations', '/nao-existe/rota', '/users/999999', '/globals/nao-existe']) {
      const answer = await rest('GET', path, { token: adminToken })
      expect(answer.status, path).toBe(404)
      expect(answer.json.error ?? answer.json.errors, path).toBeTruthy()
      expect(answer.text).not.toMatch(/localhost|0\.0\.0\.0|http:/)
    }
  })
})

async function create5FailedLogins(email: string) {
  for (let i = 0; i < 5; i += 1) expect((await login(email, `senha-errada-${i}`, `192.0.2.${60 + i}`)).status).toBe(401)
}
