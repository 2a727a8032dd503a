import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { NEWSLETTER_CONSENT_TEXT, NEWSLETTER_MESSAGES } from '@/features/leads/newsletter/newsletter-consent'

import { NewsletterForm } from './newsletter-form'

describe('NewsletterForm', () => {
  const html = renderToStaticMarkup(<NewsletterForm />)

  it('shows, next to the button, the very consent text the server stores', () => {
    expect(html).toContain(NEWSLETTER_CONSENT_TEXT)
    expect(html).toMatch(/aria-describedby="newsletter-note"/)
  })

  it('has a message for every answer a plain post can come back with', () => {
    for (const [state, message] of Object.entries(NEWSLETTER_MESSAGES)) {
      expect(html).toContain(`id="newsletter-${state}"`)
      expect(html).toContain(message)
    }
  })
})
