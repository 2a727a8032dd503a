import { z } from 'zod'

import { parseTaxId, TAX_ID_ERROR } from './tax-id'

/** The pt-BR messages of the buyer's data (the nota fiscal's), shown beside the fields and sent as `{ error }`. */
export const BUYER_MESSAGES = {
  name: 'Informe o nome completo ou a razão social para a nota fiscal.',
  taxId: TAX_ID_ERROR,
  email: 'Informe um e-mail válido para receber o template.',
} as const

/** What a nota fiscal needs: the buyer's name, CPF or CNPJ (check digits validated) and e-mail. */
export const buyerSchema = z.object({
  name: z
    .string({ error: BUYER_MESSAGES.name })
    .trim()
    .min(3, BUYER_MESSAGES.name)
    .max(120, BUYER_MESSAGES.name)
    .refine((v) => /\p{L}/u.test(v), BUYER_MESSAGES.name),
  taxId: z
    .string({ error: BUYER_MESSAGES.taxId })
    .max(30, BUYER_MESSAGES.taxId)
    .transform((value, ctx) => {
      const parsed = parseTaxId(value)
      if (!parsed) {
        ctx.addIssue({ code: 'custom', message: BUYER_MESSAGES.taxId })
        return z.NEVER
      }
      return parsed
    }),
  email: z.string({ error: BUYER_MESSAGES.email }).trim().toLowerCase().pipe(z.email(BUYER_MESSAGES.email).max(200, BUYER_MESSAGES.email)),
})
export type Buyer = z.infer<typeof buyerSchema>

/**
 * The checkout request: the template's slug, from the JSON body or the plain form, the id the buy form
 * made for this purchase attempt (a double submit sends the same one, so it opens the same session) and
 * the buyer's data for the nota fiscal.
 */
export const checkoutSchema = z.object({
  id: z.string().trim().min(1).max(120).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  requestId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,64}$/)
    .optional()
    .catch(undefined),
})
export type CheckoutRequest = z.infer<typeof checkoutSchema>
