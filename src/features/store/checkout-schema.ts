import { z } from 'zod'

/** The checkout request: the template's slug, from the JSON body or the plain form. */
export const checkoutSchema = z.object({
  id: z.string().trim().min(1).max(120).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
})
export type CheckoutRequest = z.infer<typeof checkoutSchema>

