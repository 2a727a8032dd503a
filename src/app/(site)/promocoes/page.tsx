import type { Metadata } from 'next'

import { PROMOTIONS_DESCRIPTION, PromotionsPage } from '@/features/products/promotions-page'
import { buildMetadata } from '@/lib/seo'

export const metadata: Metadata = buildMetadata({
  title: 'Promoções',
  description: PROMOTIONS_DESCRIPTION,
  path: '/promocoes',
})

export default function Page() {
  return <PromotionsPage />
}
