import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createTestPayload, destroyTestPayload } from '../helpers/payload'
import { clearOfWindowEnd } from '../helpers/rate-limit-window'

let payload: Payload
let dataDir: string
let handle: typeof import('@/features/leads/newsletter/newsletter-handler').handleNewsletter
let consent: typeof import('@/features/leads/newsletter/newsletter-consent')
let cancelRoute: typeof import('@/app/api/newsletter/cancelar/route')
let confirmRoute: typeof import('@/app/api/newsletter/confirmar/route')

beforeAll(async () => {
  ;({ payload, dataDir } = await createTestPayload())
  ;({ handleNewsletter: handle } = await import('@/features/leads/newsletter/newsletter-handler'))
  consent = await import('@/features/leads/newsletter/newsletter-consent')
  cancelRoute = await import('@/app/api/newsletter/cancelar/route')
  confirmRoute = await import('@/app/api/newsletter/confirmar/route')
})
afterAll(async () => destroyTestPayload(payload, dataDir))

let ipCounter = 0
const post = (body: string, { ip = `10.1.0.${(ipCounter += 1)}`, type = 'application/json', headers = {} as Record<string, string> } = {}) =>
  new Request('http://localhost/api/newsletter', {
    method: 'POST',
    headers: { 'content-type': type, 'x-real-ip': ip, host: 'localhost', ...headers },
    body,
  })
const subscribe = (email: string, options?: Parameters<typeof post>[1]) => handle(post(JSON.stringify({ email }), options))
const find = async (email: string) =>
  (await payload.find({ collection: 'newsletter-subscribers', where: { email: { equals: email } }, overrideAccess: true, showHiddenFields: true })).docs[0]
const mails = async (email: string) =>
  (await payload.find({ collection: 'outbox', where: { to: { equals: email } }, sort: 'createdAt', overrideAccess: true })).docs
const confirmTokenIn = (text: string | null | undefined) => /\/newsletter\/confirmar\?token=([\w-]+)/.exec(text ?? '')?.[1]
const confirm = (token: string, ip = '10.2.0.1') =>
  confirmRoute.POST(
    new Request('http://localhost/api/newsletter/confirmar', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-real-ip': ip, accept: 'text/html' },
      body: `token=${token}`,
    }),
  )
const confirmed = { and: [{ confirmadoEm: { exists: true } }, { unsubscribedAt: { exists: false } }] } as const
const countConfirmed = async () => (await payload.count({ collection: 'newsletter-subscribers', where: confirmed as never, overrideAccess: true })).totalDocs

describe('POST /api/newsletter (double opt-in)', () => {
  it('stores a new address pending, with the consent text, version and time, and e-mails the confirmation link', async () => {
    const response = await subscribe(' Leitor@Exemplo.com.BR ')
    expect(response.status).toBe(202)
    expect((await response.json()).message).toBe(consent.NEWSLETTER_MESSAGES.confirme)
    const doc = await find('leitor@exemplo.com.br')
    expect(doc).toMatchObject({
      email: 'leitor@exemplo.com.br',
      consentimentoTexto: consent.NEWSLETTER_CONSENT_TEXT,
      consentVersion: consent.NEWSLETTER_CONSENT_VERSION,
      unsubscribedAt: null,
      confirmadoEm: null,
    })
    expect(Date.now() - new Date(doc!.consentimentoEm).getTime()).toBeLessThan(60_000)
    expect(await countConfirmed()).toBe(0) // pending: does not count, gets no newsletter
    const [mail, ...more] = await mails('leitor@exemplo.com.br')
    expect(more).toHaveLength(0)
    expect(mail!.subject).toMatch(/Confirme sua inscrição/)
    expect(confirmTokenIn(mail!.text)).toBe(doc!.confirmationToken)
    expect(mail!.text).toContain(`/newsletter/cancelar?token=${doc!.unsubscribeToken}`)
    expect(mail!.text).toContain(consent.NEWSLETTER_CONSENT_TEXT)
  })

  it('confirms only through the link’s button: opening it changes nothing, the POST records the time once (no replay)', async () => {
    const [mail] = await mails('leitor@exemplo.com.br')
    const token = confirmTokenIn(mail!.text)!
    const opened = await confirmRoute.GET(new Request(`http://localhost/api/newsletter/confirmar?token=${token}`))
    expect(opened.status).toBe(303)
    expect(opened.headers.get('location')).toBe(`/newsletter/confirmar?token=${token}`)
    expect((await find('leitor@exemplo.com.br'))!.confirmadoEm).toBeNull()

    const done = await confirm(token)
    expect(done.status).toBe(303)
    expect(done.headers.get('location')).toBe(`/newsletter/confirmar?token=${token}&estado=confirmada`)
    const doc = await find('leitor@exemplo.com.br')
    expect(Date.now() - new Date(String(doc!.confirmadoEm)).getTime()).toBeLessThan(60_000)
    expect(doc!.confirmationToken).toBeNull()
    expect(doc!.consentimentoTexto).toBe(consent.NEWSLETTER_CONSENT_TEXT)
    expect(await countConfirmed()).toBe(1)
    const welcome = (await mails('leitor@exemplo.com.br')).at(-1)!
    expect(welcome.subject).toMatch(/Inscrição confirmada/)

    const replay = await confirm(token)
    expect(replay.headers.get('location')).toMatch(/estado=invalido$/)
    expect((await find('leitor@exemplo.com.br'))!.confirmadoEm).toBe(doc!.confirmadoEm)
    const made = await confirmRoute.POST(
      new Request('http://localhost/api/newsletter/confirmar', { method: 'POST', headers: { 'content-type': 'application/json', 'x-real-ip': '10.2.0.2' }, body: JSON.stringify({ token: 'x'.repeat(43) }) }),
    )
    expect(made.status).toBe(404)
  })

  it('answers a new, a pending, a confirmed and a cancelled address exactly alike (no enumeration)', async () => {
    await subscribe('pendente@exemplo.com.br')
    await subscribe('cancelado@exemplo.com.br')
    const cancelledToken = (await find('cancelado@exemplo.com.br'))!.unsubscribeToken!
    await cancelRoute.POST(
      new Request('http://localhost/api/newsletter/cancelar', { method: 'POST', headers: { 'content-type': 'application/json', 'x-real-ip': '10.2.0.3' }, body: JSON.stringify({ token: cancelledToken }) }),
    )
    const answers = await Promise.all(
      ['novo@exemplo.com.br', 'pendente@exemplo.com.br', 'leitor@exemplo.com.br', 'cancelado@exemplo.com.br'].map(async (email) => {
        const response = await subscribe(email)
        return { status: response.status, body: await response.text(), cache: response.headers.get('cache-control') }
      }),
    )
    for (const answer of answers) expect(answer).toEqual(answers[0])
    expect(answers[0]!.status).toBe(202)
    const forms = await Promise.all(
      ['novo2@exemplo.com.br', 'leitor@exemplo.com.br'].map(async (email) =>
        (await handle(post(`email=${encodeURIComponent(email)}`, { type: 'application/x-www-form-urlencoded', headers: { referer: 'http://localhost/blog' } }))).headers.get('location'),
      ),
    )
    expect(forms).toEqual(['/blog#newsletter-confirme', '/blog#newsletter-confirme'])
  })

  it('does not flood an inbox: a pending address gets a new link at most every 10 minutes', async () => {
    const before = (await mails('pendente@exemplo.com.br')).length
    expect(before).toBe(1) // the second request above, within 10 minutes, sent nothing
    const { CONFIRMATION_RESEND_MS } = await import('@/features/leads/newsletter/newsletter-handler')
    const later = new Date(Date.now() + CONFIRMATION_RESEND_MS + 1000)
    const response = await handle(post(JSON.stringify({ email: 'pendente@exemplo.com.br' })), { now: () => later })
    expect(response.status).toBe(202)
    const all = await mails('pendente@exemplo.com.br')
    expect(all).toHaveLength(2)
    // the old link no longer works, the new one does
    expect(confirmTokenIn(all[0]!.text)).not.toBe(confirmTokenIn(all[1]!.text))
    expect((await confirm(confirmTokenIn(all[0]!.text)!)).headers.get('location')).toMatch(/estado=invalido$/)
  })

  it('a cancelled address stays cancelled until a new confirmation, which records the new consent', async () => {
    const { CONFIRMATION_RESEND_MS } = await import('@/features/leads/newsletter/newsletter-handler')
    const email = 'cancelado@exemplo.com.br'
    const cancelledAt = (await find(email))!.unsubscribedAt
    expect(cancelledAt).toBeTruthy()
    const later = new Date(Date.now() + CONFIRMATION_RESEND_MS + 1000)
    expect((await handle(post(JSON.stringify({ email })), { now: () => later })).status).toBe(202)
    const pending = await find(email)
    expect(pending!.unsubscribedAt).toBe(cancelledAt) // somebody else's request does not re-subscribe anyone
    expect(pending!.confirmadoEm).toBeNull()
    expect(pending!.consentimentoEm).toBe(later.toISOString())
    expect(await countConfirmed()).toBe(1)
    const link = confirmTokenIn((await mails(email)).at(-1)!.text)!
    expect(link).toBe(pending!.confirmationToken)
    expect((await confirm(link)).headers.get('location')).toMatch(/estado=confirmada$/)
    const back = await find(email)
    expect(back!.unsubscribedAt).toBeNull()
    expect(back!.confirmadoEm).toBeTruthy()
    expect(await countConfirmed()).toBe(2)
  })

  it('a link older than a week no longer confirms', async () => {
    const { confirmSubscription, CONFIRMATION_VALID_MS } = await import('@/features/leads/newsletter/newsletter-confirmation')
    await subscribe('atrasado@exemplo.com.br')
    const token = (await find('atrasado@exemplo.com.br'))!.confirmationToken
    expect(await confirmSubscription(payload, token, new Date(Date.now() + CONFIRMATION_VALID_MS + 60_000))).toBe('invalido')
    expect((await find('atrasado@exemplo.com.br'))!.confirmadoEm).toBeNull()
  })

  it('400 for an invalid e-mail, 413 for an oversized body, 429 past the rate limit', async () => {
    const invalid = await subscribe('sem-arroba')
    expect(invalid.status).toBe(400)
    expect((await invalid.json()).error).toMatch(/e-mail válido/)
    expect((await handle(post(JSON.stringify({ email: 'a@b.com', x: 'y'.repeat(10_000) })))).status).toBe(413)
    await clearOfWindowEnd((await import('@/features/leads/newsletter/newsletter-handler')).NEWSLETTER_RATE_LIMIT)
    const statuses = []
    for (let i = 0; i < 11; i += 1) statuses.push((await subscribe(`l${i}@exemplo.com`, { ip: '10.9.9.9' })).status)
    expect(statuses).toEqual([...Array(10).fill(202), 429])
  })

  it('unsubscribe: GET changes nothing, POST sets unsubscribedAt once', async () => {
    const email = 'leitor@exemplo.com.br'
    const token = (await find(email))!.unsubscribeToken!
    const url = `http://localhost/api/newsletter/cancelar?token=${token}`
    const shown = await cancelRoute.GET(new Request(url))
    expect(shown.status).toBe(303)
    expect((await find(email))!.unsubscribedAt).toBeNull()
    const cancelled = await cancelRoute.POST(
      new Request('http://localhost/api/newsletter/cancelar', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-real-ip': '10.3.0.1', accept: 'text/html' },
        body: `token=${token}`,
      }),
    )
    expect(cancelled.headers.get('location')).toBe(`/newsletter/cancelar?token=${token}&estado=cancelada`)
    const at = (await find(email))!.unsubscribedAt
    expect(at).toBeTruthy()
    const oneClick = await cancelRoute.POST(
      new Request(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-real-ip': '10.3.0.1' }, body: 'List-Unsubscribe=One-Click' }),
    )
    expect(oneClick.status).toBe(200)
    expect((await oneClick.json()).message).toMatch(/já estava cancelada/)
    expect((await find(email))!.unsubscribedAt).toBe(at)
    expect(await countConfirmed()).toBe(1)
  })

  it('subscribers are private', async () => {
    await expect(payload.find({ collection: 'newsletter-subscribers', overrideAccess: false, user: null })).rejects.toThrow(/permissão|permission/i)
  })
})
