'use client'

import { ShoppingCart } from 'lucide-react'
import { useEffect, useState } from 'react'

import { buttonClasses } from '@/ui/button'

import { CHECKOUT_MESSAGES } from './checkout-messages'
import { CheckoutToast } from './checkout-toast'

/** 128 random bits in hex (getRandomValues also works on plain http, where randomUUID does not exist). */
const newRequestId = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('')

/**
 * 'Comprar Template': a plain form (the server answers 303 to the hosted checkout) that, with
 * JavaScript, asks for the session with fetch and redirects, showing the spec's toasts on failure.
 * Each purchase attempt carries an id (rendered by the server, renewed in the browser on mount, after a
 * failure and when the page comes back from the back-forward cache): a double submit sends the same id
 * and so opens the same session.
 */
export function BuyButton({ slug, requestId: initialRequestId }: { slug: string; requestId: string }) {
  const [busy, setBusy] = useState(false)
  const [requestId, setRequestId] = useState(initialRequestId)
  const [message, setMessage] = useState<{ text: string; at: number } | null>(null)
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
          setBusy(true)
          try {
            const response = await fetch('/api/checkout', {
              method: 'POST',
              headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
              body: JSON.stringify({ id: slug, requestId }),
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
        <input type="hidden" name="requestId" value={requestId} />
        <button type="submit" disabled={busy} className={buttonClasses('primary', 'lg', 'w-full')}>
          <ShoppingCart aria-hidden="true" className="size-5" />
          {busy ? 'Abrindo pagamento...' : 'Comprar Template'}
        </button>
      </form>
      {message && <CheckoutToast message={message} />}
    </>
  )
}
