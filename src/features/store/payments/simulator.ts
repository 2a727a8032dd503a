import { createHmac } from 'node:crypto'

import Stripe from 'stripe'

import { env } from '@/lib/env'

import type { CheckoutInput, CheckoutSession } from './payment-provider'
import { webhookSecret } from './payment-provider'

export const SIMULATOR_PREFIX = 'cs_sim_'
export const simulatorPath = (sessionId: string) => `/checkout/simulador/${sessionId}`
export const isSimulatorSession = (id: string) => /^cs_sim_[a-f0-9]{32}$/.test(id)

/**
 * The simulator's "hosted page" is a page of this app; nothing is charged. Like Stripe with an idempotency
 * key, the same key gives the same session.
 */
export async function createSimulatorSession(input: CheckoutInput): Promise<CheckoutSession> {
  const id = `${SIMULATOR_PREFIX}${createHmac('sha256', webhookSecret()).update(input.idempotencyKey).digest('hex').slice(0, 32)}`
  return { id, url: `${env.SITE_URL}${simulatorPath(id)}` }
}

/** How long a simulator session can wait for 'Pagar' (Stripe's shortest session life). */
export const SIMULATOR_SESSION_TTL_MS = 30 * 60 * 1000

export type SimulatedSession = {
  id: string
  email?: string
  amount: number
  templateSlug: string
  templateId: number
  /** For checkout.session.completed: 'unpaid' when the buyer chose Pix or boleto (paid later, asynchronously). */
  paymentStatus?: 'paid' | 'unpaid'
}

export type SimulatedEventType =
  | 'checkout.session.completed'
  | 'checkout.session.expired'
  | 'checkout.session.async_payment_succeeded'
  | 'checkout.session.async_payment_failed'

/** A boleto's due date in the simulator (Stripe's default is 3 days), counted from the session's start. */
export const BOLETO_DUE_MS = 3 * 24 * 60 * 60 * 1000

/**
 * The event's id: one per session and outcome, as Stripe sends one event per session outcome. A double click
 * on 'Pagar' (or 'Cancelar') sends the same event twice, and the webhook handles it once.
 */
export const simulatedEventId = (type: SimulatedEventType | 'charge.refunded', sessionId: string) =>
  `evt_sim_${createHmac('sha256', webhookSecret()).update(`${sessionId}:${type}`).digest('hex').slice(0, 24)}`

/**
 * The event Stripe would send for the hosted page (card paid; Pix or boleto chosen and later paid or not;
 * expired/abandoned), with its signature header.
 */
export function simulatedEvent(type: SimulatedEventType, session: SimulatedSession, now: number = Date.now()) {
  const paid =
    type === 'checkout.session.async_payment_succeeded' || (type === 'checkout.session.completed' && (session.paymentStatus ?? 'paid') === 'paid')
  const expired = type === 'checkout.session.expired'
  const event = {
    id: simulatedEventId(type, session.id),
    object: 'event',
    type,
    created: Math.floor(now / 1000),
    livemode: false,
    data: {
      object: {
        id: session.id,
        object: 'checkout.session',
        mode: 'payment',
        status: expired ? 'expired' : 'complete',
        payment_status: paid ? 'paid' : 'unpaid',
        amount_total: session.amount,
        currency: 'brl',
        customer_details: session.email ? { email: session.email } : null,
        client_reference_id: session.templateSlug,
        metadata: { templateSlug: session.templateSlug, templateId: String(session.templateId) },
      },
    },
  }
  const body = JSON.stringify(event)
  const signature = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: webhookSecret(), timestamp: Math.floor(now / 1000) })
  return { event, body, signature }
}

/** The signed `charge.refunded` Stripe sends when the agency refunds a payment (the simulator's "Reembolsar"). */
export function simulatedRefundEvent(sessionId: string, amount: number, now: number = Date.now()) {
  const event = {
    id: simulatedEventId('charge.refunded', sessionId),
    object: 'event',
    type: 'charge.refunded',
    created: Math.floor(now / 1000),
    livemode: false,
    data: {
      object: {
        id: `ch_sim_${sessionId.slice(-16)}`,
        object: 'charge',
        amount,
        amount_refunded: amount,
        refunded: true,
        currency: 'brl',
        payment_intent: null,
        metadata: { checkout_session: sessionId },
      },
    },
  }
  const body = JSON.stringify(event)
  const signature = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: webhookSecret(), timestamp: Math.floor(now / 1000) })
  return { event, body, signature }
}
