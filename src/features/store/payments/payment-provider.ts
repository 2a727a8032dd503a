import { createHash } from 'node:crypto'

import Stripe from 'stripe'

import { env } from '@/lib/env'

import type { Buyer } from '../checkout/checkout-schema'
import type { AppliedCoupon } from '../checkout/coupons'
import type { StorePaymentSettings } from './payment-methods'
import { logger } from '@/lib/logger'

export type ProviderName = 'stripe' | 'simulator'
/** What the store can do: a provider, or no payments at all (no Stripe key on a public SITE_URL). */
export type PaymentMode = ProviderName | 'unavailable'

/** What buyers are told when the store has no payment provider (checkout 503, template pages). */
export const PAYMENTS_UNAVAILABLE = 'Pagamentos indisponíveis no momento'

export const paymentsAvailable = (): boolean => env.paymentProvider !== 'unavailable'

/** What a provider needs to open a hosted checkout for one template. */
export type CheckoutInput = {
  template: { id: number; slug: string; title: string; description: string; price: number }
  successUrl: string
  cancelUrl: string
  idempotencyKey: string
  /** Who buys, for the nota fiscal (the e-mail also prefills the hosted page). */
  buyer: Buyer
  /** The methods and installments the site settings offer. */
  payment: StorePaymentSettings
  /** A coupon the store accepted (its rules checked here): Stripe applies it as a coupon on the session. */
  coupon?: AppliedCoupon
  /** A Pix-only session at the Pix price: the discount already taken off `template.price`, in centavos. */
  pixDiscount?: number
}

/** How long a Pix code stays payable (the simulator's too), and how many days a boleto has. */
export const PIX_EXPIRES_AFTER_SECONDS = 30 * 60
export const BOLETO_EXPIRES_AFTER_DAYS = 3
export type CheckoutSession = { id: string; url: string }

export class ProviderError extends Error {}

let announced = false
/**
 * The active provider (PAYMENT_PROVIDER, else Stripe when a key is set, else the simulator on a local
 * SITE_URL, else none); logged once, at start (src/instrumentation.ts).
 */
export function activeProvider(): PaymentMode {
  if (!announced) {
    announced = true
    if (env.paymentProvider === 'unavailable') {
      logger.error({
        msg: `Loja: ${PAYMENTS_UNAVAILABLE.toLowerCase()}: sem STRIPE_SECRET_KEY em ${env.SITE_URL} o checkout responde 503. Defina STRIPE_SECRET_KEY e STRIPE_WEBHOOK_SECRET (ou PAYMENT_PROVIDER=simulator para uma demonstração)`,
        paymentProvider: env.paymentProvider,
      })
      return env.paymentProvider
    }
    logger.info({
      msg:
        env.paymentProvider === 'stripe'
          ? 'Loja: pagamentos pela Stripe Checkout'
          : 'Loja: pagamentos pelo SIMULADOR local (demonstração, nada é cobrado)',
      paymentProvider: env.paymentProvider,
    })
    if (env.paymentProvider === 'stripe' && !env.STRIPE_WEBHOOK_SECRET) {
      logger.warn({ msg: 'Loja: STRIPE_WEBHOOK_SECRET ausente; os webhooks da Stripe serão recusados (400)' })
    }
    if (env.paymentProvider === 'stripe' && !env.STRIPE_SECRET_KEY) {
      logger.warn({ msg: 'Loja: PAYMENT_PROVIDER=stripe sem STRIPE_SECRET_KEY; o checkout vai falhar (502)' })
    }
  }
  return env.paymentProvider
}

/** The webhook signing secret: the configured one, or (simulator without one) a secret derived locally. */
export function webhookSecret(): string {
  return (
    env.STRIPE_WEBHOOK_SECRET ?? `whsec_sim_${createHash('sha256').update(`webhook:${env.payloadSecret}`).digest('base64url')}`
  )
}

let client: Stripe | undefined
/** The Stripe SDK, pointed at STRIPE_API_BASE when set (tests run it against a local fake). */
export function stripeClient(): Stripe {
  if (client) return client
  const base = env.STRIPE_API_BASE ? new URL(env.STRIPE_API_BASE) : undefined
  client = new Stripe(env.STRIPE_SECRET_KEY ?? 'sk_simulator_not_used', {
    maxNetworkRetries: 1,
    timeout: 15_000,
    ...(base
      ? {
          host: base.hostname,
          port: Number(base.port || (base.protocol === 'https:' ? 443 : 80)),
          protocol: base.protocol.replace(':', '') as 'http' | 'https',
        }
      : {}),
  })
  return client
}

/**
 * Installments (parcelamento) on cards on or off; Pix for 30 minutes; boleto for 3 days. A Checkout Session
 * takes only `card.installments.enabled` (stripe 23's SessionCreateParams): the number of installments the
 * buyer sees comes from Stripe and the card's bank, not from us, so a maximum of 1 turns them off and any
 * other maximum turns them on (the admin's help text says so; the simulator applies the exact maximum).
 */
export function paymentMethodOptions({ methods, maxInstallments }: StorePaymentSettings): Stripe.Checkout.SessionCreateParams.PaymentMethodOptions {
  return {
    ...(methods.includes('card') ? { card: { installments: { enabled: maxInstallments > 1 } } } : {}),
    ...(methods.includes('pix') ? { pix: { expires_after_seconds: PIX_EXPIRES_AFTER_SECONDS } } : {}),
    ...(methods.includes('boleto') ? { boleto: { expires_after_days: BOLETO_EXPIRES_AFTER_DAYS } } : {}),
  }
}

/**
 * The Stripe coupon of one of our coupons, created on first use: its id names the code and the discount,
 * so editing the discount in the admin makes a new one (a Stripe coupon's discount cannot change).
 */
async function stripeCouponId(coupon: AppliedCoupon): Promise<string> {
  const off = coupon.kind === 'percent' ? `p${coupon.percentOff}` : `a${coupon.amountOff}`
  const id = `site_${coupon.code}_${off}`
  try {
    await stripeClient().coupons.create({
      id,
      name: coupon.code,
      duration: 'once',
      ...(coupon.kind === 'percent' ? { percent_off: coupon.percentOff } : { amount_off: coupon.amountOff, currency: 'brl' }),
    })
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeError && error.code === 'resource_already_exists')) throw error
  }
  return id
}

/** Stripe Checkout: BRL, pt-BR, the template as the line item, e-mail collected by Stripe. */
export async function createStripeSession(input: CheckoutInput): Promise<CheckoutSession> {
  const { template } = input
  try {
    const discounts = input.coupon ? [{ coupon: await stripeCouponId(input.coupon) }] : undefined
    const session = await stripeClient().checkout.sessions.create(
      {
        mode: 'payment',
        locale: 'pt-BR',
        currency: 'brl',
        // A filter on what the account can take: Pix and boleto only show on a Brazilian account.
        allowed_payment_method_types: input.payment.methods,
        payment_method_options: paymentMethodOptions(input.payment),
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: 'brl',
              unit_amount: template.price,
              product_data: {
                name: input.pixDiscount ? `${template.title} (preço no Pix)` : template.title,
                description: template.description.slice(0, 500),
              },
            },
          },
        ],
        ...(discounts ? { discounts } : {}),
        client_reference_id: template.slug,
        customer_email: input.buyer.email,
        metadata: {
          templateSlug: template.slug,
          templateId: String(template.id),
          buyerName: input.buyer.name.slice(0, 500),
          buyerTaxId: input.buyer.taxId.value,
          ...(input.coupon ? { coupon: input.coupon.code } : {}),
          ...(input.pixDiscount ? { pixDiscount: String(input.pixDiscount) } : {}),
        },
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
      },
      { idempotencyKey: input.idempotencyKey },
    )
    if (!session.url) throw new ProviderError('Sessão sem endereço de pagamento.')
    return { id: session.id, url: session.url }
  } catch (error) {
    if (error instanceof ProviderError) throw error
    throw new ProviderError(error instanceof Error ? error.message : String(error))
  }
}

/** Ends a Stripe session that must not be paid (its coupon ran out before its order was written). */
export async function expireStripeSession(sessionId: string): Promise<void> {
  try {
    await stripeClient().checkout.sessions.expire(sessionId)
  } catch (error) {
    // Its order is written `expired`, so a payment of it is still found and delivered (never lost).
    logger.warn({ msg: 'Não foi possível expirar a sessão da Stripe', sessionId, error: String(error) })
  }
}
