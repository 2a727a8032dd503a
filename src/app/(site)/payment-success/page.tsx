import type { Metadata } from 'next'
import { cache } from 'react'

import { PaymentResult, paymentTitle } from '@/features/store/orders/payment-result'
import { getOrderSummary } from '@/features/store/queries'
import { buildMetadata } from '@/lib/seo'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

const sessionOf = async ({ searchParams }: Props) => {
  const value = (await searchParams).session_id
  return typeof value === 'string' ? value : ''
}
const loadOrder = cache(async (sessionId: string) => (sessionId ? getOrderSummary(sessionId) : null))

export async function generateMetadata(props: Props): Promise<Metadata> {
  const order = await loadOrder(await sessionOf(props))
  return buildMetadata({
    title: paymentTitle(order).replace('!', ''),
    description: 'A situação do seu pagamento e os próximos passos para baixar o template.',
    path: '/payment-success',
    noindex: true,
  })
}

export default async function Page(props: Props) {
  const sessionId = await sessionOf(props)
  const order = await loadOrder(sessionId)
  return <PaymentResult order={order} refreshHref={`/payment-success?session_id=${encodeURIComponent(sessionId)}`} />
}
