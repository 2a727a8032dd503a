import type { Metadata } from 'next'

import { ServiceDeskPage } from '@/features/products/service-desk-page'
import { pageMetadata } from '@/features/seo/page-metadata'

export const generateMetadata = (): Promise<Metadata> => pageMetadata('/central-atendimento')

export default function Page() {
  return <ServiceDeskPage />
}
