'use client'

import { useActionState, useEffect, useRef, useState, type FormEvent } from 'react'

import { Button } from '@/ui/button'

import { trackEvent } from '@/features/site/analytics'
import { submitLibrasForm } from './libras-action'
import { LibrasFormFields } from './libras-form-fields'
import { FAILURE_MESSAGE, failureMessage, SUCCESS_MESSAGE, type LibrasFormResult } from './libras-form-messages'
import { fieldErrors, LIBRAS_PAGE, type LibrasField } from './libras-fields'

/** The shared zod schema, loaded when the visitor starts the form (it is not needed to show the page). */
const loadSchema = () => import('./libras-schema').then((m) => m.librasLeadSchema)

type Errors = Partial<Record<LibrasField, string>>
type Phase = { kind: 'idle' | 'sending' } | { kind: 'success' | 'failure'; message: string }

const phaseOf = (result: LibrasFormResult): Phase =>
  result.phase === 'idle' || !result.message ? { kind: 'idle' } : { kind: result.phase, message: result.message }

/**
 * The Libras quote form. Without JavaScript the browser submits it to the page's server action, which
 * answers with the page rendered again: the message, each field's error and everything typed. With
 * JavaScript it validates with the shared schema, posts JSON to /api/leads/libras and shows
 * 'Enviando...', then the answer, keeping what was typed on failure.
 */
export function LibrasForm({ today, initial }: { today: string; initial: LibrasFormResult }) {
  const [result, formAction] = useActionState(submitLibrasForm, initial, `${LIBRAS_PAGE}#orcamento`)
  const [errors, setErrors] = useState<Errors>(result.errors)
  const [phase, setPhase] = useState<Phase>(() => phaseOf(result))
  const [enhanced, setEnhanced] = useState(false)
  const messageRef = useRef<HTMLDivElement>(null)
  useEffect(() => setEnhanced(true), [])

  const focusFirstError = (form: HTMLFormElement, found: Errors) => {
    const first = Object.keys(found)[0]
    if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const data: Record<string, unknown> = Object.fromEntries(
      [...new FormData(form)].filter(([key, value]) => typeof value === 'string' && !key.startsWith('$ACTION')),
    )
    data.lgpdConsent = data.lgpdConsent === 'on'
    let schema: Awaited<ReturnType<typeof loadSchema>> | undefined
    try {
      schema = await loadSchema()
    } catch {
      schema = undefined // offline: the server still validates
    }
    const parsed = schema ? schema.safeParse(data) : ({ success: true } as const)
    if (!parsed.success) {
      const found = fieldErrors(parsed.error)
      setErrors(found)
      setPhase({ kind: 'idle' })
      focusFirstError(form, found)
      return
    }
    setErrors({})
    setPhase({ kind: 'sending' })
    try {
      const response = await fetch('/api/leads/libras', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(data),
      })
      if (!response.ok) {
        const body = (await response.json().catch(() => ({}))) as { fields?: Errors; error?: unknown }
        if (body.fields) setErrors(body.fields)
        // 400, 413 and 429 come with a hint the visitor can act on; a 5xx only with an apology.
        setPhase({ kind: 'failure', message: response.status < 500 ? failureMessage(body.error) : FAILURE_MESSAGE })
      } else {
        form.reset()
        setPhase({ kind: 'success', message: SUCCESS_MESSAGE })
        trackEvent('lead_submit', { service: 'libras' })
      }
    } catch {
      setPhase({ kind: 'failure', message: FAILURE_MESSAGE })
    }
    requestAnimationFrame(() => messageRef.current?.focus())
  }

  const sending = phase.kind === 'sending'
  return (
    <form action={formAction} noValidate={enhanced} onSubmit={onSubmit} onFocus={() => void loadSchema().catch(() => {})} aria-labelledby="orcamento-titulo" className="relative">
      <input type="hidden" name="paginaOrigem" value={LIBRAS_PAGE} />
      <LibrasFormFields errors={errors} today={today} values={result.values} />
      <div ref={messageRef} tabIndex={-1} className="mt-6 outline-none" aria-live="polite">
        {(phase.kind === 'success' || phase.kind === 'failure') && (
          <p
            role={phase.kind === 'failure' ? 'alert' : 'status'}
            className={
              phase.kind === 'success'
                ? 'rounded-md border border-success-600 bg-green-50 p-4 font-semibold text-success-600'
                : 'rounded-md border border-danger-600 bg-red-50 p-4 font-semibold text-danger-600'
            }
          >
            {phase.message}
          </p>
        )}
      </div>
      <Button type="submit" size="lg" disabled={sending} className="mt-6 w-full sm:w-auto">
        {sending ? 'Enviando...' : 'Solicitar orçamento'}
      </Button>
      <p className="mt-3 text-sm text-slate-600">Resposta com proposta em até 24 horas úteis.</p>
    </form>
  )
}
