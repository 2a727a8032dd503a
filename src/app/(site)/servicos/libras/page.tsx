import type { Metadata } from 'next'
import { connection } from 'next/server'

import { LIBRAS_DESCRIPTION, LibrasPage } from '@/features/leads/quotes/libras-page'
import { buildMetadata } from '@/lib/seo'

export const metadata: Metadata = buildMetadata({
  title: 'Intérprete de Libras',
  description: LIBRAS_DESCRIPTION,
  path: '/servicos/libras',
  noindex: true,
})

export default async function Page() {
  // Rendered per request: the form's earliest event date is today's (and its server action answers here).
  await connection()
  return <LibrasPage />
}
