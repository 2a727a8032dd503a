import { Barcode, FlaskConical, QrCode } from '@/ui/icons'

import { formatBRL } from '@/lib/format'
import { Button, ButtonLink } from '@/ui/button'

import { CopyButton } from './copy-button'
import type { OrderSummary } from '../orders/orders'
import type { StorePaymentSettings } from './payment-methods'
import type { BoletoScreen, PixScreen } from './simulator-payment'

const time = new Intl.DateTimeFormat('pt-BR', { timeStyle: 'short', timeZone: 'America/Sao_Paulo' })
const date = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'long', timeZone: 'America/Sao_Paulo' })

const fieldClass = 'min-h-12 rounded-md border border-slate-300 bg-white px-4 text-base text-slate-900'

function DemoNote() {
  return (
    <div role="note" className="flex gap-3 rounded-lg border-2 border-dashed border-accent-600 bg-amber-50 p-4 text-slate-900">
      <FlaskConical aria-hidden="true" className="size-6 shrink-0 text-accent-600" />
      <p>
        <strong>Ambiente de demonstração.</strong> Este é o simulador de pagamento da loja: nenhum valor é cobrado e nenhum dado de
        cartão é pedido. Com a Stripe configurada, esta etapa acontece na página segura da Stripe.
      </p>
    </div>
  )
}

/** The bank's side, simulated: confirms the Pix or the boleto with the same signed event Stripe sends. */
function ConfirmForm({ action, label }: { action: string; label: string }) {
  return (
    <form method="post" action={action} className="mt-4">
      <input type="hidden" name="acao" value="confirmar" />
      <Button type="submit" variant="outline" size="lg" className="w-full">
        {label}
      </Button>
    </form>
  )
}

function PixPanel({ pix, action, sessionId }: { pix: PixScreen; action: string; sessionId: string }) {
  return (
    <section aria-labelledby="pix-titulo" className="mt-6 rounded-lg border border-slate-200 bg-white p-5">
      <h2 id="pix-titulo" className="flex items-center gap-2 text-xl font-bold text-slate-900">
        <QrCode aria-hidden="true" className="size-6 text-brand-700" /> Pague com Pix
      </h2>
      <p className="mt-2 text-slate-700">Abra o app do seu banco, escolha pagar com Pix e leia o QR code ou cole o código.</p>
      <div className="mt-4 grid items-start gap-5 sm:grid-cols-[13rem_1fr]">
        <div
          role="img"
          aria-label="QR code do Pix"
          className="mx-auto size-52 rounded-md border border-slate-200 bg-white p-1 [&_svg]:size-full"
          dangerouslySetInnerHTML={{ __html: pix.qrSvg }}
        />
        <div className="min-w-0">
          <label htmlFor="pix-copia-e-cola" className="text-sm font-semibold text-slate-900">
            Pix copia e cola
          </label>
          <textarea
            id="pix-copia-e-cola"
            readOnly
            rows={4}
            value={pix.code}
            className="mt-1 w-full resize-none break-all rounded-md border border-slate-300 bg-slate-50 p-3 font-mono text-xs text-slate-900"
          />
          <div className="mt-3">
            <CopyButton text={pix.code} label="Copiar código" targetId="pix-copia-e-cola" />
          </div>
          <p className="mt-3 text-sm text-slate-700">
            O código expira às <strong>{time.format(new Date(pix.expiresAt))}</strong> (30 minutos depois do início da compra).
          </p>
        </div>
      </div>
      <p className="mt-5 text-sm text-slate-600">
        Na demonstração, o botão abaixo faz o papel do banco: ele avisa a loja que o Pix foi pago.
      </p>
      <ConfirmForm action={action} label="Confirmar pagamento" />
      <p className="mt-4 text-center">
        <a className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4" href={`/payment-success?session_id=${sessionId}`}>
          Ver a situação do pedido
        </a>
      </p>
    </section>
  )
}

function BoletoPanel({ boleto, action, sessionId }: { boleto: BoletoScreen; action: string; sessionId: string }) {
  return (
    <section aria-labelledby="boleto-titulo" className="mt-6 rounded-lg border border-slate-200 bg-white p-5">
      <h2 id="boleto-titulo" className="flex items-center gap-2 text-xl font-bold text-slate-900">
        <Barcode aria-hidden="true" className="size-6 text-brand-700" /> Boleto gerado
      </h2>
      <p className="mt-2 text-slate-700">
        Pague até <strong>{date.format(new Date(boleto.dueDate))}</strong> no app do banco, no internet banking ou numa lotérica. A
        compensação leva até 3 dias úteis; o link do template chega por e-mail quando o pagamento for confirmado.
      </p>
      <label htmlFor="boleto-linha" className="mt-4 block text-sm font-semibold text-slate-900">
        Linha digitável
      </label>
      <textarea
        id="boleto-linha"
        readOnly
        rows={2}
        value={boleto.line}
        className="mt-1 w-full resize-none rounded-md border border-slate-300 bg-slate-50 p-3 font-mono text-sm text-slate-900"
      />
      <div className="mt-3">
        <CopyButton text={boleto.line.replace(/\D/g, '')} label="Copiar linha digitável" targetId="boleto-linha" />
      </div>
      <p className="mt-5 text-sm text-slate-600">
        Na demonstração, o botão abaixo faz o papel do banco: ele avisa a loja que o boleto foi pago.
      </p>
      <ConfirmForm action={action} label="Confirmar pagamento do boleto" />
      <p className="mt-4 text-center">
        <a className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4" href={`/payment-success?session_id=${sessionId}`}>
          Ver a situação do pedido
        </a>
      </p>
    </section>
  )
}

function ChooseForm({ action, order, payment, emailError }: { action: string; order: OrderSummary; payment: StorePaymentSettings; emailError?: boolean }) {
  const installments = Array.from({ length: payment.maxInstallments }, (_, i) => i + 1)
  return (
    <>
      <form method="post" action={action} className="mt-6 flex flex-col gap-4">
        <input type="hidden" name="acao" value="pagar" />
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 font-semibold text-slate-900">Forma de pagamento</legend>
          {payment.methods.map((method, i) => (
            <label key={method} className="flex min-h-12 items-center gap-3 rounded-md border border-slate-300 bg-white px-4 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50">
              <input type="radio" name="metodo" value={method} defaultChecked={i === 0} className="size-5 accent-brand-700" />
              <span className="font-medium text-slate-900">
                {method === 'card' ? 'Cartão de crédito' : method === 'pix' ? 'Pix' : 'Boleto bancário'}
              </span>
            </label>
          ))}
        </fieldset>
        {payment.methods.includes('card') && payment.maxInstallments > 1 && (
          <div className="flex flex-col gap-1">
            <label htmlFor="sim-parcelas" className="font-semibold text-slate-900">
              Parcelas (cartão)
            </label>
            <select id="sim-parcelas" name="parcelas" defaultValue="1" className={fieldClass}>
              {installments.map((n) => (
                <option key={n} value={n}>
                  {n === 1 ? `À vista, ${formatBRL(order.amount)}` : `${n}x de ${formatBRL(Math.ceil(order.amount / n))}`}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className="flex flex-col gap-1">
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
            className={fieldClass}
          />
          {emailError && (
            <p id="sim-email-erro" className="text-sm text-danger-600">
              Informe um e-mail válido.
            </p>
          )}
        </div>
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
  )
}

/**
 * The simulator's hosted page, clearly a demonstration: the buyer picks card (with installments), Pix or
 * boleto and pays; Pix shows its QR code and copia e cola, boleto its line and due date, each with the
 * button that stands in for the bank. Works without JavaScript (only "copiar" needs it).
 */
export function SimulatorCheckout({
  sessionId,
  order,
  emailError,
  methodError,
  payment,
  pix,
  boleto,
}: {
  sessionId: string
  order: OrderSummary
  emailError?: boolean
  methodError?: boolean
  payment: StorePaymentSettings
  pix?: PixScreen
  boleto?: BoletoScreen
}) {
  const action = `/api/checkout/simulador/${sessionId}`
  const done = order.status !== 'pending'
  const waiting = !done && (order.paymentMethod === 'pix' || order.paymentMethod === 'boleto')
  return (
    <section className="container-page max-w-2xl py-12">
      <DemoNote />
      <h1 className="mt-8 text-3xl font-bold text-slate-900">Pagamento simulado</h1>
      <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded-lg border border-slate-200 bg-white p-5">
        <dt className="text-slate-600">Produto</dt>
        <dd className="font-semibold text-slate-900">Template {order.templateTitle}</dd>
        <dt className="text-slate-600">Total</dt>
        <dd className="font-semibold text-slate-900">{formatBRL(order.amount)}</dd>
        {waiting && (
          <>
            <dt className="text-slate-600">Situação</dt>
            <dd className="font-semibold text-warning-600">Aguardando pagamento</dd>
          </>
        )}
      </dl>
      {methodError && (
        <p role="alert" className="mt-4 rounded-md bg-red-50 p-3 text-sm text-danger-600">
          Escolha uma forma de pagamento e um número de parcelas disponíveis.
        </p>
      )}
      {done ? (
        <div className="mt-6" role="status">
          <p className="text-slate-700">
            {order.status === 'paid'
              ? 'Este pagamento já foi feito.'
              : order.status === 'failed'
                ? order.paymentMethod === 'boleto'
                  ? 'O boleto venceu sem pagamento. Nenhuma cobrança foi feita.'
                  : 'O código Pix expirou sem pagamento. Nenhuma cobrança foi feita.'
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
      ) : waiting && pix ? (
        <PixPanel pix={pix} action={action} sessionId={sessionId} />
      ) : waiting && boleto ? (
        <BoletoPanel boleto={boleto} action={action} sessionId={sessionId} />
      ) : (
        <ChooseForm action={action} order={order} payment={payment} emailError={emailError} />
      )}
    </section>
  )
}
