import type { Payload } from 'payload'
import { z } from 'zod'

import { readBodyFields, wantsJson } from '@/kit/read-body'
import { queryBuilder, sql, sqlTable } from '@/features/shared-state/drizzle'
import { env } from '@/lib/env'
import { logger } from '@/lib/logger'
import type { Order } from '@/payload-types'

import { brandName, htmlPage } from '../html-page'

import { findOrder } from '../orders/orders'
import { isStaff } from '@/features/accounts/roles'

import { offeredIn, PAYMENT_METHODS, type PaymentMethod } from './payment-methods'
import { storePaymentSettings } from './payment-settings'
import { BOLETO_DUE_MS, isSimulatorSession, SIMULATOR_SESSION_TTL_MS, simulatedEvent, simulatedRefundEvent, simulatorPath, type SimulatedEventType } from './simulator'
import { handleWebhook } from './webhook-handler'

type Deps = { payload?: Payload; now?: () => number }

export const simulatorPaySchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email().max(200)),
  metodo: z.enum(PAYMENT_METHODS).catch('card'),
  parcelas: z.coerce.number().int().min(1).max(12).catch(1),
})

const seeOther = (location: string) => new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } })
const getPayload = async (deps: Deps) => deps.payload ?? (await (await import('@/lib/payload')).getPayloadClient())

/** Sends the signed event Stripe would send, through the same webhook handler (signature checked there). */
async function deliver(payload: Payload, type: SimulatedEventType, order: Order, email?: string, paymentStatus?: 'paid' | 'unpaid'): Promise<void> {
  const template = typeof order.template === 'object' ? order.template : null
  const { body, signature } = simulatedEvent(type, {
    id: order.sessionId,
    email,
    paymentStatus,
    amount: order.amount,
    templateSlug: template?.slug ?? '',
    templateId: template?.id ?? Number(order.template),
  })
  const answer = await handleWebhook(
    new Request(`${env.SITE_URL}/api/stripe/webhook`, { method: 'POST', headers: { 'stripe-signature': signature, 'content-type': 'application/json' }, body }),
    { payload },
  )
  if (!answer.ok) logger.error({ msg: 'Simulador: webhook recusado', status: answer.status, type })
}

/**
 * The simulator's "Reembolsar" (staff only, from the order's page in the admin): sends the signed
 * `charge.refunded` Stripe sends when the agency refunds a payment, through the same webhook handler.
 */
async function refund(request: Request, payload: Payload, order: Order): Promise<Response> {
  const { user } = await payload.auth({ headers: request.headers })
  if (!isStaff(user)) return Response.json({ error: 'Só a equipe pode reembolsar um pedido.' }, { status: 403 })
  if (order.status !== 'paid') return Response.json({ error: 'Só um pedido pago pode ser reembolsado.' }, { status: 409 })
  const { body, signature } = simulatedRefundEvent(order.sessionId, order.amount)
  const answer = await handleWebhook(
    new Request(`${env.SITE_URL}/api/stripe/webhook`, { method: 'POST', headers: { 'stripe-signature': signature, 'content-type': 'application/json' }, body }),
    { payload },
  )
  if (!answer.ok) return Response.json({ error: 'O reembolso não foi registrado. Tente de novo.' }, { status: 500 })
  return wantsJson(request) ? Response.json({ refunded: true }) : seeOther(`/admin/collections/orders/${order.id}`)
}


/**
 * When a pending simulator order stops waiting, and the event Stripe sends then: a session nobody finished
 * expires after 30 minutes (checkout.session.expired); a Pix code expires 30 minutes after the session
 * started and a boleto on its due date, 3 days later, both unpaid (checkout.session.async_payment_failed).
 */
export function simulatorDeadline(order: Pick<Order, 'createdAt' | 'paymentMethod'>): { at: number; event: SimulatedEventType } {
  const start = Date.parse(order.createdAt)
  if (order.paymentMethod === 'boleto') return { at: start + BOLETO_DUE_MS, event: 'checkout.session.async_payment_failed' }
  if (order.paymentMethod === 'pix') return { at: start + SIMULATOR_SESSION_TTL_MS, event: 'checkout.session.async_payment_failed' }
  return { at: start + SIMULATOR_SESSION_TTL_MS, event: 'checkout.session.expired' }
}

export const isAbandoned = (order: Pick<Order, 'status' | 'createdAt' | 'paymentMethod'>, now: number = Date.now()) =>
  order.status === 'pending' && now > simulatorDeadline(order).at

/** A simulator session past its deadline ends as Stripe's would: expired, or (Pix, boleto) its payment failed. */
export async function expireIfAbandoned(payload: Payload, order: Order, now: number = Date.now()): Promise<boolean> {
  if (order.provider !== 'simulator' || !isAbandoned(order, now)) return false
  await deliver(payload, simulatorDeadline(order).event, order)
  return true
}

let lastSweep = 0
/** Expires the abandoned simulator sessions (at most once a minute per process; Stripe does this by itself). */
export async function expireAbandonedSimulatorSessions(payload: Payload, now: number = Date.now()): Promise<void> {
  if (now - lastSweep < 60_000) return
  lastSweep = now
  const { docs } = await payload.find({
    collection: 'orders',
    where: {
      and: [
        { provider: { equals: 'simulator' } },
        { status: { equals: 'pending' } },
        { createdAt: { less_than: new Date(now - SIMULATOR_SESSION_TTL_MS).toISOString() } },
        // A boleto waits for its due date: left out until then, so it never fills the batch.
        {
          or: [
            { paymentMethod: { exists: false } },
            { paymentMethod: { in: ['card', 'pix'] } },
            { createdAt: { less_than: new Date(now - BOLETO_DUE_MS).toISOString() } },
          ],
        },
      ],
    },
    depth: 1,
    limit: 20,
    overrideAccess: true,
  })
  for (const order of docs) await expireIfAbandoned(payload, order, now)
}

/**
 * Records what the buyer chose on the hosted page (Stripe keeps it on its side): one conditional UPDATE on
 * a pending order without a choice, so among concurrent clicks the first choice wins and nothing waits on
 * a transaction; returns the order with the choice that stands.
 */
async function recordChoice(payload: Payload, order: Order, method: PaymentMethod, installments: number): Promise<Order> {
  const db = await queryBuilder(payload)
  const orders = sqlTable(payload, 'orders')
  await db
    .update(orders)
    .set({ paymentMethod: method, installments: method === 'card' ? installments : null, updatedAt: new Date().toISOString() })
    .where(sql`${orders.id} = ${order.id} and ${orders.status} = 'pending' and ${orders.paymentMethod} is null`)
  return (await findOrder(payload, order.sessionId)) ?? order
}

/**
 * POST /api/checkout/simulador/<session>: the simulator's hosted page.
 * - "Pagar" with a card (in up to the settings' installments): the signed checkout.session.completed (paid)
 *   Stripe would send, then the success URL.
 * - "Pagar" with Pix or boleto: checkout.session.completed unpaid (the order stays pending), then the Pix
 *   code or the boleto on this page.
 * - "Confirmar pagamento" (the bank, for Pix or boleto): checkout.session.async_payment_succeeded, then the
 *   success URL; past the Pix expiry or the boleto's due date the payment failed instead.
 * - "Cancelar": the session's expiry, as Stripe does when a session ends unpaid, then the cancel URL.
 */
export async function handleSimulatorAction(request: Request, sessionId: string, deps: Deps = {}): Promise<Response> {
  const notFound = async () =>
    wantsJson(request)
      ? Response.json({ error: 'Sessão de pagamento não encontrada.' }, { status: 404 })
      : htmlPage(404, {
          brand: await brandName(await getPayload(deps)),
          title: 'Sessão de pagamento não encontrada',
          text: 'Esta sessão de pagamento não existe ou já foi removida. Nenhuma cobrança foi feita: escolha o template e comece a compra de novo.',
          actions: [{ href: '/templates', label: 'Voltar para Templates' }],
        })
  if (env.paymentProvider !== 'simulator' || !isSimulatorSession(sessionId)) return notFound()
  const payload = await getPayload(deps)
  const order = await findOrder(payload, sessionId)
  if (!order || typeof order.template !== 'object') return notFound()

  const body = await readBodyFields(request, 2048).catch(() => ({}) as Record<string, unknown>)
  if (await expireIfAbandoned(payload, order, deps.now?.())) return seeOther(simulatorPath(sessionId))
  const success = seeOther(`/payment-success?session_id=${encodeURIComponent(sessionId)}`)
  const waiting = order.paymentMethod === 'pix' || order.paymentMethod === 'boleto'
  if (body.acao === 'reembolsar') return refund(request, payload, order)
  if (body.acao === 'cancelar') {
    if (order.status === 'pending' && !waiting) await deliver(payload, 'checkout.session.expired', order)
    return seeOther(waiting ? simulatorPath(sessionId) : '/payment-canceled')
  }
  if (body.acao === 'confirmar') {
    // The bank's confirmation: only for a Pix or boleto still waiting (a second one is the same event, once).
    if (!waiting) return seeOther(simulatorPath(sessionId))
    if (order.status === 'pending') await deliver(payload, 'checkout.session.async_payment_succeeded', order)
    return success
  }
  if (waiting) return seeOther(simulatorPath(sessionId))
  const parsed = simulatorPaySchema.safeParse(body)
  if (!parsed.success) return seeOther(`${simulatorPath(sessionId)}?erro=email`)
  const { email, metodo, parcelas } = parsed.data
  const settings = offeredIn(await storePaymentSettings(payload), (order.pixDiscount ?? 0) > 0)
  if (!settings.methods.includes(metodo) || parcelas > settings.maxInstallments) return seeOther(`${simulatorPath(sessionId)}?erro=metodo`)
  if (order.status !== 'pending') return order.status === 'paid' ? success : seeOther(simulatorPath(sessionId))
  const chosen = await recordChoice(payload, order, metodo, parcelas)
  // Another click chose differently first: its choice stands (its page shows it).
  if (chosen.paymentMethod !== metodo) return seeOther(simulatorPath(sessionId))
  if (metodo === 'card') {
    await deliver(payload, 'checkout.session.completed', chosen, email, 'paid')
    return success
  }
  await deliver(payload, 'checkout.session.completed', chosen, email, 'unpaid')
  return seeOther(simulatorPath(sessionId))
}
