import type { Payload } from 'payload'

import { queryBuilder, sql, sqlTable } from '@/features/shared-state/drizzle'
import type { Coupon } from '@/payload-types'

import { COUPON_CODE } from './coupons-collection'

import { COUPON_ERROR } from './coupon-messages'

export { COUPON_ERROR }

export type AppliedCoupon = { code: string; kind: 'percent' | 'amount'; percentOff?: number; amountOff?: number; discount: number }

/** The discount in centavos a coupon gives on a price (never more than the price). */
export function discountFor(coupon: Pick<Coupon, 'kind' | 'percentOff' | 'amountOff'>, price: number): number {
  const off = coupon.kind === 'percent' ? Math.round((price * (coupon.percentOff ?? 0)) / 100) : (coupon.amountOff ?? 0)
  return Math.max(0, Math.min(price, off))
}

/**
 * The coupon a buyer typed, if it applies now: active, within its dates and below its maximum uses (paid
 * orders and those still waiting for payment count). The same rules for Stripe and the simulator. This is
 * the check before opening a session; the use itself is taken by claimCouponUse when the order is written.
 */
export async function applicableCoupon(payload: Payload, typed: string, price: number, now: number = Date.now()): Promise<AppliedCoupon | null> {
  const code = typed.trim().toUpperCase()
  if (!COUPON_CODE.test(code)) return null
  const { docs } = await payload.find({ collection: 'coupons', where: { code: { equals: code } }, limit: 1, depth: 0, overrideAccess: true })
  const coupon = docs[0]
  if (!coupon || coupon.active === false) return null
  if (coupon.validFrom && Date.parse(coupon.validFrom) > now) return null
  if (coupon.validUntil && Date.parse(coupon.validUntil) < now) return null
  if (typeof coupon.maxUses === 'number' && (coupon.uses ?? 0) >= coupon.maxUses) return null
  const discount = discountFor(coupon, price)
  if (discount <= 0) return null
  return {
    code,
    kind: coupon.kind,
    ...(coupon.kind === 'percent' ? { percentOff: coupon.percentOff ?? 0 } : { amountOff: coupon.amountOff ?? 0 }),
    discount,
  }
}

/*
 * A coupon's uses are a counter on its row, taken and given back by one conditional UPDATE each: two buyers
 * who type the last use at the same moment cannot both get it (SQLite runs one write at a time; PostgreSQL
 * locks the row and checks the WHERE again on the row the other UPDATE left). Counting orders instead (read,
 * then write) let both through.
 */

/** Takes one use of a coupon; false when it is used up (or gone). */
export async function claimCouponUse(payload: Payload, code: string): Promise<boolean> {
  const db = await queryBuilder(payload)
  const coupons = sqlTable(payload, 'coupons')
  const taken = await db
    .update(coupons)
    .set({ uses: sql`coalesce(${coupons.uses}, 0) + 1` })
    .where(sql`${coupons.code} = ${code} and (${coupons.maxUses} is null or coalesce(${coupons.uses}, 0) < ${coupons.maxUses})`)
    .returning({ id: coupons.id })
  return taken.length > 0
}

/** Counts a use that must count even past the maximum: a payment that arrived after its order had given its use back. */
export async function retakeCouponUse(payload: Payload, code: string): Promise<void> {
  const db = await queryBuilder(payload)
  const coupons = sqlTable(payload, 'coupons')
  await db.update(coupons).set({ uses: sql`coalesce(${coupons.uses}, 0) + 1` }).where(sql`${coupons.code} = ${code}`)
}

/** Gives back one use (the order expired, failed, was refunded, or was never written). */
export async function releaseCouponUse(payload: Payload, code: string): Promise<void> {
  const db = await queryBuilder(payload)
  const coupons = sqlTable(payload, 'coupons')
  await db.update(coupons).set({ uses: sql`${coupons.uses} - 1` }).where(sql`${coupons.code} = ${code} and ${coupons.uses} > 0`)
}
