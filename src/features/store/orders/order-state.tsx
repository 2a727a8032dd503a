import { CheckCircle2, Clock } from '@/ui/icons'

import { formatBRL } from '@/lib/format'

import { maskEmail } from './mask-email'
import type { OrderSummary } from './orders'

const box = 'mt-8 flex gap-3 rounded-lg border p-5 text-left'

/** The order's box on the return page: confirmed (link sent) or waiting for a later payment (Pix, boleto). */
export function OrderState({ order }: { order: OrderSummary | null }) {
  if (order?.status === 'paid') {
    return (
      <div className={`${box} border-green-200 bg-green-50`} role="status">
        <CheckCircle2 aria-hidden="true" className="size-6 shrink-0 text-success-600" />
        <p className="text-slate-800">
          Pedido confirmado: <strong>{order.templateTitle}</strong> ({formatBRL(order.amount)}). O link de download foi enviado
          {order.email ? ` para ${maskEmail(order.email)}` : ' para o seu e-mail'}.
        </p>
      </div>
    )
  }
  if (order?.status === 'pending') {
    return (
      <div className={`${box} border-amber-200 bg-amber-50`} role="status">
        <Clock aria-hidden="true" className="size-6 shrink-0 text-warning-600" />
        <p className="text-slate-800">
          Pagamento de <strong>{order.templateTitle}</strong> ({formatBRL(order.amount)}) em processamento. Pix e boleto podem levar
          alguns minutos (boleto, até 3 dias úteis): assim que for confirmado, enviamos o link por e-mail.
        </p>
      </div>
    )
  }
  return null
}
