import { BadBodyError, BodyTooLargeError, readBodyFields, sourcePath } from '@/kit/read-body'
import { clientAddress } from '@/lib/rate-limit'

import { LIBRAS_PAGE } from './libras-fields'
import { PROBLEM_MESSAGES, type LibrasProblem } from './libras-form-messages'
import { submitLibrasQuote, type Deps } from './libras-submit'

const STATUS: Record<LibrasProblem, number> = { limite: 429, grande: 413, erro: 400, falha: 500 }
const noStore = { 'Cache-Control': 'no-store' }

/**
 * POST /api/leads/libras: the JSON API of the quote form (what the page posts with JavaScript, and any
 * other client). The same submission as the page's server action (libras-submit.ts), its state answered
 * as JSON: 201, 400 with per-field messages, 413, 429 with Retry-After, 500. A request the server accepts
 * is stored before the answer; the notification e-mail can fail without losing it.
 */
export async function handleLibrasLead(request: Request, deps: Deps = {}): Promise<Response> {
  let body: Record<string, unknown>
  try {
    body = await readBodyFields(request)
  } catch (error) {
    if (error instanceof BodyTooLargeError) return Response.json({ error: PROBLEM_MESSAGES.grande }, { status: 413, headers: noStore })
    if (error instanceof BadBodyError) return Response.json({ error: 'Não entendemos o pedido enviado.' }, { status: 400, headers: noStore })
    throw error
  }
  const page = sourcePath(request, body.paginaOrigem, LIBRAS_PAGE)
  const result = await submitLibrasQuote(body, { ...deps, page, address: clientAddress(request.headers) })
  if (result.phase === 'success') return Response.json({ ok: true, message: result.message }, { status: 201, headers: noStore })
  const problem = result.problem ?? 'falha'
  const headers: Record<string, string> = { ...noStore }
  if (result.retryAfterSeconds) headers['Retry-After'] = String(result.retryAfterSeconds)
  return Response.json(
    problem === 'erro' ? { error: PROBLEM_MESSAGES.erro, fields: result.errors } : { error: PROBLEM_MESSAGES[problem] },
    { status: STATUS[problem], headers },
  )
}
