'use client'

import { QrCode, ShoppingCart } from '@/ui/icons'
import { useEffect, useState } from 'react'

import { formatBRL } from '@/lib/format'
import { buttonClasses } from '@/ui/button'

import { CHECKOUT_MESSAGES } from './checkout-messages'
import { CheckoutToast } from './checkout-toast'
import { parseTaxId, TAX_ID_ERROR } from './tax-id'

type Field = 'name' | 'taxId' | 'email' | 'coupon'
const inputClass = 'min-h-12 w-full rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900 aria-[invalid=true]:border-danger-600'
const FIELDS: { name: Field; label: string; autoComplete: string; type?: string; hint?: string; optional?: boolean }[] = [
  { name: 'name', label: 'Nome completo ou razão social', autoComplete: 'name' },
  { name: 'taxId', label: 'CPF ou CNPJ', autoComplete: 'off', hint: 'Para a nota fiscal.' },
  { name: 'email', label: 'E-mail', autoComplete: 'email', type: 'email', hint: 'O link de download chega nele.' },
  { name: 'coupon', label: 'Cupom de desconto (opcional)', autoComplete: 'off', optional: true },
]

/** 128 random bits in hex (getRandomValues also works on plain http, where randomUUID does not exist). */
const newRequestId = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('')

/**
 * 'Comprar Template' with the nota fiscal's data (name, CPF or CNPJ, e-mail; the server checks them again):
 * a plain form (the server answers 303 to the hosted checkout) that, with
 * JavaScript, asks for the session with fetch and redirects, showing the spec's toasts on failure.
 * Each purchase attempt carries an id (rendered by the server, renewed in the browser on mount, after a
 * failure and when the page comes back from the back-forward cache): a double submit sends the same id
 * and so opens the same session.
 */
export function BuyButton({
  slug,
  requestId: initialRequestId,
  pix,
}: {
  slug: string
  requestId: string
  /** With a Pix discount, a second button opens a Pix-only session at this price. */
  pix?: { price: number; percent: number }
}) {
  const [busy, setBusy] = useState(false)
  const [requestId, setRequestId] = useState(initialRequestId)
  const [message, setMessage] = useState<{ text: string; at: number } | null>(null)
  const [fieldError, setFieldError] = useState<{ field: Field; text: string } | null>(null)
  useEffect(() => {
    setRequestId(newRequestId())
    const onShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return
      setBusy(false)
      setRequestId(newRequestId())
    }
    window.addEventListener('pageshow', onShow)
    return () => window.removeEventListener('pageshow', onShow)
  }, [])
  const fail = (text: string) => {
    setBusy(false)
    setRequestId(newRequestId())
    setMessage({ text, at: Date.now() })
  }
  return (
    <>
      <form
        method="post"
        action="/api/checkout"
        onSubmit={async (event) => {
          event.preventDefault()
          const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null
          const method = submitter?.name === 'method' ? submitter.value : ''
          const form = new FormData(event.currentTarget)
          const buyer = {
            name: String(form.get('name') ?? ''),
            taxId: String(form.get('taxId') ?? ''),
            email: String(form.get('email') ?? ''),
            coupon: String(form.get('coupon') ?? ''),
          }
          if (!parseTaxId(buyer.taxId)) {
            setFieldError({ field: 'taxId', text: TAX_ID_ERROR })
            document.getElementById(`${slug}-taxId`)?.focus()
            return
          }
          setFieldError(null)
          setBusy(true)
          try {
            const response = await fetch('/api/checkout', {
              method: 'POST',
              headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
              body: JSON.stringify({ id: slug, requestId, ...buyer, ...(method ? { method } : {}) }),
            })
            const text = await response.text()
            if (!text) throw new Error('Resposta vazia do servidor')
            const data = JSON.parse(text) as { sessionId?: string; url?: string; error?: string; field?: string }
            if (response.status === 400 && data.error && FIELDS.some((f) => f.name === data.field)) {
              setBusy(false)
              setFieldError({ field: data.field as Field, text: data.error })
              document.getElementById(`${slug}-${data.field}`)?.focus()
              return
            }
            if (response.status === 503 && data.error) return fail(data.error)
            if (!data.sessionId || !data.url) return fail(CHECKOUT_MESSAGES.noSession)
            window.location.assign(data.url)
          } catch (error) {
            console.error(error)
            fail(CHECKOUT_MESSAGES.redirect)
          }
        }}
      >
        <fieldset className="mb-4 flex flex-col gap-3">
          <legend className="mb-2 text-sm font-semibold text-slate-900">Dados para a nota fiscal</legend>
          {FIELDS.map((f) => {
            const id = `${slug}-${f.name}`
            const error = fieldError?.field === f.name ? fieldError.text : null
            return (
              <div key={f.name} className="flex flex-col gap-1">
                <label htmlFor={id} className="text-sm font-medium text-slate-800">
                  {f.label}
                </label>
                <input
                  id={id}
                  name={f.name}
                  type={f.type ?? 'text'}
                  required={!f.optional}
                  maxLength={f.name === 'taxId' ? 20 : 120}
                  autoComplete={f.autoComplete}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-erro` : f.hint ? `${id}-dica` : undefined}
                  onInput={() => fieldError?.field === f.name && setFieldError(null)}
                  className={inputClass}
                />
                {error ? (
                  <p id={`${id}-erro`} role="alert" className="text-sm text-danger-600">
                    {error}
                  </p>
                ) : (
                  f.hint && (
                    <p id={`${id}-dica`} className="text-xs text-slate-600">
                      {f.hint}
                    </p>
                  )
                )}
              </div>
            )
          })}
        </fieldset>
        <input type="hidden" name="id" value={slug} />
        <input type="hidden" name="requestId" value={requestId} />
        <button type="submit" disabled={busy} className={buttonClasses('primary', 'lg', 'w-full')}>
          <ShoppingCart aria-hidden="true" className="size-5" />
          {busy ? 'Abrindo pagamento...' : 'Comprar Template'}
        </button>
        {pix && (
          <button type="submit" name="method" value="pix" disabled={busy} className={buttonClasses('outline', 'lg', 'mt-3 w-full')}>
            <QrCode aria-hidden="true" className="size-5" />
            Pagar com Pix<span className="sr-only">: {formatBRL(pix.price)}</span>
          </button>
        )}
      </form>
      {message && <CheckoutToast message={message} />}
    </>
  )
}
