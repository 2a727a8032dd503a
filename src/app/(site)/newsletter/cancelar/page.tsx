import type { Metadata } from 'next'

import { UnsubscribePage } from '@/features/leads/newsletter/unsubscribe-page'
import { UNSUBSCRIBE_PATH } from '@/features/leads/newsletter/newsletter-consent'
import { buildMetadata } from '@/lib/seo'

export const metadata: Metadata = {
  ...buildMetadata({
    title: 'Cancelar a newsletter',
    description: 'Confirme o cancelamento da sua inscrição na newsletter.',
    path: UNSUBSCRIBE_PATH,
    noindex: true,
  }),
  // The address carries the subscriber's token: never send it to another page as a Referer.
  referrer: 'no-referrer',
}

export default async function Page({ searchParams }: { searchParams: Promise<{ token?: string | string[] }> }) {
  const { token } = await searchParams
  return <UnsubscribePage token={typeof token === 'string' ? token : undefined} />
}
