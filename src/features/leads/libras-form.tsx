'use client'

import { useEffect, useRef, useState, type FormEvent } from 'react'

import { Button } from '@/ui/button'

import { trackEvent } from './analytics'
import { LibrasFormFields } from './libras-form-fields'
import { FAILURE_MESSAGE, FIELD_HINTS, STATE_MESSAGES, SUCCESS_MESSAGE, type FormState } from './libras-form-messages'
import { fieldErrors, type LibrasField } from './libras-fields'

/** The shared zod schema, loaded when the visitor starts the form (it is not needed to show the page). */
const loadSchema = () => import('./libras-schema').then((m) => m.librasLeadSchema)

type Errors = Partial<Record<LibrasField, string>>
type Phase = { kind: 'idle' | 'sending' } | { kind: 'success' | 'failure'; message: string }

/**
 * The Libras quote form. Without JavaScript it posts to /api/leads/libras and the server redirects back
 * with `?orcamento=<state>` (rendered into `initialState`). With JavaScript it validates with the shared
 * schema, posts JSON and shows 'Enviando...', then the answer, keeping what was typed on failure.
 */
export function LibrasForm({ today, initialState, initialFields = [] }: { today: string; initialState?: FormState; initialFields?: LibrasField[] }) {
  const [errors, setErrors] = useState<Errors>(() => Object.fromEntries(initialFields.map((f) => [f, FIELD_HINTS[f]])))
  const [phase, setPhase] = useState<Phase>(() =>
    initialState ? { kind: initialState === 'enviado' ? 'success' : 'failure', message: STATE_MESSAGES[initialState] } : { kind: 'idle' },
  )
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
    const data: Record<string, unknown> = Object.fromEntries(new FormData(form))
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
        const body = (await response.json().catch(() => ({}))) as { fields?: Errors }
        if (body.fields) setErrors(body.fields)
        setPhase({ kind: 'failure', message: FAILURE_MESSAGE })
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
    <form action="/api/leads/libras" method="post" noValidate={enhanced} onSubmit={onSubmit} onFocus={() => void loadSchema().catch(() => {})} aria-labelledby="orcamento-titulo" className="relative">
      <input type="hidden" name="paginaOrigem" value="/servicos/libras" />
      <LibrasFormFields errors={errors} today={today} />
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
