'use client'

import { ShoppingCart } from 'lucide-react'
import { useState } from 'react'

import { buttonClasses } from '@/ui/button'

import { CHECKOUT_MESSAGES } from './checkout-messages'
import { CheckoutToast } from './checkout-toast'

/**
 * 'Comprar Template': a plain form (the server answers 303 to the hosted checkout) that, with
 * JavaScript, asks for the session with fetch and redirects, showing the spec's toasts on failure.
 */
export function BuyButton({ slug }: { slug: string }) {
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<{ text: string; at: number } | null>(null)
  const fail = (text: string) => {
    setBusy(false)
    setMessage({ text, at: Date.now() })
  }
  return (
    <>
      <form
        method="post"
        action="/api/checkout"
        onSubmit={async (event) => {
          event.preventDefault()
          setBusy(true)
          try {
            const response = await fetch('/api/checkout', {
              method: 'POST',
              headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
              body: JSON.stringify({ id: slug }),
            })
            const text = await response.text()
            if (!text) throw new Error('Resposta vazia do servidor')
            const data = JSON.parse(text) as { sessionId?: string; url?: string }
            if (!data.sessionId || !data.url) return fail(CHECKOUT_MESSAGES.noSession)
            window.location.assign(data.url)
          } catch (error) {
            console.error(error)
            fail(CHECKOUT_MESSAGES.redirect)
          }
        }}
      >
        <input type="hidden" name="id" value={slug} />
        <button type="submit" disabled={busy} className={buttonClasses('primary', 'lg', 'w-full')}>
          <ShoppingCart aria-hidden="true" className="size-5" />
          {busy ? 'Abrindo pagamento...' : 'Comprar Template'}
        </button>
      </form>
      {message && <CheckoutToast message={message} />}
    </>
  )
}
