import { createHash, randomUUID } from 'node:crypto'

import type { Payload } from 'payload'

import { BadBodyError, BodyTooLargeError, readBodyFields, wantsJson } from '@/kit/read-body'
import { env } from '@/lib/env'
import { logger } from '@/lib/logger'
import { limitRequests } from '@/features/shared-state/rate-limit-store'
import { clientAddress, tooManyRequests } from '@/lib/rate-limit'

import { buyerSchema, checkoutSchema } from './checkout-schema'
import { applicableCoupon, COUPON_ERROR } from './coupons'
import { htmlPage } from '../html-page'
import { CouponUsedUpError, pendingOrderFor } from '../orders/orders'
import { sessionPlan } from '../payments/payment-methods'
import { storePaymentSettings } from '../payments/payment-settings'
import { activeProvider, createStripeSession, expireStripeSession, PAYMENTS_UNAVAILABLE, ProviderError, type CheckoutInput } from '../payments/payment-provider'
import { createSimulatorSession } from '../payments/simulator'
import { expireAbandonedSimulatorSessions } from '../payments/simulator-handler'

export const CHECKOUT_RATE_LIMIT = { limit: 20, windowMs: 10 * 60 * 1000 }

type Deps = { payload?: Payload }

const noStore = { 'Cache-Control': 'no-store' }

/**
 * The provider's idempotency key: derived from the purchase attempt's id (made by the buy form) and the
 * client, so a double submit reuses the session; random when the request carries no id.
 */
function idempotencyKey(slug: string, request: Request, requestId?: string): string {
  if (!requestId) return `checkout-${slug}-${randomUUID()}`
  const digest = createHash('sha256').update(`${clientAddress(request.headers)}|${requestId}`).digest('base64url').slice(0, 32)
  return `checkout-${slug}-${digest}`
}

/** The Pix button's session is another session than the card and boleto one, for the same attempt. */
const keyFor = (key: string, pix: boolean) => (pix ? key.replace(/^checkout-/, 'checkout-pix-') : key)

/** Where a plain form post goes back to when it fails: the page then says what happened, in Portuguese. */
const formFailure: Record<number, string> = {
  400: '/templates?compra=invalida',
  404: '/templates?compra=indisponivel',
  429: '/templates?compra=limite',
}

/**
 * POST /api/checkout. JSON `{ id, requestId? }` → `{ sessionId, url }` (400, 404, 429, 502 with `{ error }`);
 * a plain form post → 303 to the hosted page, or back to the template (`?compra=erro`) or to the catalogue
 * (`?compra=indisponivel|invalida|limite`), where the message is shown.
 */
export async function handleCheckout(request: Request, deps: Deps = {}): Promise<Response> {
  const json = wantsJson(request)
  const fail = (status: number, error: string, slug?: string) =>
    json
      ? Response.json({ error }, { status, headers: noStore })
      : new Response(null, {
          status: 303,
          headers: { Location: slug ? `/templates/${slug}?compra=erro` : (formFailure[status] ?? '/templates'), ...noStore },
        })

  const provider = activeProvider()
  if (provider === 'unavailable') {
    return json
      ? Response.json({ error: PAYMENTS_UNAVAILABLE }, { status: 503, headers: { ...noStore, 'Retry-After': '3600' } })
      : htmlPage(503, {
          brand: env.BRAND_NAME,
          title: PAYMENTS_UNAVAILABLE,
          text: 'A loja não está recebendo pagamentos agora e nada foi cobrado. Tente mais tarde ou fale com a nossa equipe pelo WhatsApp ou por e-mail.',
          actions: [{ href: '/templates', label: 'Voltar para Templates' }],
        })
  }

  const getPayload = async () => deps.payload ?? (await import('@/lib/payload')).getPayloadClient()
  const limited = await limitRequests(getPayload, `checkout:${clientAddress(request.headers)}`, CHECKOUT_RATE_LIMIT)
  if (!limited.ok) return json ? tooManyRequests(limited) : fail(429, 'Muitas tentativas.')

  let body: Record<string, unknown>
  try {
    body = await readBodyFields(request, 4 * 1024)
  } catch (error) {
    if (error instanceof BodyTooLargeError || error instanceof BadBodyError) return fail(400, 'Pedido inválido.')
    throw error
  }
  const parsed = checkoutSchema.safeParse(body)
  if (!parsed.success) return fail(400, 'Informe o template a comprar.')
  const slug = parsed.data.id
  const buyer = buyerSchema.safeParse(body)
  if (!buyer.success) {
    const issue = buyer.error.issues[0]
    const message = issue?.message ?? 'Confira os dados da nota fiscal.'
    return json
      ? Response.json({ error: message, field: String(issue?.path[0] ?? '') }, { status: 400, headers: noStore })
      : new Response(null, { status: 303, headers: { Location: `/templates/${slug}?compra=dados`, ...noStore } })
  }

  const payload: Payload = await getPayload()
  const { docs } = await payload.find({
    collection: 'store-templates',
    where: { and: [{ slug: { equals: slug } }, { _status: { equals: 'published' } }] },
    depth: 0,
    limit: 1,
    overrideAccess: true,
  })
  const template = docs[0]
  if (!template) return fail(404, 'Template não encontrado.')

  // "Pagar com Pix" (method=pix): with a Pix discount, a Pix-only session at the Pix price (see sessionPlan).
  const settings = await storePaymentSettings(payload)
  const plan = sessionPlan(template.price, settings, body.method === 'pix')
  const pixOnly = plan.pixDiscount > 0
  const typedCoupon = typeof body.coupon === 'string' ? body.coupon.trim() : ''
  const coupon = typedCoupon ? await applicableCoupon(payload, typedCoupon, plan.price) : null
  if (typedCoupon && !coupon) {
    return json
      ? Response.json({ error: COUPON_ERROR, field: 'coupon' }, { status: 400, headers: noStore })
      : new Response(null, { status: 303, headers: { Location: `/templates/${slug}?compra=cupom`, ...noStore } })
  }
  const amount = plan.price - (coupon?.discount ?? 0)

  if (provider === 'simulator') void expireAbandonedSimulatorSessions(payload).catch((error) => logger.warn({ msg: 'Simulador: falha ao expirar sessões', error: String(error) }))
  const input: Omit<CheckoutInput, 'idempotencyKey'> = {
    template: { id: template.id, slug: template.slug, title: template.title, description: template.description, price: plan.price },
    successUrl: `${env.SITE_URL}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${env.SITE_URL}/payment-canceled`,
    buyer: buyer.data,
    payment: { ...settings, methods: plan.methods },
    ...(coupon ? { coupon } : {}),
    ...(pixOnly ? { pixDiscount: plan.pixDiscount } : {}),
  }
  const open = async (idempotencyKey: string) => {
    const opened = provider === 'stripe' ? await createStripeSession({ ...input, idempotencyKey }) : await createSimulatorSession({ ...input, idempotencyKey })
    const order = await pendingOrderFor(payload, {
      templateId: template.id,
      amount,
      sessionId: opened.id,
      ...(coupon ? { couponCode: coupon.code, discount: coupon.discount } : {}),
      ...(pixOnly ? { pixDiscount: plan.pixDiscount } : {}),
      provider,
      buyer: buyer.data,
    }).catch(async (error) => {
      // The coupon's last use went to someone else meanwhile: this session must not be paid.
      if (error instanceof CouponUsedUpError && provider === 'stripe') await expireStripeSession(opened.id)
      throw error
    })
    return { session: opened, order }
  }
  let session
  try {
    const attempt = await open(keyFor(idempotencyKey(slug, request, parsed.data.requestId), pixOnly))
    session = attempt.session
    // The same purchase attempt after it was paid or expired (back button): a new session.
    if (attempt.order.status !== 'pending') session = (await open(keyFor(idempotencyKey(slug, request), pixOnly))).session
  } catch (error) {
    if (error instanceof CouponUsedUpError) {
      return json
        ? Response.json({ error: COUPON_ERROR, field: 'coupon' }, { status: 400, headers: noStore })
        : new Response(null, { status: 303, headers: { Location: `/templates/${slug}?compra=cupom`, ...noStore } })
    }
    logger.error({ msg: 'Falha ao criar sessão de pagamento', provider, slug, error: String(error) })
    const message = error instanceof ProviderError ? 'O provedor de pagamento não respondeu. Tente de novo.' : 'Não foi possível iniciar o pagamento.'
    return fail(502, message, slug)
  }
  return json
    ? Response.json({ sessionId: session.id, url: session.url }, { status: 200, headers: noStore })
    : new Response(null, { status: 303, headers: { Location: session.url, ...noStore } })
}
