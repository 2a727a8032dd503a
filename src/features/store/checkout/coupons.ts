import type { Payload } from 'payload'

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
 * orders and those still waiting for payment count). The same rules for Stripe and the simulator.
 */
export async function applicableCoupon(payload: Payload, typed: string, price: number, now: number = Date.now()): Promise<AppliedCoupon | null> {
  const code = typed.trim().toUpperCase()
  if (!COUPON_CODE.test(code)) return null
  const { docs } = await payload.find({ collection: 'coupons', where: { code: { equals: code } }, limit: 1, depth: 0, overrideAccess: true })
  const coupon = docs[0]
  if (!coupon || coupon.active === false) return null
  if (coupon.validFrom && Date.parse(coupon.validFrom) > now) return null
  if (coupon.validUntil && Date.parse(coupon.validUntil) < now) return null
  if (typeof coupon.maxUses === 'number') {
    const { totalDocs } = await payload.count({
      collection: 'orders',
      where: { and: [{ couponCode: { equals: code } }, { status: { in: ['paid', 'pending'] } }] },
      overrideAccess: true,
    })
    if (totalDocs >= coupon.maxUses) return null
  }
  const discount = discountFor(coupon, price)
  if (discount <= 0) return null
  return {
    code,
    kind: coupon.kind,
    ...(coupon.kind === 'percent' ? { percentOff: coupon.percentOff ?? 0 } : { amountOff: coupon.amountOff ?? 0 }),
    discount,
  }
}
