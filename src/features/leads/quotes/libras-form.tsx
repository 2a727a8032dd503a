'use client'

import { useActionState, useEffect, useRef, useState, type FormEvent } from 'react'

import { Button } from '@/ui/button'

import { trackEvent } from '@/features/site/analytics'
import { submitLibrasForm } from './libras-action'
import { LibrasFormFields } from './libras-form-fields'
import { FAILURE_MESSAGE, failureMessage, IDLE, SUCCESS_MESSAGE, type LibrasFormResult } from './libras-form-messages'
import { fieldErrors, LIBRAS_PAGE, type LibrasField } from './libras-fields'

/** The shared zod schema, loaded when the visitor starts the form (it is not needed to show the page). */
const loadSchema = () => import('./libras-schema').then((m) => m.librasLeadSchema)

type Errors = Partial<Record<LibrasField, string>>

/** The JSON API's answer as the form's state (the same type the server action answers with). */
async function resultOf(response: Response): Promise<LibrasFormResult> {
  if (response.ok) return { phase: 'success', message: SUCCESS_MESSAGE, errors: {}, values: {} }
  const body = (await response.json().catch(() => ({}))) as { fields?: Errors; error?: unknown }
  // 400, 413 and 429 come with a hint the visitor can act on; a 5xx only with an apology.
  return { phase: 'failure', message: response.status < 500 ? failureMessage(body.error) : FAILURE_MESSAGE, errors: body.fields ?? {}, values: {} }
}

/**
 * The Libras quote form, one submission (libras-submit.ts) and one state (LibrasFormResult). Without
 * JavaScript the browser submits it to the page's server action, which answers with the page rendered
 * again: the message, each field's error and everything typed. With JavaScript it validates with the
 * shared schema, posts JSON to the same submission at /api/leads/libras (spec: JSON API, and a network
 * failure shows the failure alert) and shows 'Enviando...', then the answer, keeping what was typed.
 */
export function LibrasForm({ today }: { today: string }) {
  const [answered, formAction] = useActionState(submitLibrasForm, IDLE, `${LIBRAS_PAGE}#orcamento`)
  const [result, setResult] = useState<LibrasFormResult>(answered)
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
      setResult({ ...IDLE, errors: found })
      focusFirstError(form, found)
      return
    }
    setResult({ ...IDLE, phase: 'sending' })
    let next: LibrasFormResult
    try {
      const response = await fetch('/api/leads/libras', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(data),
      })
      next = await resultOf(response)
    } catch {
      next = { phase: 'failure', message: FAILURE_MESSAGE, errors: {}, values: {} }
    }
    setResult(next)
    if (next.phase === 'success') {
      form.reset()
      trackEvent('lead_submit', { service: 'libras' })
    }
    requestAnimationFrame(() => messageRef.current?.focus())
  }

  const sending = result.phase === 'sending'
  const { errors } = result
  return (
    <form action={formAction} noValidate={enhanced} onSubmit={onSubmit} onFocus={() => void loadSchema().catch(() => {})} aria-labelledby="orcamento-titulo" className="relative">
      <input type="hidden" name="paginaOrigem" value={LIBRAS_PAGE} />
      <LibrasFormFields errors={errors} today={today} values={answered.values} />
      <div ref={messageRef} tabIndex={-1} className="mt-6 outline-none" aria-live="polite">
        {(result.phase === 'success' || result.phase === 'failure') && result.message && (
          <p
            role={result.phase === 'failure' ? 'alert' : 'status'}
            className={
              result.phase === 'success'
                ? 'rounded-md border border-success-600 bg-green-50 p-4 font-semibold text-success-600'
                : 'rounded-md border border-danger-600 bg-red-50 p-4 font-semibold text-danger-600'
            }
          >
            {result.message}
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
