import { env } from '@/lib/env'

/** The ways Brazilians pay that the store offers (Stripe Checkout's payment method types, for BRL). */
export const PAYMENT_METHODS = ['card', 'pix', 'boleto'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]

export const PAYMENT_METHOD_OPTIONS = [
  { label: 'Cartão de crédito', value: 'card' },
  { label: 'Pix', value: 'pix' },
  { label: 'Boleto', value: 'boleto' },
] as const satisfies readonly { label: string; value: PaymentMethod }[]

export const MAX_INSTALLMENTS = 12

const isMethod = (value: unknown): value is PaymentMethod => PAYMENT_METHODS.includes(value as PaymentMethod)

/** STRIPE_PAYMENT_METHODS (default card,pix,boleto), the known ones only. */
export const envPaymentMethods = (): PaymentMethod[] => {
  const listed = env.STRIPE_PAYMENT_METHODS.split(',')
    .map((m) => m.trim())
    .filter(isMethod)
  return listed.length ? [...new Set(listed)] : [...PAYMENT_METHODS]
}

export type StorePaymentSettings = {
  methods: PaymentMethod[]
  maxInstallments: number
  /** The Pix discount in percent (0 to 50; 0 when Pix is not offered). */
  pixDiscountPercent?: number
}

export const MAX_PIX_DISCOUNT_PERCENT = 50

/**
 * What the checkout offers, from the site settings (the admin's 'Loja: meios de pagamento'): the methods
 * chosen there, or the environment's when none is chosen, in the store's order; installments between 1 and 12.
 */
export function paymentSettingsFrom(
  doc: { paymentMethods?: unknown; maxInstallments?: unknown; pixDiscountPercent?: unknown } | null | undefined,
): StorePaymentSettings {
  const chosen = Array.isArray(doc?.paymentMethods) ? doc.paymentMethods.filter(isMethod) : []
  const set = new Set(chosen.length ? chosen : envPaymentMethods())
  const raw = typeof doc?.maxInstallments === 'number' ? doc.maxInstallments : Number.NaN
  const maxInstallments = Number.isInteger(raw) ? Math.min(MAX_INSTALLMENTS, Math.max(1, raw)) : MAX_INSTALLMENTS
  const pix = typeof doc?.pixDiscountPercent === 'number' && Number.isFinite(doc.pixDiscountPercent) ? Math.floor(doc.pixDiscountPercent) : 0
  return {
    methods: PAYMENT_METHODS.filter((m) => set.has(m)),
    maxInstallments: set.has('card') ? maxInstallments : 1,
    pixDiscountPercent: set.has('pix') ? Math.min(MAX_PIX_DISCOUNT_PERCENT, Math.max(0, pix)) : 0,
  }
}

/** The price paid with Pix: the Pix discount off, in whole centavos. */
export const pixPrice = (price: number, percent: number): number => price - Math.round((price * percent) / 100)

/** What one checkout session offers and charges before any coupon. */
export type SessionPlan = { methods: PaymentMethod[]; price: number; pixDiscount: number }

/**
 * A checkout session's methods and price. Without a Pix discount: every method at the template's price.
 * With one, Pix is its own session (Stripe Checkout charges one amount whatever the method): "Pagar com Pix"
 * (or a store that takes only Pix) opens a Pix-only session at the discounted price, and "Comprar Template"
 * the other methods at the full price.
 */
export function sessionPlan(price: number, settings: StorePaymentSettings, wantsPix: boolean): SessionPlan {
  const percent = settings.pixDiscountPercent ?? 0
  if (percent <= 0 || !settings.methods.includes('pix')) return { methods: settings.methods, price, pixDiscount: 0 }
  const others = settings.methods.filter((m) => m !== 'pix')
  if (wantsPix || others.length === 0) {
    const discounted = pixPrice(price, percent)
    return { methods: ['pix'], price: discounted, pixDiscount: price - discounted }
  }
  return { methods: others, price, pixDiscount: 0 }
}

/** What an open session offers (the simulator's page and its "Pagar"): Pix alone for a Pix-price session. */
export function offeredIn(settings: StorePaymentSettings, pixOnly: boolean): StorePaymentSettings {
  return { ...settings, methods: pixOnly ? ['pix'] : sessionPlan(0, settings, false).methods }
}
