import type { Metadata } from 'next'

import { EmailPage } from '@/features/products/email-page'
import { pageMetadata } from '@/features/seo/page-metadata'

export const generateMetadata = (): Promise<Metadata> => pageMetadata('/email-corporativo')

export default function Page() {
  return <EmailPage />
}
