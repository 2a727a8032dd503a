import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createTestPayload, destroyTestPayload } from '../helpers/payload'

let payload: Payload
let dataDir: string
let handle: typeof import('@/features/leads/newsletter-handler').handleNewsletter
let consent: typeof import('@/features/leads/newsletter-consent')
let cancelRoute: typeof import('@/app/api/newsletter/cancelar/route')

beforeAll(async () => {
  ;({ payload, dataDir } = await createTestPayload())
  ;({ handleNewsletter: handle } = await import('@/features/leads/newsletter-handler'))
  consent = await import('@/features/leads/newsletter-consent')
  cancelRoute = await import('@/app/api/newsletter/cancelar/route')
})
afterAll(async () => destroyTestPayload(payload, dataDir))

const post = (body: string, { ip = '10.1.0.1', type = 'application/json', headers = {} as Record<string, string> } = {}) =>
  new Request('http://localhost/api/newsletter', {
    method: 'POST',
    headers: { 'content-type': type, 'x-real-ip': ip, host: 'localhost', ...headers },
    body,
  })

describe('POST /api/newsletter', () => {
  it('201 stores the e-mail (lower-cased) with the footer’s consent text, its version and the time', async () => {
    const response = await handle(post(JSON.stringify({ email: ' Leitor@Exemplo.com.BR ' })))
    expect(response.status).toBe(201)
    expect((await response.json()).message).toMatch(/Inscrição confirmada/)
    const { docs } = await payload.find({ collection: 'newsletter-subscribers', overrideAccess: true })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({
      email: 'leitor@exemplo.com.br',
      consentimentoTexto: consent.NEWSLETTER_CONSENT_TEXT,
      consentVersion: consent.NEWSLETTER_CONSENT_VERSION,
      unsubscribedAt: null,
    })
    expect(Date.now() - new Date(docs[0]!.consentimentoEm).getTime()).toBeLessThan(60_000)
  })

  it('the welcome e-mail carries the unsubscribe link with the subscriber’s token', async () => {
    const [subscriber] = (await payload.find({ collection: 'newsletter-subscribers', overrideAccess: true })).docs
    expect(subscriber?.unsubscribeToken).toMatch(/^[A-Za-z0-9_-]{40,}$/)
    const mail = await payload.find({ collection: 'outbox', where: { to: { equals: 'leitor@exemplo.com.br' } }, overrideAccess: true })
    expect(mail.docs).toHaveLength(1)
    expect(mail.docs[0]!.text).toContain(`/newsletter/cancelar?token=${subscriber!.unsubscribeToken}`)
    expect(mail.docs[0]!.text).toContain(consent.NEWSLETTER_CONSENT_TEXT)
  })

  it('a duplicate subscription is answered kindly (200) and stored once', async () => {
    const response = await handle(post(JSON.stringify({ email: 'leitor@exemplo.com.br' }), { ip: '10.1.0.2' }))
    expect(response.status).toBe(200)
    expect((await response.json()).message).toMatch(/já está inscrito/)
    expect((await payload.count({ collection: 'newsletter-subscribers', overrideAccess: true })).totalDocs).toBe(1)
  })

  it('400 for an invalid e-mail', async () => {
    const response = await handle(post(JSON.stringify({ email: 'sem-arroba' }), { ip: '10.1.0.3' }))
    expect(response.status).toBe(400)
    expect((await response.json()).error).toMatch(/e-mail válido/)
  })

  it('413 for an oversized body', async () => {
    const response = await handle(post(JSON.stringify({ email: 'a@b.com', x: 'y'.repeat(10_000) }), { ip: '10.1.0.4' }))
    expect(response.status).toBe(413)
  })

  it('429 past the rate limit', async () => {
    const statuses = []
    for (let i = 0; i < 11; i += 1) statuses.push((await handle(post(JSON.stringify({ email: `l${i}@exemplo.com` }), { ip: '10.1.0.5' }))).status)
    expect(statuses).toEqual([...Array(10).fill(201), 429])
  })

  it('a plain form post (no JavaScript) comes back to the page with the message anchor', async () => {
    const response = await handle(
      post('email=form%40exemplo.com', {
        ip: '10.1.0.6',
        type: 'application/x-www-form-urlencoded',
        headers: { referer: 'http://localhost/blog', accept: 'text/html' },
      }),
    )
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/blog#newsletter-inscrito')
    const again = await handle(
      post('email=form%40exemplo.com', { ip: '10.1.0.6', type: 'application/x-www-form-urlencoded', headers: { referer: 'http://outro.example/x' } }),
    )
    expect(again.headers.get('location')).toBe('/#newsletter-ja-inscrito')
  })

  it('unsubscribe: GET changes nothing, POST sets unsubscribedAt once, a new subscription re-activates', async () => {
    const email = 'cancela@exemplo.com.br'
    expect((await handle(post(JSON.stringify({ email }), { ip: '10.1.0.7' }))).status).toBe(201)
    const find = async () =>
      (await payload.find({ collection: 'newsletter-subscribers', where: { email: { equals: email } }, overrideAccess: true })).docs[0]!
    const token = (await find()).unsubscribeToken!
    const url = `http://localhost/api/newsletter/cancelar?token=${token}`

    const shown = await cancelRoute.GET(new Request(url))
    expect(shown.status).toBe(303)
    expect(shown.headers.get('location')).toBe(`/newsletter/cancelar?token=${token}`)
    expect((await find()).unsubscribedAt).toBeNull()

    const form = (body: string, ip = '10.1.0.8') =>
      new Request('http://localhost/api/newsletter/cancelar', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-real-ip': ip, accept: 'text/html' },
        body,
      })
    const cancelled = await cancelRoute.POST(form(`token=${token}`))
    expect(cancelled.status).toBe(303)
    expect(cancelled.headers.get('location')).toBe(`/newsletter/cancelar?token=${token}&estado=cancelada`)
    const at = (await find()).unsubscribedAt
    expect(at).toBeTruthy()

    // Mail apps' one-click unsubscribe (RFC 8058) posts to the link itself; a repeat keeps the first date.
    const oneClick = await cancelRoute.POST(
      new Request(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-real-ip': '10.1.0.8' }, body: 'List-Unsubscribe=One-Click' }),
    )
    expect(oneClick.status).toBe(200)
    expect((await oneClick.json()).message).toMatch(/já estava cancelada/)
    expect((await find()).unsubscribedAt).toBe(at)

    const unknown = await cancelRoute.POST(
      new Request('http://localhost/api/newsletter/cancelar', { method: 'POST', headers: { 'content-type': 'application/json', 'x-real-ip': '10.1.0.8' }, body: JSON.stringify({ token: 'x'.repeat(43) }) }),
    )
    expect(unknown.status).toBe(404)
    expect((await unknown.json()).error).toMatch(/inválido/)

    const back = await handle(post(JSON.stringify({ email }), { ip: '10.1.0.9' }))
    expect(back.status).toBe(200)
    expect((await back.json()).message).toBe(consent.NEWSLETTER_MESSAGES.reativado)
    const again = await find()
    expect(again.unsubscribedAt).toBeNull()
    expect(again.unsubscribeToken).toBe(token)
    expect(again.consentVersion).toBe(consent.NEWSLETTER_CONSENT_VERSION)
    expect((await handle(post(JSON.stringify({ email }), { ip: '10.1.0.9' }))).status).toBe(200)
    expect((await payload.count({ collection: 'newsletter-subscribers', where: { email: { equals: email } }, overrideAccess: true })).totalDocs).toBe(1)
  })

  it('subscribers are private', async () => {
    await expect(payload.find({ collection: 'newsletter-subscribers', overrideAccess: false, user: null })).rejects.toThrow(
      /permissão|permission/i,
    )
  })
})
