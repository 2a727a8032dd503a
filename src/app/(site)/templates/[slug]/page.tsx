import { notFound } from 'next/navigation'

import { notFoundMetadata } from '@/features/site/not-found-metadata'

/* Placeholder until the feature's collection exists: every address answers with the not-found state. */
export const metadata = notFoundMetadata('Template não encontrado', 'O template que você está procurando não existe ou saiu do catálogo.')

export default function Page() {
  notFound()
}
