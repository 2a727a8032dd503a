import { Download, Mail, RefreshCw, Upload, XCircle } from '@/ui/icons'

import { ButtonLink } from '@/ui/button'

import { OrderRefresh } from './order-refresh'
import { ACTIONS_CLASS } from './page-actions'
import { OrderState } from './order-state'
import type { OrderSummary } from './orders'

const steps = [
  { Icon: Mail, title: 'Confira seu e-mail', text: 'Enviamos o link de download para o e-mail informado no pagamento. Veja também a caixa de spam.' },
  { Icon: Download, title: 'Baixe o arquivo .wix', text: 'O link vale por 7 dias e permite 5 downloads.' },
  { Icon: Upload, title: 'Importe no editor', text: 'Importe o arquivo no editor do Wix, troque textos e fotos e publique.' },
]

/** The return page's heading for the order's state (paid, or no order to show: the spec's text). */
export function paymentTitle(order: OrderSummary | null): string {
  if (order?.status === 'pending') return 'Pagamento em processamento'
  if (order?.status === 'failed') return 'Pagamento não aprovado'
  if (order?.status === 'expired') return 'Sessão de pagamento expirada'
  return 'Pagamento Aprovado!'
}

/** Failed or expired: nothing was charged, and the way back to the template. */
function NotCompleted({ order }: { order: OrderSummary }) {
  const expired = order.status === 'expired'
  return (
    <section className="container-page max-w-2xl py-16 text-center">
      <XCircle aria-hidden="true" className="mx-auto size-12 text-danger-600" />
      <h1 className="mt-4 text-4xl font-bold tracking-tight text-slate-900">{paymentTitle(order)}</h1>
      <p className="mt-4 text-lg text-slate-600">
        {expired
          ? `O tempo para pagar o template ${order.templateTitle} acabou. Nenhuma cobrança foi feita: você pode começar a compra de novo.`
          : `O pagamento do template ${order.templateTitle} não foi aprovado e nenhuma cobrança foi feita. Tente de novo, se quiser com outro meio de pagamento.`}
      </p>
      <div className={ACTIONS_CLASS}>
        {order.templateSlug && <ButtonLink href={`/templates/${order.templateSlug}`}>Tentar de novo</ButtonLink>}
        <ButtonLink href="/templates" variant="outline">
          Voltar para Templates
        </ButtonLink>
      </div>
    </section>
  )
}

/** /payment-success: the heading and the box follow the order (paid, pending, failed, expired). */
export function PaymentResult({ order, refreshHref }: { order: OrderSummary | null; refreshHref: string }) {
  if (order?.status === 'failed' || order?.status === 'expired') return <NotCompleted order={order} />
  const pending = order?.status === 'pending'
  return (
    <section className="container-page max-w-3xl py-16 text-center">
      <h1 className="text-4xl font-bold tracking-tight text-slate-900">{paymentTitle(order)}</h1>
      <p className="mt-4 text-lg text-slate-600">
        {pending
          ? 'Ainda estamos esperando a confirmação do pagamento. Esta página se atualiza sozinha.'
          : 'Obrigado pela compra! Veja os próximos passos.'}
      </p>
      <OrderState order={order} />
      {pending && (
        <>
          <OrderRefresh />
          <p className="mt-4">
            <a href={refreshHref} className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline underline-offset-4">
              <RefreshCw aria-hidden="true" className="size-4" />
              Atualizar agora
            </a>
          </p>
        </>
      )}
      <h2 className="mt-10 text-2xl font-bold text-slate-900">Próximos passos</h2>
      <ol className="mt-6 grid gap-4 text-left sm:grid-cols-3">
        {steps.map(({ Icon, title, text }, i) => (
          <li key={title} className="rounded-lg border border-slate-200 bg-white p-5">
            <Icon aria-hidden="true" className="size-6 text-brand-700" />
            <p className="mt-2 font-semibold text-slate-900">
              {i + 1}. {title}
            </p>
            <p className="mt-1 text-sm text-slate-600">{text}</p>
          </li>
        ))}
      </ol>
      <p className="mt-8 text-slate-700">Você tem 30 dias de suporte grátis por WhatsApp ou e-mail para instalar e personalizar o template.</p>
      <div className={ACTIONS_CLASS}>
        <ButtonLink href="/templates">Ver mais templates</ButtonLink>
        <ButtonLink href="/" variant="outline">
          Voltar ao início
        </ButtonLink>
      </div>
    </section>
  )
}
