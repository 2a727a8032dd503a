import { randomUUID } from 'node:crypto'

import { Download, Headphones, ShieldCheck } from '@/ui/icons'

import { formatBRL } from '@/lib/format'
import { ButtonLink } from '@/ui/button'

import { BuyButton } from './buy-button'
import { COUPON_ERROR } from './coupon-messages'
import { pixPrice, type StorePaymentSettings } from '../payments/payment-methods'
import { PAYMENTS_UNAVAILABLE, paymentsAvailable } from '../payments/payment-provider'
import { PriceTag } from '../catalogue/price-tag'
import type { TemplateView } from '../catalogue/template-view'

/** The sticky purchase card of the detail page. */
/** 'Cartão em até 12x de R$ 24,75 · Pix · Boleto': the ways to pay the settings offer. */
export function paymentSummary(price: number, { methods, maxInstallments, pixDiscountPercent = 0 }: StorePaymentSettings): string {
  const parts = methods.map((m) =>
    m === 'card'
      ? maxInstallments > 1
        ? `Cartão em até ${maxInstallments}x de ${formatBRL(Math.ceil(price / maxInstallments))}`
        : 'Cartão à vista'
      : m === 'pix'
        ? pixDiscountPercent > 0
          ? `Pix com ${pixDiscountPercent}% de desconto`
          : 'Pix'
        : 'Boleto',
  )
  return parts.join(' · ')
}

export function PurchaseCard({
  template: t,
  failed,
  invalidData,
  coupon,
  payment,
}: {
  template: TemplateView
  failed?: boolean
  invalidData?: boolean
  /** The coupon of a purchase without JavaScript was refused (?compra=cupom). */
  coupon?: boolean
  payment?: StorePaymentSettings
}) {
 const pixPercent = payment && paymentsAvailable() && payment.methods.includes('pix') ? (payment.pixDiscountPercent ?? 0) : 0
  const pix = pixPercent > 0 ? { price: pixPrice(t.price, pixPercent), percent: pixPercent, only: payment?.methods.length === 1 } : undefined
  return (
    <div id="comprar" className="rounded-lg border border-slate-200 bg-white p-6 shadow-(--shadow-card) lg:sticky lg:top-28">
      <h2 className="sr-only">Comprar</h2>
      <PriceTag price={t.price} originalPrice={t.originalPrice} large />
      <p className="mt-1 text-sm text-slate-600">Pagamento único</p>
      {pix && (
        <p className="mt-2 text-base text-slate-800" data-testid="preco-pix">
          ou <strong className="text-success-600">{formatBRL(pix.price)} no Pix</strong> ({pix.percent}% de desconto)
        </p>
      )}
      {payment && paymentsAvailable() && <p className="mt-2 text-sm font-medium text-slate-800">{paymentSummary(t.price, payment)}</p>}
      {failed && (
        <p role="alert" className="mt-4 rounded-md bg-red-50 p-3 text-sm text-danger-600">
          Erro ao criar sessão de pagamento. Tente de novo em instantes.
        </p>
      )}
      {coupon && (
        <p role="alert" className="mt-4 rounded-md bg-red-50 p-3 text-sm text-danger-600">
          {COUPON_ERROR}
        </p>
      )}
      {invalidData && (
        <p role="alert" className="mt-4 rounded-md bg-red-50 p-3 text-sm text-danger-600">
          Confira os dados da nota fiscal: nome, CPF ou CNPJ válido e e-mail.
        </p>
      )}
      <div className="mt-5 flex flex-col gap-3">
        {paymentsAvailable() ? (
          <BuyButton slug={t.slug} requestId={randomUUID()} {...(pix && !pix.only ? { pix } : {})} />
        ) : (
          <p role="status" className="rounded-md bg-amber-50 p-3 text-sm text-slate-800">
            <strong>{PAYMENTS_UNAVAILABLE}.</strong> Fale com a nossa equipe pelo WhatsApp ou por e-mail para comprar este template.
          </p>
        )}
        <ButtonLink href={t.demoUrl} external variant="outline" aria-label={`Ver demo de ${t.title} (abre em nova aba)`}>
          Ver Demo
        </ButtonLink>
      </div>
      <ul className="mt-6 space-y-2 text-sm text-slate-700">
        <li className="flex items-center gap-2">
          <ShieldCheck aria-hidden="true" className="size-5 text-success-600" />
          Garantia de 7 dias
        </li>
        <li className="flex items-center gap-2">
          <Download aria-hidden="true" className="size-5 text-success-600" />
          Download imediato
        </li>
        <li className="flex items-center gap-2">
          <Headphones aria-hidden="true" className="size-5 text-success-600" />
          Suporte incluso
        </li>
      </ul>
    </div>
  )
}
