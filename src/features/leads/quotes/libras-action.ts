'use server'

import { headers } from 'next/headers'

import { clientAddress } from '@/lib/rate-limit'

import { LIBRAS_PAGE } from './libras-fields'
import type { LibrasFormResult } from './libras-form-messages'
import { submitLibrasQuote } from './libras-submit'

/**
 * The quote form's server action (useActionState): what the form submits to without JavaScript, answered
 * with the page rendered again with the message, each field's error and everything typed. The same
 * submission as POST /api/leads/libras (libras-submit.ts).
 */
export async function submitLibrasForm(_previous: LibrasFormResult, form: FormData): Promise<LibrasFormResult> {
  const body: Record<string, string> = {}
  let bytes = 0
  for (const [key, value] of form) {
    if (typeof value !== 'string' || key.startsWith('$ACTION')) continue
    body[key] = value
    bytes += Buffer.byteLength(key) + Buffer.byteLength(value)
  }
  return submitLibrasQuote(body, { page: LIBRAS_PAGE, address: clientAddress(await headers()), bytes })
}
