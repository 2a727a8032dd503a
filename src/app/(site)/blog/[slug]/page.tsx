import { notFound } from 'next/navigation'

import { notFoundMetadata } from '@/features/site/not-found-metadata'

/* Placeholder until the feature's collection exists: every address answers with the not-found state. */
export const metadata = notFoundMetadata('Post não encontrado', 'O post que você está procurando não existe.')

export default function Page() {
  notFound()
}
