import type { Metadata } from 'next'

import { EMAIL_DESCRIPTION, EmailPage } from '@/features/products/email-page'
import { buildMetadata } from '@/lib/seo'

export const metadata: Metadata = buildMetadata({
  title: 'E-mail corporativo',
  description: EMAIL_DESCRIPTION,
  path: '/email-corporativo',
})

export default function Page() {
  return <EmailPage />
}
