import type { Payload, TaskConfig, Where } from 'payload'

import { queryBuilder, sql, sqlTable } from '@/features/shared-state/drizzle'
import { releaseCouponUse } from '@/features/store/checkout/coupons'
import { env } from '@/lib/env'
import { logger } from '@/lib/logger'

/**
 * Recurring work as scheduled Payload jobs (queue `maintenance`, each server's cron checks it every hour
 * and Payload queues each task once per schedule, whichever server gets there first):
 *  - abandoned checkouts: orders still `pending` after ABANDONED_CHECKOUT_DAYS become `expired`;
 *  - shared state: rate-limit counters past their window and webhook events older than WEBHOOK_EVENT_DAYS,
 *    and e-mail deliveries left `processing` by a server that stopped mid-run;
 *  - LGPD retention: leads older than LGPD_RETENTION_MONTHS (default 24), and newsletter addresses that
 *    cancelled or never confirmed that long ago, are deleted, and each run records how many and the cut-off
 *    date in data-deletions, without the data.
 */
export const MAINTENANCE_QUEUE = 'maintenance'
/** Boleto and Pix can be paid days after the checkout (checkout.session.async_payment_succeeded). */
export const ABANDONED_CHECKOUT_DAYS = 7
export const WEBHOOK_EVENT_DAYS = 90
const DAY = 24 * 60 * 60 * 1000

const monthsBefore = (now: Date, months: number) => {
  const cutoff = new Date(now)
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months)
  return cutoff
}

export async function expireAbandonedCheckouts(payload: Payload, now: Date = new Date()): Promise<number> {
  const db = await queryBuilder(payload)
  const orders = sqlTable(payload, 'orders')
  const cutoff = new Date(now.getTime() - ABANDONED_CHECKOUT_DAYS * DAY).toISOString()
  const rows = await db
    .update(orders)
    .set({ status: 'expired' })
    .where(sql`${orders.status} = 'pending' and ${orders.createdAt} < ${cutoff}`)
    .returning({ id: orders.id, couponCode: orders.couponCode })
  // Each expired order gives its coupon's use back.
  for (const row of rows) if (typeof row.couponCode === 'string' && row.couponCode) await releaseCouponUse(payload, row.couponCode)
  if (rows.length) logger.info({ event: 'checkouts_expired', count: rows.length, msg: 'Pedidos abandonados expirados' })
  return rows.length
}

type Deleting = { returning(fields: object): Promise<unknown[]> }

export async function pruneSharedState(payload: Payload, now: Date = new Date()): Promise<{ counters: number; webhookEvents: number }> {
  const db = await queryBuilder(payload)
  const counters = sqlTable(payload, 'rate_limit_counters')
  const events = sqlTable(payload, 'webhook_events')
  const oldCounters = await (db.delete(counters).where(sql`${counters.expiresAt} < ${now.getTime()}`) as unknown as Deleting).returning({ id: counters.id })
  const cutoff = new Date(now.getTime() - WEBHOOK_EVENT_DAYS * DAY).toISOString()
  const oldEvents = await (db.delete(events).where(sql`${events.createdAt} < ${cutoff}`) as unknown as Deleting).returning({ id: events.id })
  const { releaseStaleEmailJobs } = await import('@/features/email/email-task')
  await releaseStaleEmailJobs(payload, now)
  return { counters: oldCounters.length, webhookEvents: oldEvents.length }
}

async function deleteAndRecord(payload: Payload, collection: 'leads' | 'newsletter-subscribers', where: Where, cutoff: Date, rule: string) {
  const { docs } = await payload.delete({ collection, where, overrideAccess: true, depth: 0, context: { disableRevalidate: true } })
  if (docs.length === 0) return 0
  await payload.create({
    collection: 'data-deletions',
    data: { colecao: collection, quantidade: docs.length, anterioresA: cutoff.toISOString(), regra: rule },
    overrideAccess: true,
  })
  logger.info({ event: 'retention_deleted', collection, count: docs.length, before: cutoff.toISOString(), msg: 'Dados pessoais excluídos por retenção (LGPD)' })
  return docs.length
}

export async function applyRetention(payload: Payload, now: Date = new Date(), months: number = env.LGPD_RETENTION_MONTHS) {
  const cutoff = monthsBefore(now, months)
  const before = cutoff.toISOString()
  const leads = await deleteAndRecord(payload, 'leads', { createdAt: { less_than: before } }, cutoff, `leads criados há mais de ${months} meses`)
  const subscribers = await deleteAndRecord(
    payload,
    'newsletter-subscribers',
    {
      or: [
        { unsubscribedAt: { less_than: before } },
        { and: [{ confirmadoEm: { exists: false } }, { consentimentoEm: { less_than: before } }] },
      ],
    },
    cutoff,
    `inscrições canceladas ou nunca confirmadas há mais de ${months} meses`,
  )
  return { leads, subscribers }
}

const task = (slug: 'expire-abandoned-checkouts' | 'prune-shared-state' | 'lgpd-retention', label: string, cron: string, run: (payload: Payload) => Promise<unknown>): TaskConfig => ({
  slug,
  label,
  retries: 2,
  schedule: [{ cron, queue: MAINTENANCE_QUEUE }],
  handler: async ({ req }) => {
    await run(req.payload)
    return { output: {} }
  },
})

export const maintenanceTasks: TaskConfig[] = [
  task('expire-abandoned-checkouts', 'Expirar pedidos abandonados', '0 15 * * * *', expireAbandonedCheckouts),
  task('prune-shared-state', 'Limpar contadores e eventos antigos', '0 30 * * * *', pruneSharedState),
  task('lgpd-retention', 'Retenção de dados (LGPD)', '0 0 4 * * *', applyRetention),
]
