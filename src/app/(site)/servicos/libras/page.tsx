import type { Metadata } from 'next'
import { connection } from 'next/server'

import { LibrasPage } from '@/features/leads/quotes/libras-page'
import { pageMetadata } from '@/features/seo/page-metadata'

export const generateMetadata = (): Promise<Metadata> => pageMetadata('/servicos/libras')

export default async function Page() {
  // Rendered per request: the form's earliest event date is today's (and its server action answers here).
  await connection()
  return <LibrasPage />
}
