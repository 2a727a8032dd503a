import { notFound } from 'next/navigation'

import { notFoundMetadata } from '@/features/site/not-found-metadata'
import { logger } from '@/lib/logger'

export const metadata = notFoundMetadata(
  'Página não encontrada',
  'O endereço que você acessou não existe. Veja nossos serviços, templates, blog e cases.',
)

/** Any address no other route claims: log it for the agency, then answer with the 404 page. */
export default async function MissingPage({ params }: { params: Promise<{ missing: string[] }> }) {
  const { missing } = await params
  logger.warn({ event: 'not_found', path: `/${missing.join('/')}` }, 'Página não encontrada')
  notFound()
}
