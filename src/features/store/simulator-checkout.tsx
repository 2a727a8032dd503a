import { FlaskConical } from 'lucide-react'

import { formatBRL } from '@/lib/format'
import { Button, ButtonLink } from '@/ui/button'

import type { OrderSummary } from './orders'

/** The simulator's hosted page: clearly a demonstration, with 'Pagar' and 'Cancelar'. Works without JS. */
export function SimulatorCheckout({ sessionId, order, emailError }: { sessionId: string; order: OrderSummary; emailError?: boolean }) {
  const action = `/api/checkout/simulador/${sessionId}`
  const done = order.status !== 'pending'
  return (
    <section className="container-page max-w-xl py-12">
      <div role="note" className="flex gap-3 rounded-lg border-2 border-dashed border-accent-600 bg-amber-50 p-4 text-slate-900">
        <FlaskConical aria-hidden="true" className="size-6 shrink-0 text-accent-600" />
        <p>
          <strong>Ambiente de demonstração.</strong> Este é o simulador de pagamento da loja: nenhum valor é cobrado e nenhum dado de
          cartão é pedido. Com a Stripe configurada, esta etapa acontece na página segura da Stripe.
        </p>
      </div>
      <h1 className="mt-8 text-3xl font-bold text-slate-900">Pagamento simulado</h1>
      <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded-lg border border-slate-200 bg-white p-5">
        <dt className="text-slate-600">Produto</dt>
        <dd className="font-semibold text-slate-900">Template {order.templateTitle}</dd>
        <dt className="text-slate-600">Total</dt>
        <dd className="font-semibold text-slate-900">{formatBRL(order.amount)}</dd>
      </dl>
      {done ? (
        <div className="mt-6" role="status">
          <p className="text-slate-700">
            {order.status === 'paid'
              ? 'Este pagamento já foi feito.'
              : 'Esta sessão de pagamento foi encerrada (cancelada ou sem pagamento por 30 minutos). Nenhuma cobrança foi feita.'}
          </p>
          <div className="mt-4 grid gap-3 sm:flex">
            {order.status === 'paid' ? (
              <ButtonLink href={`/payment-success?session_id=${sessionId}`}>Ver a confirmação</ButtonLink>
            ) : (
              order.templateSlug && <ButtonLink href={`/templates/${order.templateSlug}`}>Voltar para o template</ButtonLink>
            )}
          </div>
        </div>
      ) : (
        <>
          <form method="post" action={action} className="mt-6 flex flex-col gap-3">
            <input type="hidden" name="acao" value="pagar" />
            <label htmlFor="sim-email" className="font-semibold text-slate-900">
              E-mail para receber o template
            </label>
            <input
              id="sim-email"
              name="email"
              type="email"
              required
              autoComplete="email"
              defaultValue={order.email ?? undefined}
              aria-invalid={emailError || undefined}
              aria-describedby={emailError ? 'sim-email-erro' : undefined}
              className="min-h-12 rounded-md border border-slate-300 bg-white px-4 text-base text-slate-900"
            />
            {emailError && (
              <p id="sim-email-erro" className="text-sm text-danger-600">
                Informe um e-mail válido.
              </p>
            )}
            <Button type="submit" size="lg">
              Pagar {formatBRL(order.amount)}
            </Button>
          </form>
          <form method="post" action={action} className="mt-3">
            <input type="hidden" name="acao" value="cancelar" />
            <Button type="submit" variant="outline" size="lg" className="w-full">
              Cancelar
            </Button>
          </form>
        </>
      )}
    </section>
  )
}
