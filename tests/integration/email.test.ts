import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createTestPayload, destroyTestPayload } from '../helpers/payload'

let payload: Payload
let dataDir: string

beforeAll(async () => {
  ;({ payload, dataDir } = await createTestPayload())
})
afterAll(async () => destroyTestPayload(payload, dataDir))

describe('sendEmail without SMTP', () => {
  it('keeps the message in the outbox', async () => {
    const { sendEmail } = await import('@/features/email/send-email')
    const result = await sendEmail(payload, { to: 'cliente@exemplo.com', subject: 'Olá', text: 'Teste' })
    expect(result.status).toBe('stored')
    const entry = await payload.findByID({ collection: 'outbox', id: result.id })
    expect(entry).toMatchObject({ to: 'cliente@exemplo.com', subject: 'Olá', text: 'Teste', status: 'stored' })
  })

  it('is private: anonymous REST reads of the outbox are refused', async () => {
    await expect(payload.find({ collection: 'outbox', overrideAccess: false, user: null })).rejects.toThrow(
      /permissão|permission/i,
    )
  })
})
