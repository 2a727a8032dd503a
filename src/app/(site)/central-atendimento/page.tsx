import type { Metadata } from 'next'

import { SERVICE_DESK_DESCRIPTION, ServiceDeskPage } from '@/features/products/service-desk-page'
import { buildMetadata } from '@/lib/seo'

export const metadata: Metadata = buildMetadata({
  title: 'Central de atendimento',
  description: SERVICE_DESK_DESCRIPTION,
  path: '/central-atendimento',
})

export default function Page() {
  return <ServiceDeskPage />
}
