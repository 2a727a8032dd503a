import { describe, expect, it } from 'vitest'

import { handleWebhook } from './webhook-handler'

describe('POST /api/stripe/webhook body cap', () => {
  it('answers 413 to an event over 256 KB, declared or not, without reading it whole', async () => {
    const big = 'x'.repeat(256 * 1024 + 1)
    const declared = new Request('http://localhost/api/stripe/webhook', {
      method: 'POST',
      headers: { 'stripe-signature': 't=1,v1=x', 'content-length': String(big.length) },
      body: big,
    })
    const declaredAnswer = await handleWebhook(declared, { payload: {} as never })
    expect(declaredAnswer.status).toBe(413)
    expect(await declaredAnswer.json()).toEqual({ error: 'Evento grande demais.' })

    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 5; i++) controller.enqueue(new TextEncoder().encode('y'.repeat(64 * 1024)))
        controller.close()
      },
    })
    const chunked = new Request('http://localhost/api/stripe/webhook', {
      method: 'POST',
      headers: { 'stripe-signature': 't=1,v1=x' },
      body: stream,
      duplex: 'half',
    } as RequestInit)
    expect((await handleWebhook(chunked, { payload: {} as never })).status).toBe(413)
  })

  it('still answers 400 to a small unsigned event', async () => {
    const request = new Request('http://localhost/api/stripe/webhook', { method: 'POST', body: '{}' })
    expect((await handleWebhook(request, { payload: {} as never })).status).toBe(400)
  })
})
