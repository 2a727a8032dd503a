import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createTestPayload, destroyTestPayload } from '../helpers/payload'
import { createTestTemplate } from './store-helpers'

/* The scheduled maintenance jobs (features/admin/maintenance-tasks.ts), on the real database. */
let payload: Payload
let dataDir: string
let tasks: typeof import('@/features/admin/maintenance-tasks')

beforeAll(async () => {
  ;({ payload, dataDir } = await createTestPayload())
  tasks = await import('@/features/admin/maintenance-tasks')
})
afterAll(async () => destroyTestPayload(payload, dataDir))

const context = { disableRevalidate: true, trustedServerTask: true }
const ago = (days: number, from = new Date()) => new Date(from.getTime() - days * 24 * 60 * 60 * 1000).toISOString()

describe('scheduled maintenance', () => {
  it('is scheduled in the maintenance queue, which every serving process runs', () => {
    const slugs = (payload.config.jobs.tasks ?? []).filter((task) => task.schedule?.some((s) => s.queue === 'maintenance')).map((task) => task.slug)
    expect(slugs.sort()).toEqual(['expire-abandoned-checkouts', 'lgpd-retention', 'prune-shared-state'])
    expect(payload.config.jobs.autoRun).toContainEqual(expect.objectContaining({ queue: 'maintenance' }))
  })

  it('expires checkouts still pending after 7 days, and only those', async () => {
    const template = await createTestTemplate(payload, 'manutencao')
    const order = (sessionId: string, status: string, createdAt: string) =>
      payload.create({ collection: 'orders', data: { template, amount: 100, provider: 'simulator', sessionId, status, createdAt } as never, overrideAccess: true, context })
    const old = await order('sim_velho', 'pending', ago(8))
    const recent = await order('sim_recente', 'pending', ago(2))
    const paid = await order('sim_pago', 'paid', ago(30))
    expect(await tasks.expireAbandonedCheckouts(payload)).toBe(1)
    const status = async (id: number) => (await payload.findByID({ collection: 'orders', id, overrideAccess: true, depth: 0 })).status
    expect([await status(old.id), await status(recent.id), await status(paid.id)]).toEqual(['expired', 'pending', 'paid'])
  })

  it('an abandoned checkout gives its coupon use back', async () => {
    const template = await createTestTemplate(payload, 'manutencao-cupom')
    await payload.create({ collection: 'coupons', data: { code: 'ABANDONO', kind: 'percent', percentOff: 10, maxUses: 1 } as never, overrideAccess: true, context })
    const { claimCouponUse } = await import('@/features/store/checkout/coupons')
    expect(await claimCouponUse(payload, 'ABANDONO')).toBe(true)
    expect(await claimCouponUse(payload, 'ABANDONO')).toBe(false)
    await payload.create({
      collection: 'orders',
      data: { template, amount: 90, provider: 'simulator', sessionId: 'sim_cupom_velho', status: 'pending', couponCode: 'ABANDONO', createdAt: ago(8) } as never,
      overrideAccess: true,
      context,
    })
    expect(await tasks.expireAbandonedCheckouts(payload)).toBe(1)
    const coupon = (await payload.find({ collection: 'coupons', where: { code: { equals: 'ABANDONO' } }, overrideAccess: true })).docs[0]!
    expect(coupon.uses).toBe(0)
    expect(await claimCouponUse(payload, 'ABANDONO')).toBe(true)
  })

  it('prunes rate-limit counters past their window and webhook events older than 90 days', async () => {
    const { DatabaseRateLimitStore } = await import('@/features/shared-state/rate-limit-store')
    const store = new DatabaseRateLimitStore(async () => payload)
    await store.increment('novo', Date.now(), 60_000) // (the store sweeps old rows itself at most once a minute)
    await store.increment('velho', 1_000, 1_000)
    await payload.create({ collection: 'webhook-events', data: { eventId: 'evt_velho', type: 'x', createdAt: ago(100) } as never, overrideAccess: true, context })
    await payload.create({ collection: 'webhook-events', data: { eventId: 'evt_novo', type: 'x' }, overrideAccess: true, context })
    const removed = await tasks.pruneSharedState(payload)
    expect(removed.counters).toBe(1)
    expect(removed.webhookEvents).toBe(1)
    const events = await payload.find({ collection: 'webhook-events', overrideAccess: true, depth: 0 })
    expect(events.docs.map((doc) => doc.eventId)).toEqual(['evt_novo'])
  })

  it('deletes personal data past the LGPD retention (default 24 months) and records the deletion without it', async () => {
    const lead = (email: string, createdAt?: string) =>
      payload.create({
        collection: 'leads',
        data: { nome: 'Ana', email, paginaOrigem: '/servicos/libras', consentimentoTexto: 'Aceito', consentimentoVersao: 'v1', consentimentoEm: ago(1), ...(createdAt ? { createdAt } : {}) } as never,
        overrideAccess: true,
        context,
      })
    await lead('antiga@cliente.com.br', ago(25 * 31))
    await lead('recente@cliente.com.br')
    const subscriber = (email: string, data: Record<string, unknown>) =>
      payload.create({ collection: 'newsletter-subscribers', data: { email, consentimentoTexto: 'Aceito', consentimentoEm: ago(1), ...data } as never, overrideAccess: true, context })
    await subscriber('cancelou@cliente.com.br', { confirmadoEm: ago(900), unsubscribedAt: ago(800), consentimentoEm: ago(900) })
    await subscriber('nunca-confirmou@cliente.com.br', { consentimentoEm: ago(800) })
    await subscriber('fiel@cliente.com.br', { confirmadoEm: ago(900), consentimentoEm: ago(900) })
    await subscriber('pendente-recente@cliente.com.br', {})

    const { env } = await import('@/lib/env')
    expect(env.LGPD_RETENTION_MONTHS).toBe(24)
    expect(await tasks.applyRetention(payload)).toEqual({ leads: 1, subscribers: 2 })
    const emails = async (collection: 'leads' | 'newsletter-subscribers') =>
      (await payload.find({ collection, overrideAccess: true, depth: 0, limit: 50 })).docs.map((doc) => doc.email).sort()
    expect(await emails('leads')).toEqual(['recente@cliente.com.br'])
    expect(await emails('newsletter-subscribers')).toEqual(['fiel@cliente.com.br', 'pendente-recente@cliente.com.br'])

    const records = await payload.find({ collection: 'data-deletions', overrideAccess: true, depth: 0, sort: 'colecao' })
    expect(records.docs.map((doc) => [doc.colecao, doc.quantidade])).toEqual([
      ['leads', 1],
      ['newsletter-subscribers', 2],
    ])
    expect(JSON.stringify(records.docs)).not.toMatch(/@cliente|Ana/)
    // nothing left to delete: no empty record either
    expect(await tasks.applyRetention(payload)).toEqual({ leads: 0, subscribers: 0 })
    expect((await payload.count({ collection: 'data-deletions', overrideAccess: true })).totalDocs).toBe(2)
  })

  it('runs through the queue: the schedule queues each task, the maintenance run executes it', async () => {
    await payload.jobs.queue({ task: 'prune-shared-state', queue: 'maintenance', input: {} } as never)
    await payload.jobs.run({ queue: 'maintenance', overrideAccess: true })
    const left = await payload.count({ collection: 'payload-jobs', where: { queue: { equals: 'maintenance' } }, overrideAccess: true })
    expect(left.totalDocs).toBe(0) // done and deleted
  })
})
