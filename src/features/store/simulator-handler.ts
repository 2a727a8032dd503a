import type { Payload } from 'payload'
import { z } from 'zod'

import { readBodyFields, wantsJson } from '@/features/leads/read-body'
import { env } from '@/lib/env'
import { logger } from '@/lib/logger'
import type { Order } from '@/payload-types'

import { brandName, htmlPage } from './html-page'
import { findOrder } from './orders'
import { isStaff } from '@/features/accounts/roles'

import { isSimulatorSession, SIMULATOR_SESSION_TTL_MS, simulatedEvent, simulatedRefundEvent, simulatorPath, type SimulatedEventType } from './simulator'
import { handleWebhook } from './webhook-handler'

type Deps = { payload?: Payload; now?: () => number }

export const simulatorPaySchema = z.object({ email: z.email().max(200) })

const seeOther = (location: string) => new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } })
const getPayload = async (deps: Deps) => deps.payload ?? (await (await import('@/lib/payload')).getPayloadClient())

/** Sends the signed event Stripe would send, through the same webhook handler (signature checked there). */
async function deliver(payload: Payload, type: SimulatedEventType, order: Order, email?: string): Promise<void> {
  const template = typeof order.template === 'object' ? order.template : null
  const { body, signature } = simulatedEvent(type, {
    id: order.sessionId,
    email,
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

export const isAbandoned = (order: Pick<Order, 'status' | 'createdAt'>, now: number = Date.now()) =>
  order.status === 'pending' && now - Date.parse(order.createdAt) > SIMULATOR_SESSION_TTL_MS

/** A simulator session left without 'Pagar' for 30 minutes expires, as Stripe's would. */
export async function expireIfAbandoned(payload: Payload, order: Order, now: number = Date.now()): Promise<boolean> {
  if (order.provider !== 'simulator' || !isAbandoned(order, now)) return false
  await deliver(payload, 'checkout.session.expired', order)
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
      ],
    },
    depth: 1,
    limit: 20,
    overrideAccess: true,
  })
  for (const order of docs) await expireIfAbandoned(payload, order, now)
}

/**
 * POST /api/checkout/simulador/<session>: the simulator's "Pagar" (sends the signed webhook Stripe would
 * send, then returns to the success URL) and "Cancelar" (sends the session's expiry, as Stripe does when
 * a session ends unpaid, then returns to the cancel URL).
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
  if (body.acao === 'reembolsar') return refund(request, payload, order)
  if (body.acao === 'cancelar') {
    if (order.status === 'pending') await deliver(payload, 'checkout.session.expired', order)
    return seeOther('/payment-canceled')
  }
  const parsed = simulatorPaySchema.safeParse(body)
  if (!parsed.success) return seeOther(`${simulatorPath(sessionId)}?erro=email`)
  if (order.status === 'pending') await deliver(payload, 'checkout.session.completed', order, parsed.data.email)
  return seeOther(`/payment-success?session_id=${encodeURIComponent(sessionId)}`)
}
