'use client'

import { useState, type FormEvent } from 'react'

import { NEWSLETTER_CONSENT_TEXT, NEWSLETTER_MESSAGES as messages, type NewsletterState } from '@/features/leads/newsletter/newsletter-consent'

type Status = { tone: 'ok' | 'error'; text: string } | null

/**
 * The footer's newsletter sign-up. Without JavaScript it is a plain form: the server answers with a
 * redirect back to the page and a `#newsletter-…` fragment, and the matching message shows (CSS :target).
 * With JavaScript it posts JSON and shows the answer in place.
 */
export function NewsletterForm() {
  const [status, setStatus] = useState<Status>(null)
  const [sending, setSending] = useState(false)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const email = String(new FormData(form).get('email') ?? '')
    setSending(true)
    setStatus(null)
    try {
      const response = await fetch('/api/newsletter', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ email }),
      })
      const body = (await response.json().catch(() => ({}))) as { message?: string; error?: string }
      if (response.ok) {
        setStatus({ tone: 'ok', text: body.message ?? messages.confirme })
        form.reset()
      } else setStatus({ tone: 'error', text: body.error ?? 'Não foi possível assinar agora. Tente novamente.' })
    } catch {
      setStatus({ tone: 'error', text: 'Não foi possível assinar agora. Tente novamente.' })
    } finally {
      setSending(false)
    }
  }

  return (
    <>
      <form action="/api/newsletter" method="post" onSubmit={onSubmit} className="mt-4 flex flex-col gap-2 sm:flex-row">
        <label htmlFor="newsletter-email" className="sr-only">
          Seu e-mail
        </label>
        <input
          id="newsletter-email"
          name="email"
          type="email"
          required
          maxLength={254}
          autoComplete="email"
          placeholder="seu@email.com.br"
          aria-describedby="newsletter-note"
          className="min-h-11 w-full rounded-md border border-white/30 bg-white/10 px-3 text-white placeholder:text-brand-200"
        />
        <button
          type="submit"
          disabled={sending}
          className="min-h-11 rounded-md bg-accent-400 px-4 font-semibold text-brand-950 hover:bg-accent-300 disabled:opacity-70"
        >
          Assinar
        </button>
      </form>
      <p id="newsletter-note" className="mt-2 text-sm text-brand-200">
        {NEWSLETTER_CONSENT_TEXT}
      </p>
      <p role="status" className={status ? `mt-2 text-sm font-semibold ${status.tone === 'ok' ? 'text-accent-300' : 'text-white'}` : 'sr-only'}>
        {status?.text}
      </p>
      {(Object.keys(messages) as NewsletterState[]).map((key) => (
        <p key={key} id={`newsletter-${key}`} tabIndex={-1} className="mt-2 hidden text-sm font-semibold text-accent-300 target:block">
          {messages[key]}
        </p>
      ))}
    </>
  )
}
