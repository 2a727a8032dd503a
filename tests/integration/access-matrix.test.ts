import type { Payload } from 'payload'
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
  if (options.body !== undefined) headers['content-type'] = 'application/json'
  const response = await route[method](
    new Request(url, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) }) as never,
    { params: Promise.resolve({ slug }) },
  )
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

beforeAll(async () => {
  ;({ payload, dataDir } = await createTestPayload())
  route = await import('@/app/(payload)/cms-api/[...slug]/route')
  const context = { disableRevalidate: true, trustedServerTask: true }
  // Fixtures written by the server itself (no access rules); the REST calls below are what is under test.
  const create = async (args: { collection: string; data: Record<string, unknown>; file?: { data: Buffer; mimetype: string; name: string; size: number } }) =>
    (await payload.create({ ...args, overrideAccess: true, context } as Parameters<Payload['create']>[0])) as unknown as { id: number }

  ids.admin = (await create({ collection: 'users', data: { email: 'admin@agencia.com.br', password: PASSWORDS.admin, roles: ['admin'] } })).id
  ids.editor = (await create({ collection: 'users', data: { email: 'editor@agencia.com.br', password: PASSWORDS.editor, roles: ['editor'] } })).id
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64')
  ids.media = (await create({ collection: 'media', data: { alt: 'Capa' }, file: { data: png, mimetype: 'image/png', name: 'capa.png', size: png.length } })).id
  const { lexicalFromBlocks } = await import('@/features/blog/lexical')
  const post = (title: string, _status: 'published' | 'draft') =>
    create({
      collection: 'posts',
      data: { title, excerpt: 'Resumo', category: 'SEO', coverImage: ids.media, content: lexicalFromBlocks(['Texto.']) as never, _status },
    })
  ids.post = (await post('Post publicado', 'published')).id
  ids.draftPost = (await post('Rascunho secreto', 'draft')).id
  const caseData = (title: string) => ({
    title, client: 'Cliente', excerpt: 'Resumo', coverImage: ids.media, category: 'E-commerce' as const, challenge: 'D', solution: 'S', results: 'R',
  })
  ids.case = (await create({ collection: 'cases', data: { ...caseData('Case publicado'), _status: 'published' } })).id
  ids.draftCase = (await create({ collection: 'cases', data: { ...caseData('Case rascunho'), _status: 'draft' } })).id
  const file = Buffer.from('{"template":"x"}')
  ids.deliverable = (await create({ collection: 'store-deliverables', data: {}, file: { data: file, mimetype: 'application/octet-stream', name: 'x.wix', size: file.length } })).id
  const template = (slug: string, _status: 'published' | 'draft') =>
    create({
      collection: 'store-templates',
      data: { slug, title: slug, description: 'D', category: 'Saúde', difficulty: 'Iniciante', price: 29700, pages: 3, cover: ids.media, demoUrl: 'https://demo.exemplo.com.br', deliverable: ids.deliverable, _status },
    })
  ids.template = (await template('template-publico', 'published')).id
  ids.draftTemplate = (await template('template-rascunho', 'draft')).id
  ids.lead = (
    await create({
      collection: 'leads',
      data: { nome: 'Ana', email: 'ana@cliente.com.br', paginaOrigem: '/servicos/libras', consentimentoTexto: 'Aceito', consentimentoVersao: 'v1', consentimentoEm: '2026-01-01T12:00:00.000Z' },
    })
  ).id
  ids.order = (await create({ collection: 'orders', data: { template: ids.template, amount: 29700, provider: 'simulator', sessionId: 'sim_0123456789', email: 'compra@cliente.com.br' } })).id
  ids.subscriber = (await create({ collection: 'newsletter-subscribers', data: { email: 'leitor@cliente.com.br', consentimentoTexto: 'Aceito', consentimentoEm: '2026-01-01T12:00:00.000Z' } })).id
  ids.testimonial = (await create({ collection: 'testimonials', data: { name: 'Bia', role: 'CEO', company: 'Loja', content: 'Ótimo.', rating: '5' } })).id

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

  it('reads public content (testimonials, media, settings) but writes nothing', async () => {
    expect((await rest('GET', '/testimonials')).status).toBe(200)
    expect((await rest('GET', '/media')).status).toBe(200)
    expect((await rest('GET', '/globals/site-settings')).status).toBe(200)
    expect((await rest('POST', '/globals/site-settings', { body: { brandName: 'Invasor' } })).status).toBe(403)
    for (const collection of ['posts', 'cases', 'store-templates', 'testimonials', 'page-templates', 'media', 'leads', 'orders', 'newsletter-subscribers', 'outbox', 'users']) {
      expect((await rest('POST', `/${collection}`, { body: { title: 'x', name: 'x', email: 'x@x.com' } })).status, `POST ${collection}`).toBe(403)
    }
    expect((await rest('PATCH', `/posts/${ids.post}`, { body: { title: 'Alterado' } })).status).toBe(403)
    expect((await rest('DELETE', `/posts/${ids.post}`)).status).toBe(403)
    expect((await rest('PATCH', `/testimonials/${ids.testimonial}`, { body: { name: 'x' } })).status).toBe(403)
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

describe('login and password reset', () => {
  it('sets the session cookie HttpOnly and SameSite=Lax', async () => {
    const answer = await login('editor@agencia.com.br', PASSWORDS.editor, '192.0.2.30')
    const cookie = answer.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/payload-token=/)
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Lax/i)
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
