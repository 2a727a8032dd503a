import type { Metadata } from 'next'

import { LibrasPage } from '@/features/leads/libras-page'
import { pageMetadata } from '@/features/seo/page-metadata'

export const generateMetadata = (): Promise<Metadata> => pageMetadata('/servicos/libras')

export default async function Page({ searchParams }: { searchParams: Promise<{ orcamento?: string | string[]; campos?: string | string[] }> }) {
  return <LibrasPage search={await searchParams} />
}
