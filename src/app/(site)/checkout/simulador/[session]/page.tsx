import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { getSimulatorCheckout } from '@/features/store/queries'
import { SimulatorCheckout } from '@/features/store/simulator-checkout'

export const metadata: Metadata = {
  title: 'Pagamento simulado (demonstração)',
  description: 'Página de pagamento de demonstração: nada é cobrado.',
  robots: { index: false, follow: false },
}

type Props = { params: Promise<{ session: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function Page({ params, searchParams }: Props) {
  const [{ session }, query] = await Promise.all([params, searchParams])
  const order = await getSimulatorCheckout(session)
  if (!order) notFound()
  return <SimulatorCheckout sessionId={session} order={order} emailError={query.erro === 'email'} />
}
