import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createTestPayload, destroyTestPayload } from '../helpers/payload'

let payload: Payload
let dataDir: string
let handle: typeof import('@/features/leads/newsletter-handler').handleNewsletter

beforeAll(async () => {
  ;({ payload, dataDir } = await createTestPayload())
  ;({ handleNewsletter: handle } = await import('@/features/leads/newsletter-handler'))
})
afterAll(async () => destroyTestPayload(payload, dataDir))

const post = (body: string, { ip = '10.1.0.1', type = 'application/json', headers = {} as Record<string, string> } = {}) =>
  new Request('http://localhost/api/newsletter', {
    method: 'POST',
    headers: { 'content-type': type, 'x-real-ip': ip, host: 'localhost', ...headers },
    body,
  })

describe('POST /api/newsletter', () => {
  it('201 stores the e-mail (lower-cased) with the consent text and time', async () => {
    const response = await handle(post(JSON.stringify({ email: ' Leitor@Exemplo.com.BR ' })))
    expect(response.status).toBe(201)
    expect((await response.json()).message).toMatch(/Inscrição confirmada/)
    const { docs } = await payload.find({ collection: 'newsletter-subscribers', overrideAccess: true })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ email: 'leitor@exemplo.com.br', consentimentoTexto: expect.stringMatching(/novidades/) })
    expect(Date.now() - new Date(docs[0]!.consentimentoEm).getTime()).toBeLessThan(60_000)
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

  it('subscribers are private', async () => {
    await expect(payload.find({ collection: 'newsletter-subscribers', overrideAccess: false, user: null })).rejects.toThrow(
      /permissão|permission/i,
    )
  })
})
