import type { Metadata } from 'next'

import { LIBRAS_DESCRIPTION, LibrasPage } from '@/features/leads/quotes/libras-page'
import { buildMetadata } from '@/lib/seo'

export const metadata: Metadata = buildMetadata({
  title: 'Intérprete de Libras',
  description: LIBRAS_DESCRIPTION,
  path: '/servicos/libras',
  noindex: true,
})

export default async function Page({ searchParams }: { searchParams: Promise<{ orcamento?: string | string[]; campos?: string | string[] }> }) {
  return <LibrasPage search={await searchParams} />
}
