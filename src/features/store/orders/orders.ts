import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

import { sendEmail } from '@/features/email/send-email'
import { queryBuilder, sql, sqlTable } from '@/features/shared-state/drizzle'
import { env } from '@/lib/env'
import { formatBRL } from '@/lib/format'
import { logger } from '@/lib/logger'
import type { Order, StoreTemplate } from '@/payload-types'

import { claimCouponUse, releaseCouponUse, retakeCouponUse } from '../checkout/coupons'
import { DOWNLOAD_TTL_MS, MAX_DOWNLOADS, signDownloadToken } from '../downloads/download-token'
import type { Buyer } from '../checkout/checkout-schema'
import type { OrderStatus } from './order-status'

const ctx = { disableRevalidate: true }

export type OrderSummary = {
  status: OrderStatus
  templateTitle: string
  templateSlug: string
  amount: number
  email: string | null
  paymentMethod: Order['paymentMethod']
  installments: number | null
  /** The Pix discount of a Pix-price session (its only method is Pix). */
  pixDiscount: number
  createdAt: string
}

const templateOf = (order: Order) => (typeof order.template === 'object' ? order.template : null)

export async function findOrderBySession(payload: Payload, sessionId: string): Promise<OrderSummary | null> {
  const order = await findOrder(payload, sessionId)
  return order ? summarize(order) : null
}

/** What the return and simulator pages show of an order. */
export function summarize(order: Order): OrderSummary {
  const template = templateOf(order)
  return {
    status: order.status,
    templateTitle: template?.title ?? 'Template',
    templateSlug: template?.slug ?? '',
    amount: order.amount,
    email: order.email ?? null,
    paymentMethod: order.paymentMethod ?? null,
    installments: order.installments ?? null,
    pixDiscount: order.pixDiscount ?? 0,
    createdAt: order.createdAt,
  }
}

export async function findOrder(payload: Payload, sessionId: string): Promise<Order | null> {
  const { docs } = await payload.find({
    collection: 'orders',
    where: { sessionId: { equals: sessionId } },
    depth: 1,
    limit: 1,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

/** The pending order written when a checkout session is opened. */
export async function createPendingOrder(
  payload: Payload,
  input: {
    templateId: number
    amount: number
    sessionId: string
    provider: 'stripe' | 'simulator'
    buyer?: Buyer
    couponCode?: string
    discount?: number
    /** The Pix discount of a Pix-only session (centavos). */
    pixDiscount?: number
    /** `expired`: a session that must never be paid (its coupon was used up meanwhile), kept so a payment is never orphaned. */
    status?: 'pending' | 'expired'
  },
): Promise<Order> {
  return payload.create({
    collection: 'orders',
    data: {
      template: input.templateId,
      amount: input.amount,
      sessionId: input.sessionId,
      provider: input.provider,
      status: input.status ?? 'pending',
      ...(input.pixDiscount ? { pixDiscount: input.pixDiscount } : {}),
      currency: 'brl',
      ...(input.couponCode ? { couponCode: input.couponCode, discount: input.discount ?? 0 } : {}),
      ...(input.buyer
        ? { email: input.buyer.email, customerName: input.buyer.name, taxId: input.buyer.taxId.formatted, taxIdKind: input.buyer.taxId.kind }
        : {}),
    },
    overrideAccess: true,
    context: ctx,
  })
}

/** The coupon's last use went to another buyer between the check and the order. */
export class CouponUsedUpError extends Error {}

/**
 * The pending order of a session, written once: a repeated checkout request (same idempotency key, so the
 * same session) finds the order the first one wrote, even when both run at the same time. A new order with a
 * coupon takes one of its uses first (claimCouponUse); when none is left, the order is written `expired` (a
 * payment of that session still finds it) and CouponUsedUpError is thrown.
 */
export async function pendingOrderFor(payload: Payload, input: Parameters<typeof createPendingOrder>[1]): Promise<Order> {
  const existing = await findOrder(payload, input.sessionId)
  if (existing) return existing
  const coupon = input.couponCode
  if (coupon && !(await claimCouponUse(payload, coupon))) {
    await createPendingOrder(payload, { ...input, status: 'expired' }).catch(() => null)
    throw new CouponUsedUpError(coupon)
  }
  try {
    return await createPendingOrder(payload, input)
  } catch (error) {
    if (coupon) await releaseCouponUse(payload, coupon)
    const created = await findOrder(payload, input.sessionId)
    if (created) return created
    throw error
  }
}

export function downloadUrl(order: Pick<Order, 'id'>, linkId: string, now: number = Date.now()): string {
  const token = signDownloadToken({ orderId: order.id, linkId, expiresAt: now + DOWNLOAD_TTL_MS }, env.downloadTokenSecret)
  return `${env.SITE_URL}/api/downloads/${token}`
}

/** Issues a fresh link (the previous one stops working) and e-mails it to the order's address. */
export async function sendDownloadLink(payload: Payload, order: Order, now: number = Date.now()): Promise<void> {
  if (!order.email) {
    logger.warn({ msg: 'Pedido pago sem e-mail: link não enviado', orderId: order.id })
    return
  }
  const linkId = randomBytes(9).toString('base64url')
  await payload.update({
    collection: 'orders',
    id: order.id,
    data: { linkId, downloads: 0, deliveredAt: new Date(now).toISOString() },
    overrideAccess: true,
    context: ctx,
  })
  const template =
    templateOf(order) ?? ((await payload.findByID({ collection: 'store-templates', id: order.template as number, overrideAccess: true })) as StoreTemplate)
  const url = downloadUrl(order, linkId, now)
  const subject = `Seu template ${template.title} está pronto para download`
  const text = [
    `Olá! Obrigado pela compra do template ${template.title} (${formatBRL(order.amount)}).`,
    '',
    `Baixe o arquivo .wix por este link: ${url}`,
    '',
    `O link vale por 7 dias e permite ${MAX_DOWNLOADS} downloads. Se ele expirar, abra-o mesmo assim e peça um novo.`,
    'Depois, importe o arquivo no editor do Wix e publique. Você tem 30 dias de suporte grátis por WhatsApp ou e-mail.',
    '',
    `Equipe ${env.BRAND_NAME}`,
  ].join('\n')
  const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
  const html = `<p>Olá! Obrigado pela compra do template <strong>${escape(template.title)}</strong> (${escape(formatBRL(order.amount))}).</p>
<p><a href="${escape(url)}">Baixar o template</a></p>
<p>O link vale por 7 dias e permite ${MAX_DOWNLOADS} downloads. Se ele expirar, abra-o mesmo assim e peça um novo.</p>
<p>Depois, importe o arquivo no editor do Wix e publique. Você tem 30 dias de suporte grátis por WhatsApp ou e-mail.</p>
<p>Equipe ${escape(env.BRAND_NAME)}</p>`
  await sendEmail(payload, { to: order.email, subject, text, html })
}

/*
 * How an order's status moves (the provider may deliver events late, twice, or out of order):
 * - `paid` is final: nothing moves a paid order anywhere else.
 * - `pending` may become `paid`, `failed` or `expired`.
 * - `failed` and `expired` never go back to `pending` (a late `checkout.session.completed` of a Pix or boleto
 *   still waiting for payment, for example), nor to each other; only a payment moves them, to `paid`: Stripe
 *   can deliver a completed-and-paid event after a failure of an earlier attempt, and a payment is never lost.
 * Each move is one conditional UPDATE (… WHERE status …), so two requests at the same time cannot both make it:
 * only the one that actually moved the order to `paid` delivers it (one e-mail, one download link).
 */

const orderRow = (payload: Payload, id: Order['id']) =>
  payload.findByID({ collection: 'orders', id, depth: 1, overrideAccess: true }) as Promise<Order>

/**
 * Marks an order paid and delivers it, once: true when this call moved it to paid (and sent the link); a
 * paid order, or one another request has just paid, is left as it is.
 */
export async function markPaid(payload: Payload, order: Order, email?: string | null): Promise<boolean> {
  const db = await queryBuilder(payload)
  const orders = sqlTable(payload, 'orders')
  const now = new Date().toISOString()
  const pay = (from: ReturnType<typeof sql>) =>
    db
      .update(orders)
      .set({ status: 'paid', paidAt: now, updatedAt: now, ...(email ? { email } : {}) })
      .where(sql`${orders.id} = ${order.id} and ${from}`)
      .returning({ id: orders.id, couponCode: orders.couponCode })
  // A pending order still holds its coupon's use; a failed or expired one gave it back, so a late payment
  // counts it again (past the maximum if need be: the buyer paid the discounted price).
  let claimed = await pay(sql`${orders.status} = 'pending'`)
  let retook: string | null = null
  if (claimed.length === 0) {
    claimed = await pay(sql`${orders.status} <> 'paid'`)
    retook = typeof claimed[0]?.couponCode === 'string' ? claimed[0].couponCode : null
    if (retook) await retakeCouponUse(payload, retook)
  }
  if (claimed.length === 0) return false
  logger.info({ msg: 'Pedido pago', orderId: order.id, sessionId: order.sessionId })
  try {
    await sendDownloadLink(payload, await orderRow(payload, order.id))
  } catch (error) {
    // Not delivered: give the order back its previous status, so the provider's retry (the webhook answers
    // 500 and forgets the event) can pay and deliver it again instead of finding it paid and doing nothing.
    const revert = db
      .update(orders)
      .set({ status: order.status === 'paid' ? 'pending' : order.status, paidAt: null })
      .where(sql`${orders.id} = ${order.id} and ${orders.status} = 'paid'`)
    await Promise.resolve(revert).catch(() => {})
    if (retook) await releaseCouponUse(payload, retook).catch(() => {})
    throw error
  }
  return true
}

/**
 * A status other than paid (see the rules above): only a pending order moves; a failed or expired one keeps
 * its status, and a paid one is left alone. The customer's e-mail is recorded on any unpaid order without one.
 */
export async function setStatus(payload: Payload, order: Order, status: Exclude<OrderStatus, 'paid'>, email?: string | null): Promise<boolean> {
  const db = await queryBuilder(payload)
  const orders = sqlTable(payload, 'orders')
  const now = new Date().toISOString()
  const moved = await db
    .update(orders)
    .set({ status, updatedAt: now, ...(email ? { email } : {}) })
    .where(sql`${orders.id} = ${order.id} and ${orders.status} = 'pending'`)
    .returning({ id: orders.id, couponCode: orders.couponCode })
  // An order that will not be paid gives its coupon's use back (only the call that moved it does).
  const coupon = moved[0]?.couponCode
  if (status !== 'pending' && typeof coupon === 'string' && coupon) await releaseCouponUse(payload, coupon)
  if (moved.length === 0 && email) {
    await db
      .update(orders)
      .set({ email, updatedAt: now })
      .where(sql`${orders.id} = ${order.id} and ${orders.status} <> 'paid' and ${orders.email} is null`)
  }
  return moved.length > 0
}

/**
 * A refund (Stripe's `charge.refunded`, or the simulator's "Reembolsar"): a paid order becomes refunded
 * and its download link stops working at once (the link id is cleared and only paid orders download).
 * One conditional UPDATE; true when this call made the move.
 */
export async function markRefunded(payload: Payload, order: Pick<Order, 'id' | 'sessionId'>): Promise<boolean> {
  const db = await queryBuilder(payload)
  const orders = sqlTable(payload, 'orders')
  const now = new Date().toISOString()
  const moved = await db
    .update(orders)
    .set({ status: 'refunded', refundedAt: now, linkId: null, updatedAt: now })
    .where(sql`${orders.id} = ${order.id} and ${orders.status} = 'paid'`)
    .returning({ id: orders.id, couponCode: orders.couponCode })
  const coupon = moved[0]?.couponCode
  if (typeof coupon === 'string' && coupon) await releaseCouponUse(payload, coupon)
  if (moved.length > 0) logger.info({ msg: 'Pedido reembolsado: link de download revogado', orderId: order.id, sessionId: order.sessionId })
  return moved.length > 0
}
