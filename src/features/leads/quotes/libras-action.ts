'use server'

import { headers } from 'next/headers'

import { clientAddress } from '@/lib/rate-limit'

import { acceptLibrasLead, LIBRAS_PAGE, limitLibras, RATE_LIMITED_MESSAGE, TOO_LARGE_MESSAGE } from './libras-handler'
import { FAILURE_MESSAGE, STATE_MESSAGES, SUCCESS_MESSAGE, failureMessage, type LibrasFormResult, type LibrasValues } from './libras-form-messages'
import { LIBRAS_FIELDS, type LibrasField } from './libras-fields'
import { MAX_BODY_BYTES } from '@/kit/read-body'

const KEPT = new Set<string>(LIBRAS_FIELDS)

/**
 * The quote form's server action: what a browser without JavaScript submits to. It runs the same rules
 * as POST /api/leads/libras and answers with the page itself, the form filled with what was typed and
 * each field's message, so an error never loses the visitor's text.
 */
export async function submitLibrasForm(_previous: LibrasFormResult, form: FormData): Promise<LibrasFormResult> {
  const body: Record<string, string> = {}
  let bytes = 0
  for (const [key, value] of form) {
    if (typeof value !== 'string' || key.startsWith('$ACTION')) continue
    body[key] = value
    bytes += Buffer.byteLength(key) + Buffer.byteLength(value)
  }
  const values: LibrasValues = Object.fromEntries(Object.entries(body).filter(([key]) => KEPT.has(key)))
  const failure = (message: string, errors: LibrasFormResult['errors'] = {}): LibrasFormResult => ({ phase: 'failure', message, errors, values })

  const address = clientAddress(await headers())
  if (!(await limitLibras(address)).ok) return failure(failureMessage(RATE_LIMITED_MESSAGE))
  if (bytes > MAX_BODY_BYTES) return failure(failureMessage(TOO_LARGE_MESSAGE))

  const outcome = await acceptLibrasLead(body, { page: LIBRAS_PAGE, address })
  switch (outcome.kind) {
    case 'accepted':
      return { phase: 'success', message: SUCCESS_MESSAGE, errors: {}, values: {} }
    case 'invalid':
      return failure(STATE_MESSAGES.erro, outcome.fields as Partial<Record<LibrasField, string>>)
    case 'failed':
      return failure(FAILURE_MESSAGE)
  }
}
