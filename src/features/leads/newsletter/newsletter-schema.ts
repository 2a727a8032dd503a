import { z } from 'zod'

export { NEWSLETTER_CONSENT_TEXT, NEWSLETTER_CONSENT_VERSION } from './newsletter-consent'

/** The footer's sign-up: the same rule in the browser and on the server. */
export const newsletterSchema = z.object({
  email: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
    z
      .string({ error: 'Informe seu e-mail.' })
      .min(1, 'Informe seu e-mail.')
      .max(254, 'E-mail longo demais.')
      .pipe(z.email('Informe um e-mail válido, como nome@empresa.com.br.')),
  ),
})

export type NewsletterInput = z.input<typeof newsletterSchema>
