import type { Metadata } from 'next'

import { ConfirmSubscriptionPage } from '@/features/leads/newsletter/confirm-page'
import { CONFIRM_PATH } from '@/features/leads/newsletter/newsletter-consent'
import { buildMetadata } from '@/lib/seo'

export const metadata: Metadata = {
  ...buildMetadata({
    title: 'Confirmar a newsletter',
    description: 'Confirme a sua inscrição na newsletter.',
    path: CONFIRM_PATH,
    noindex: true,
  }),
  // The address carries the confirmation token: never send it to another page as a Referer.
  referrer: 'no-referrer',
}

export default async function Page({ searchParams }: { searchParams: Promise<{ token?: string | string[]; estado?: string | string[] }> }) {
  const { token, estado } = await searchParams
  return <ConfirmSubscriptionPage token={typeof token === 'string' ? token : undefined} confirmed={estado === 'confirmada'} />
}
