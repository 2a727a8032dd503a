import type { Payload } from 'payload'
import { z } from 'zod'

import { readBodyFields } from '@/features/leads/read-body'
import { env } from '@/lib/env'
import { logger } from '@/lib/logger'

import { findOrder } from './orders'
import { isSimulatorSession, simulatedCompletedEvent } from './simulator'
import { handleWebhook } from './webhook-handler'

type Deps = { payload?: Payload }

export const simulatorPaySchema = z.object({ email: z.email().max(200) })

const seeOther = (location: string) => new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } })

/**
 * POST /api/checkout/simulador/<session>: the simulator's "Pagar" (sends the signed webhook Stripe would
 * send, then returns to the success URL) and "Cancelar" (returns to the cancel URL).
 */
export async function handleSimulatorAction(request: Request, sessionId: string, deps: Deps = {}): Promise<Response> {
  if (env.paymentProvider !== 'simulator' || !isSimulatorSession(sessionId)) {
    return Response.json({ error: 'Sessão de pagamento não encontrada.' }, { status: 404 })
  }
  const body = await readBodyFields(request, 2048).catch(() => ({}) as Record<string, unknown>)
  if (body.acao === 'cancelar') return seeOther('/payment-canceled')

  const payload: Payload = deps.payload ?? (await (await import('@/lib/payload')).getPayloadClient())
  const order = await findOrder(payload, sessionId)
  if (!order || typeof order.template !== 'object') return Response.json({ error: 'Sessão de pagamento não encontrada.' }, { status: 404 })
  const parsed = simulatorPaySchema.safeParse(body)
  if (!parsed.success) return seeOther(`/checkout/simulador/${sessionId}?erro=email`)
  if (order.status === 'pending') {
    const { body: raw, signature } = simulatedCompletedEvent({
      id: sessionId,
      email: parsed.data.email,
      amount: order.amount,
      templateSlug: order.template.slug,
      templateId: order.template.id,
    })
    // Delivered like the provider's: the same signed request through the same webhook handler.
    const answer = await handleWebhook(
      new Request(`${env.SITE_URL}/api/stripe/webhook`, { method: 'POST', headers: { 'stripe-signature': signature, 'content-type': 'application/json' }, body: raw }),
      { payload },
    )
    if (!answer.ok) logger.error({ msg: 'Simulador: webhook recusado', status: answer.status })
  }
  return seeOther(`/payment-success?session_id=${encodeURIComponent(sessionId)}`)
}
