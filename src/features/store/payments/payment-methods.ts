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

export type StorePaymentSettings = { methods: PaymentMethod[]; maxInstallments: number }

/**
 * What the checkout offers, from the site settings (the admin's 'Loja: meios de pagamento'): the methods
 * chosen there, or the environment's when none is chosen, in the store's order; installments between 1 and 12.
 */
export function paymentSettingsFrom(doc: { paymentMethods?: unknown; maxInstallments?: unknown } | null | undefined): StorePaymentSettings {
  const chosen = Array.isArray(doc?.paymentMethods) ? doc.paymentMethods.filter(isMethod) : []
  const set = new Set(chosen.length ? chosen : envPaymentMethods())
  const raw = typeof doc?.maxInstallments === 'number' ? doc.maxInstallments : Number.NaN
  const maxInstallments = Number.isInteger(raw) ? Math.min(MAX_INSTALLMENTS, Math.max(1, raw)) : MAX_INSTALLMENTS
  return { methods: PAYMENT_METHODS.filter((m) => set.has(m)), maxInstallments: set.has('card') ? maxInstallments : 1 }
}
