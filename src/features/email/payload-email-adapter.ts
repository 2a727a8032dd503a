import type { EmailAdapter } from 'payload'

import { env } from '@/lib/env'

import { sendEmail } from './send-email'

/**
 * Payload's own e-mails (password reset) go through the same outbox + SMTP path as the site's.
 */
export const outboxEmailAdapter: EmailAdapter = ({ payload }) => ({
  name: 'outbox',
  defaultFromAddress: env.EMAIL_FROM ?? env.CONTACT_EMAIL,
  defaultFromName: env.BRAND_NAME,
  sendEmail: async (message) => {
    const to = Array.isArray(message.to) ? message.to.map(String).join(', ') : String(message.to ?? '')
    return sendEmail(payload, {
      to,
      subject: String(message.subject ?? ''),
      text: typeof message.text === 'string' ? message.text : '',
      html: typeof message.html === 'string' ? message.html : undefined,
    })
  },
})
