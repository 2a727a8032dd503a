import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { getSiteSettings } from '@/features/site/queries'
import { offeredIn } from '@/features/store/payments/payment-methods'
import { getSimulatorCheckout, getStorePaymentSettings } from '@/features/store/queries'
import { SimulatorCheckout } from '@/features/store/payments/simulator-checkout'
import { boletoScreen, pixScreen } from '@/features/store/payments/simulator-payment'

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
  const [payment, settings] = await Promise.all([getStorePaymentSettings(), getSiteSettings()])
  const pending = order.status === 'pending'
  const pix = pending && order.paymentMethod === 'pix' ? await pixScreen(session, order, { name: settings.brandName, city: settings.city }) : undefined
  const boleto = pending && order.paymentMethod === 'boleto' ? boletoScreen(session, order) : undefined
  return (
    <SimulatorCheckout
      sessionId={session}
      order={order}
      emailError={query.erro === 'email'}
      methodError={query.erro === 'metodo'}
      payment={offeredIn(payment, order.pixDiscount > 0)}
      pix={pix}
      boleto={boleto}
    />
  )
}
