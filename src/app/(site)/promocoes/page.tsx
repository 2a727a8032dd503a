import type { Metadata } from 'next'

import { PromotionsPage } from '@/features/products/promotions-page'
import { pageMetadata } from '@/features/seo/page-metadata'

export const generateMetadata = (): Promise<Metadata> => pageMetadata('/promocoes')

export default function Page() {
  return <PromotionsPage />
}
