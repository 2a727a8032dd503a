import type { Payload } from 'payload'
import Stripe from 'stripe'

import { BodyTooLargeError, readLimitedBody } from '@/kit/read-body'
import { logger } from '@/lib/logger'

import { queryBuilder, sql, sqlTable } from '@/features/shared-state/drizzle'
import type { Order } from '@/payload-types'

import { findOrder, markPaid, markRefunded, setStatus } from '../orders/orders'
import { PAYMENT_METHODS, type PaymentMethod } from './payment-methods'
import { stripeClient, webhookSecret } from './payment-provider'

type Deps = { payload?: Payload }
const MAX_EVENT_BYTES = 256 * 1024

type SessionObject = {
  id: string
  payment_intent?: string | { id: string } | null
  payment_status?: string
  amount_total?: number | null
  customer_details?: { email?: string | null } | null
  customer_email?: string | null
  metadata?: Record<string, string> | null
}

const HANDLED = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
  'charge.refunded',
])

type ChargeObject = { id: string; refunded?: boolean; payment_intent?: string | { id: string } | null; metadata?: Record<string, string> | null }

/** The checkout session a charge was paid through: named in the simulator's charge, asked of Stripe otherwise. */
async function sessionOfCharge(charge: ChargeObject): Promise<string | null> {
  if (charge.metadata?.checkout_session) return charge.metadata.checkout_session
  const paymentIntent = typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id
  if (!paymentIntent) return null
  const { data } = await stripeClient().checkout.sessions.list({ payment_intent: paymentIntent, limit: 1 })
  return data[0]?.id ?? null
}

/** A fully refunded charge refunds its order and revokes the download link (a partial refund changes nothing). */
async function applyRefund(payload: Payload, charge: ChargeObject) {
  if (!charge.refunded) return
  const sessionId = await sessionOfCharge(charge)
  const order = sessionId ? await findOrder(payload, sessionId) : null
  if (!order) {
    logger.warn({ msg: 'Reembolso sem pedido', chargeId: charge.id, sessionId })
    return
  }
  await markRefunded(payload, order)
}

/** Records the event id; false when it was already recorded (unique index: insert first, duplicate → skip). */
async function recordEvent(payload: Payload, event: { id: string; type: string }): Promise<boolean> {
  try {
    await payload.create({
      collection: 'webhook-events',
      data: { eventId: event.id, type: event.type },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    return true
  } catch (error) {
    const { totalDocs } = await payload.count({ collection: 'webhook-events', where: { eventId: { equals: event.id } }, overrideAccess: true })
    if (totalDocs > 0) return false
    throw error
  }
}

async function forgetEvent(payload: Payload, eventId: string) {
  await payload.delete({ collection: 'webhook-events', where: { eventId: { equals: eventId } }, overrideAccess: true }).catch(() => {})
}

/**
 * How a Stripe order was paid, for staff and the CSV: the method the buyer chose on Stripe's page and, for a
 * card, the installments. The session names only the methods offered; the choice is on its PaymentIntent
 * (its payment method's type; the card's installment plan on the charge, or on the intent before a charge).
 */
export async function stripePaymentDetails(paymentIntentId: string): Promise<{ method: PaymentMethod; installments: number | null } | null> {
  const intent = await stripeClient().paymentIntents.retrieve(paymentIntentId, { expand: ['payment_method', 'latest_charge'] })
  const paymentMethod = typeof intent.payment_method === 'object' ? intent.payment_method : null
  const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null
  const type = charge?.payment_method_details?.type ?? paymentMethod?.type ?? intent.payment_method_types?.[0]
  if (!PAYMENT_METHODS.includes(type as PaymentMethod)) return null
  const method = type as PaymentMethod
  const plan = charge?.payment_method_details?.card?.installments?.plan ?? intent.payment_method_options?.card?.installments?.plan
  return { method, installments: method === 'card' ? (plan?.count ?? 1) : null }
}

/** Records a Stripe order's method and installments (never fails the event: the payment matters more). */
async function recordStripeChoice(payload: Payload, order: Order, session: SessionObject) {
  const intent = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id
  if (order.provider !== 'stripe' || !intent) return
  try {
    const details = await stripePaymentDetails(intent)
    if (!details) return
    const db = await queryBuilder(payload)
    const orders = sqlTable(payload, 'orders')
    await db
      .update(orders)
      .set({ paymentMethod: details.method, installments: details.installments })
      .where(sql`${orders.id} = ${order.id}`)
  } catch (error) {
    logger.warn({ msg: 'Meio de pagamento da Stripe não registrado no pedido', orderId: order.id, paymentIntent: intent, error: String(error) })
  }
}

async function applyEvent(payload: Payload, type: string, session: SessionObject) {
  const order = await findOrder(payload, session.id)
  if (!order) {
    logger.warn({ msg: 'Webhook de sessão sem pedido', sessionId: session.id, type })
    return
  }
  if (type !== 'checkout.session.expired') await recordStripeChoice(payload, order, session)
  const email = session.customer_details?.email ?? session.customer_email ?? null
  switch (type) {
    // Which moves are allowed (never from paid; never from failed or expired back to pending): see orders.ts.
    case 'checkout.session.completed':
      // Card payments are paid now; Pix and boleto complete later (async_payment_succeeded).
      if (session.payment_status === 'paid' || session.payment_status === 'no_payment_required') await markPaid(payload, order, email)
      else await setStatus(payload, order, 'pending', email)
      return
    case 'checkout.session.async_payment_succeeded':
      await markPaid(payload, order, email)
      return
    case 'checkout.session.async_payment_failed':
      await setStatus(payload, order, 'failed', email)
      return
    case 'checkout.session.expired':
      await setStatus(payload, order, 'expired')
      return
  }
}

/** POST /api/stripe/webhook: verifies the signature on the raw body, then handles each event once. */
export async function handleWebhook(request: Request, deps: Deps = {}): Promise<Response> {
  const signature = request.headers.get('stripe-signature')
  let raw: string
  try {
    // Capped while reading (server/body-limits.mjs caps it before, this holds behind any other server too).
    raw = new TextDecoder().decode(await readLimitedBody(request, MAX_EVENT_BYTES))
  } catch (error) {
    if (error instanceof BodyTooLargeError) return Response.json({ error: 'Evento grande demais.' }, { status: 413 })
    throw error
  }
  if (!signature) return Response.json({ error: 'Assinatura ausente.' }, { status: 400 })
  let event: Stripe.Event
  try {
    event = Stripe.webhooks.constructEvent(raw, signature, webhookSecret())
  } catch {
    return Response.json({ error: 'Assinatura inválida.' }, { status: 400 })
  }
  if (!HANDLED.has(event.type)) return Response.json({ received: true })

  const payload: Payload = deps.payload ?? (await (await import('@/lib/payload')).getPayloadClient())
  if (!(await recordEvent(payload, event))) return Response.json({ received: true, duplicate: true })
  try {
    if (event.type === 'charge.refunded') await applyRefund(payload, event.data.object as unknown as ChargeObject)
    else await applyEvent(payload, event.type, event.data.object as unknown as SessionObject)
  } catch (error) {
    // Let the provider retry: forget the event so the retry is not skipped.
    await forgetEvent(payload, event.id)
    logger.error({ msg: 'Falha ao processar webhook', eventId: event.id, type: event.type, error: String(error) })
    return Response.json({ error: 'Falha ao processar o evento.' }, { status: 500 })
  }
  return Response.json({ received: true })
}
