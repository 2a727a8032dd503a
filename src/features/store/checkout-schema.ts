import { z } from 'zod'

/**
 * The checkout request: the template's slug, from the JSON body or the plain form, and the id the buy form
 * made for this purchase attempt (a double submit sends the same one, so it opens the same session).
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
