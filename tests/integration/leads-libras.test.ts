import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { createTestPayload, destroyTestPayload } from '../helpers/payload'
import { clearOfWindowEnd } from '../helpers/rate-limit-window'

let payload: Payload
let dataDir: string
let handle: typeof import('@/features/leads/quotes/libras-handler').handleLibrasLead
let route: typeof import('@/app/api/leads/libras/route')
let ipCounter = 0
let submitLibrasForm: typeof import('@/features/leads/quotes/libras-action').submitLibrasForm

/** The request headers the page's server action reads (`headers()` of next/headers). */
const actionRequest = vi.hoisted(() => ({ headers: new Headers() }))
vi.mock('next/headers', () => ({ headers: async () => actionRequest.headers }))

beforeAll(async () => {
  ;({ payload, dataDir } = await createTestPayload())
  ;({ handleLibrasLead: handle } = await import('@/features/leads/quotes/libras-handler'))
  route = await import('@/app/api/leads/libras/route')
  ;({ submitLibrasForm } = await import('@/features/leads/quotes/libras-action'))
})
afterAll(async () => destroyTestPayload(payload, dataDir))

const nextDay = () => new Date(Date.now() + 3 * 24 * 3600 * 1000).toISOString().slice(0, 10)

const valid = (extra: Record<string, unknown> = {}) => ({
  nome: 'Mariana Souza',
  email: 'mariana@eventosabc.com.br',
  telefone: '(11) 98765-4321',
  empresa: 'Eventos ABC',
  tipoServico: 'Presencial SP',
  dataEvento: nextDay(),
  local: 'Av. Paulista, 1000 - São Paulo',
  tamanhoPublico: '120',
  duracao: '3 horas',
  linkVideo: '',
  descricao: 'Palestra sobre inclusão no mercado de trabalho.',
  lgpdConsent: true,
  hp_field: '',
  ...extra,
})

/** Each call comes from its own address unless one is given, so the rate limit only bites where tested. */
function jsonRequest(body: unknown, { ip, headers = {} }: { ip?: string; headers?: Record<string, string> } = {}) {
  ipCounter += 1
  return new Request('http://localhost/api/leads/libras', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-real-ip': ip ?? `10.0.${Math.floor(ipCounter / 250)}.${ipCounter % 250}`, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

const countLeads = async (email?: string) =>
  (await payload.count({ collection: 'leads', where: email ? { email: { equals: email } } : undefined, overrideAccess: true })).totalDocs

describe('POST /api/leads/libras (JSON)', () => {
  it('201: stores the lead with its consent record and status "novo", and e-mails the agency', async () => {
    const before = Date.now()
    const response = await handle(jsonRequest(valid({ email: 'consent@exemplo.com.br', paginaOrigem: '/servicos/libras' })))
    expect(response.status).toBe(201)
    const body = await response.json()
    expect(body).toEqual({ ok: true, message: 'Recebemos seu pedido! Entraremos em contato em breve.' })
    const [lead] = (await payload.find({ collection: 'leads', where: { email: { equals: 'consent@exemplo.com.br' } }, overrideAccess: true })).docs
    if (!lead) throw new Error('lead não gravado')
    expect(lead).toMatchObject({
      nome: 'Mariana Souza',
      email: 'consent@exemplo.com.br',
      tipoServico: 'Presencial SP',
      tamanhoPublico: 120,
      status: 'novo',
      servico: 'libras',
      paginaOrigem: '/servicos/libras',
      consentimentoTexto: 'Autorizo o contato para fins de orçamento, conforme LGPD.',
      consentimentoVersao: expect.stringMatching(/\S/),
    })
    expect(new Date(lead.consentimentoEm).getTime()).toBeGreaterThanOrEqual(before - 1000)
    const mail = await payload.find({ collection: 'outbox', where: { subject: { contains: 'Mariana Souza' } }, overrideAccess: true })
    expect(mail.docs[0]).toMatchObject({ to: 'contato@verticedigital.com.br', status: 'stored' })
    expect(mail.docs[0]?.text).toContain('consent@exemplo.com.br')
  })

  it('400: per-field messages in Portuguese, nothing stored', async () => {
    const response = await handle(
      jsonRequest(valid({ nome: '', email: 'nao-e-email', lgpdConsent: false, dataEvento: '2020-01-10', linkVideo: 'ftp://x' })),
    )
    expect(response.status).toBe(400)
    const body = await response.json()
    expect(body.error).toMatch(/campos/)
    expect(Object.keys(body.fields).sort()).toEqual(['dataEvento', 'email', 'lgpdConsent', 'linkVideo', 'nome'])
    expect(body.fields.email).toMatch(/e-mail válido/)
    expect(await countLeads('nao-e-email')).toBe(0)
  })

  it('400: a body that is not JSON', async () => {
    const response = await handle(jsonRequest('{"nome":'))
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: expect.any(String) })
  })

  it('413: a declared Content-Length over the cap is refused before reading', async () => {
    const response = await handle(
      jsonRequest(valid({ email: 'grande1@exemplo.com' }), { headers: { 'content-length': String(40 * 1024) } }),
    )
    expect(response.status).toBe(413)
    expect((await response.json()).error).toMatch(/grande/)
  })

  it('413: a body over the cap without Content-Length is refused while reading', async () => {
    const big = valid({ email: 'grande2@exemplo.com', descricao: 'x'.repeat(40 * 1024) })
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(JSON.stringify(big)))
        controller.close()
      },
    })
    const request = new Request('http://localhost/api/leads/libras', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-real-ip': '10.9.9.9' },
      body: stream,
      duplex: 'half',
    } as RequestInit)
    const response = await handle(request)
    expect(response.status).toBe(413)
    expect(await countLeads('grande2@exemplo.com')).toBe(0)
  })

  it('the trap field: answered exactly like a success (status, body, headers), nothing stored', async () => {
    const response = await handle(jsonRequest(valid({ email: 'robo@spam.com', hp_field: 'http://spam.example' })))
    const real = await handle(jsonRequest(valid({ email: 'pessoa-real@exemplo.com' })))
    expect(response.status).toBe(201)
    expect(real.status).toBe(201)
    expect(await response.json()).toEqual(await real.json())
    expect(Object.fromEntries(response.headers)).toEqual(Object.fromEntries(real.headers))
    expect(await countLeads('robo@spam.com')).toBe(0)
    expect(await countLeads('pessoa-real@exemplo.com')).toBe(1)
    const mail = await payload.count({ collection: 'outbox', where: { text: { contains: 'robo@spam.com' } }, overrideAccess: true })
    expect(mail.totalDocs).toBe(0)
  })

  it('429 past the rate limit for one address, with Retry-After; other addresses are not affected', async () => {
    await clearOfWindowEnd((await import('@/features/leads/quotes/libras-submit')).LIBRAS_RATE_LIMIT)
    const statuses: number[] = []
    for (let i = 0; i < 21; i += 1) {
      const response = await handle(jsonRequest(valid({ email: `limite${i}@exemplo.com` }), { ip: '203.0.113.7' }))
      statuses.push(response.status)
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(201))
    expect(statuses[20]).toBe(429)
    const blocked = await handle(jsonRequest(valid({ email: 'limite-extra@exemplo.com' }), { ip: '203.0.113.7' }))
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/)
    expect((await blocked.json()).error).toMatch(/Aguarde/)
    expect(await countLeads('limite-extra@exemplo.com')).toBe(0)
    expect((await handle(jsonRequest(valid({ email: 'outro-ip@exemplo.com' }), { ip: '203.0.113.8' }))).status).toBe(201)
  })

  it('a failing e-mail never fails the lead', async () => {
    const original = payload.create.bind(payload)
    const spy = ((args: Parameters<Payload['create']>[0]) =>
      args.collection === 'outbox' ? Promise.reject(new Error('disco cheio')) : original(args)) as Payload['create']
    payload.create = spy
    try {
      const response = await handle(jsonRequest(valid({ email: 'sem-email@exemplo.com' })))
      expect(response.status).toBe(201)
    } finally {
      payload.create = original
    }
    expect(await countLeads('sem-email@exemplo.com')).toBe(1)
  })

  it('200 concurrent valid submissions through the route give exactly 200 leads and 200 notification e-mails', async () => {
    const before = await countLeads()
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) => route.POST(jsonRequest(valid({ email: `massa${i}@exemplo.com`, nome: `Pessoa Massa ${i}` })))),
    )
    expect(responses.map((r) => r.status)).toEqual(Array(200).fill(201))
    expect((await countLeads()) - before).toBe(200)
    const stored = await payload.find({ collection: 'leads', where: { nome: { like: 'Pessoa Massa' } }, limit: 0, pagination: false, overrideAccess: true })
    expect(new Set(stored.docs.map((d) => d.email)).size).toBe(200)
    const mails = await payload.find({
      collection: 'outbox',
      where: { subject: { like: 'Orçamento de Libras: Pessoa Massa' } },
      pagination: false,
      overrideAccess: true,
    })
    expect(mails.docs).toHaveLength(200)
    expect(new Set(mails.docs.map((m) => m.subject)).size).toBe(200)
  }, 180_000)
})

describe('POST /api/leads/libras with a form-encoded body (one submission: the same JSON answers)', () => {
  const formRequest = (fields: Record<string, string>, ip = '198.51.100.1') =>
    new Request('http://localhost/api/leads/libras', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-real-ip': ip, accept: 'text/html' },
      body: new URLSearchParams(fields).toString(),
    })

  it('201 and the lead stored, never a redirect', async () => {
    const { lgpdConsent: _, ...rest } = valid({ email: 'form@exemplo.com.br', paginaOrigem: '/servicos/libras' })
    const response = await handle(formRequest({ ...(rest as Record<string, string>), lgpdConsent: 'on' }))
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({ ok: true, message: 'Recebemos seu pedido! Entraremos em contato em breve.' })
    expect(await countLeads('form@exemplo.com.br')).toBe(1)
  })

  it('400 with the fields to fix', async () => {
    const response = await handle(formRequest({ nome: 'Ana', email: 'errado', paginaOrigem: '/servicos/libras' }, '198.51.100.2'))
    expect(response.status).toBe(400)
    expect(Object.keys((await response.json()).fields).sort()).toEqual(['email', 'lgpdConsent'])
  })

  it('records the page of origin only when it is a path of this site', async () => {
    const { lgpdConsent: _, ...rest } = valid({ email: 'origem@exemplo.com.br', paginaOrigem: '//malicioso.example/x' })
    expect((await handle(formRequest({ ...(rest as Record<string, string>), lgpdConsent: 'on' }, '198.51.100.3'))).status).toBe(201)
    const { docs } = await payload.find({ collection: 'leads', where: { email: { equals: 'origem@exemplo.com.br' } }, overrideAccess: true })
    expect(docs[0]?.paginaOrigem).toBe('/servicos/libras')
  })
})

describe('the form’s server action (what a browser without JavaScript submits on the page)', () => {
  const formData = (fields: Record<string, unknown>) => {
    const form = new FormData()
    for (const [key, value] of Object.entries(fields)) if (value !== false) form.set(key, value === true ? 'on' : String(value))
    return form
  }
  const submit = (fields: Record<string, unknown>, ip: string) => {
    actionRequest.headers = new Headers({ 'x-real-ip': ip })
    return submitLibrasForm({ phase: 'idle', errors: {}, values: {} }, formData(fields))
  }

  it('stores a valid request and answers with the success message', async () => {
    const result = await submit(valid({ email: 'acao@exemplo.com.br' }), '192.0.2.10')
    expect(result).toEqual({ phase: 'success', message: 'Recebemos seu pedido! Entraremos em contato em breve.', errors: {}, values: {} })
    expect(await countLeads('acao@exemplo.com.br')).toBe(1)
  })

  it('past the rate limit: a pt-BR message, everything typed kept, nothing stored', async () => {
    await clearOfWindowEnd((await import('@/features/leads/quotes/libras-submit')).LIBRAS_RATE_LIMIT)
    for (let i = 0; i < 20; i += 1) expect((await submit(valid({ email: `acao-limite${i}@exemplo.com` }), '192.0.2.20')).phase).toBe('success')
    const result = await submit(valid({ email: 'acao-limite-extra@exemplo.com', descricao: 'Texto que não pode se perder.' }), '192.0.2.20')
    expect(result.phase).toBe('failure')
    expect(result.message).toBe('Não foi possível enviar. Tente novamente. Muitos pedidos enviados daqui. Aguarde alguns minutos e tente de novo.')
    expect(result.values).toMatchObject({ email: 'acao-limite-extra@exemplo.com', descricao: 'Texto que não pode se perder.', nome: 'Mariana Souza' })
    expect(await countLeads('acao-limite-extra@exemplo.com')).toBe(0)
    // Another address is not affected.
    expect((await submit(valid({ email: 'acao-outro-ip@exemplo.com' }), '192.0.2.21')).phase).toBe('success')
  })

  it('an oversized submission: a pt-BR message, the input kept, nothing stored', async () => {
    const descricao = 'a'.repeat(40 * 1024)
    const result = await submit(valid({ email: 'acao-grande@exemplo.com', descricao }), '192.0.2.30')
    expect(result.phase).toBe('failure')
    expect(result.message).toBe('Não foi possível enviar. Tente novamente. O pedido é grande demais. Resuma a descrição e tente de novo.')
    expect(result.values).toMatchObject({ email: 'acao-grande@exemplo.com', nome: 'Mariana Souza' })
    expect(result.values.descricao).toHaveLength(descricao.length)
    expect(await countLeads('acao-grande@exemplo.com')).toBe(0)
  })
})

describe('leads collection access', () => {
  it('is private: anonymous reads and creates are refused', async () => {
    await expect(payload.find({ collection: 'leads', overrideAccess: false, user: null })).rejects.toThrow(/permissão|permission/i)
    const data = { status: 'novo' as const, servico: 'libras' as const, nome: 'x', email: 'x@x.com', consentimentoTexto: 'x', consentimentoVersao: 'x', consentimentoEm: new Date().toISOString() }
    await expect(payload.create({ collection: 'leads', overrideAccess: false, user: null, data, draft: false })).rejects.toThrow(/permissão|permission/i)
  })
})
