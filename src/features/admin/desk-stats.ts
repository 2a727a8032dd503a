import type { Payload, TypedUser } from 'payload'

import { LEAD_STATUSES } from '@/features/leads/quotes/lead-status'

export type DeskStats = {
  leadsByStatus: { value: string; label: string; count: number; href: string }[]
  /** Orders paid since the first day of this month (São Paulo time), and what they brought in (centavos). */
  ordersThisMonth: number
  revenueThisMonth: number
}

/** Midnight of the first day of `now`'s month in São Paulo (UTC−3 all year since 2019), as an ISO string. */
export function monthStartInSaoPaulo(now: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit' }).formatToParts(now)
  const year = Number(parts.find((p) => p.type === 'year')?.value)
  const month = Number(parts.find((p) => p.type === 'month')?.value)
  return new Date(Date.UTC(year, month - 1, 1, 3, 0, 0)).toISOString()
}

/**
 * The dashboard's figures, read with the user's own access: leads per status (each a link to the list
 * filtered by it) and this month's paid orders and revenue (refunded ones no longer count).
 */
export async function deskStats(payload: Payload, user: TypedUser | null | undefined, now: Date = new Date()): Promise<DeskStats> {
  const access = { overrideAccess: false, user } as const
  const leadsByStatus = await Promise.all(
    LEAD_STATUSES.map(async ({ value, label }) => ({
      value,
      label,
      count: (await payload.count({ collection: 'leads', where: { status: { equals: value } }, ...access })).totalDocs,
      href: `/admin/collections/leads?${new URLSearchParams({ 'where[status][equals]': value })}`,
    })),
  )
  const { docs } = await payload.find({
    collection: 'orders',
    where: { and: [{ status: { equals: 'paid' } }, { paidAt: { greater_than_equal: monthStartInSaoPaulo(now) } }] },
    select: { amount: true },
    limit: 0,
    pagination: false,
    depth: 0,
    ...access,
  })
  return {
    leadsByStatus,
    ordersThisMonth: docs.length,
    revenueThisMonth: docs.reduce((sum, doc) => sum + (typeof doc.amount === 'number' ? doc.amount : 0), 0),
  }
}
