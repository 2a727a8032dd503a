import type { Payload } from 'payload'

import { insertPlainRow } from '@/features/shared-state/drizzle'

import { logger } from '@/lib/logger'
import type { Lead } from '@/payload-types'
import { limitRequests } from '@/features/shared-state/rate-limit-store'
import { clientAddress, tooManyRequests, type RateLimitResult } from '@/lib/rate-limit'

import { SUCCESS_MESSAGE } from './libras-form-messages'
import { notifyLibrasLead } from './libras-notification'
import {
  fieldErrors,
  LIBRAS_CONSENT_TEXT,
  LIBRAS_CONSENT_VERSION,
  LIBRAS_PAGE,
  librasLeadSchema,
  type LibrasField,
} from './libras-schema'
import { BadBodyError, BodyTooLargeError, readBodyFields, sourcePath, wantsJson } from '@/kit/read-body'

export { LIBRAS_PAGE }
export const LIBRAS_RATE_LIMIT = { limit: 20, windowMs: 10 * 60 * 1000 }
export const LIBRAS_SUCCESS_MESSAGE = SUCCESS_MESSAGE
export const TOO_LARGE_MESSAGE = 'O pedido é grande demais. Resuma a descrição e tente de novo.'
export const RATE_LIMITED_MESSAGE = 'Muitos pedidos enviados daqui. Aguarde alguns minutos e tente de novo.'

/** The state a plain HTML post comes back with, in the page's query string (rendered by the server). */
export type LibrasFormState = 'enviado' | 'erro' | 'grande' | 'limite' | 'falha'

type Deps = { payload?: Payload; now?: () => Date }

export type LibrasOutcome =
  | { kind: 'accepted' }
  | { kind: 'invalid'; fields: Partial<Record<LibrasField, string>> }
  | { kind: 'failed' }

/** The rate limit of quote requests, per client address. */
export const limitLibras = (address: string, deps: Deps = {}): Promise<RateLimitResult> =>
  limitRequests(() => librasPayload(deps), `leads:libras:${address}`, LIBRAS_RATE_LIMIT)

const librasPayload = async (deps: Deps): Promise<Payload> => deps.payload ?? (await import('@/lib/payload')).getPayloadClient()

/** The trap field: people never see it, bots fill it. */
const trapped = (body: Record<string, unknown>) =>
  typeof body.hp_field === 'string' ? body.hp_field.trim() !== '' : body.hp_field != null && body.hp_field !== false

/**
 * Validates and stores one quote request, then notifies the agency. Shared by the JSON API, the plain
 * form post and the page's server action. A trapped request is 'accepted' too, and nothing is kept.
 */
export async function acceptLibrasLead(
  body: Record<string, unknown>,
  { page, address, ...deps }: Deps & { page: string; address: string },
): Promise<LibrasOutcome> {
  if (trapped(body)) {
    logger.info({ msg: 'Pedido de orçamento descartado pelo campo armadilha', address })
    return { kind: 'accepted' }
  }
  const parsed = librasLeadSchema.safeParse(body)
  if (!parsed.success) return { kind: 'invalid', fields: fieldErrors(parsed.error) }

  const payload = await librasPayload(deps)
  const { lgpdConsent: _consent, ...lead } = parsed.data
  let id: number | string
  try {
    // The busiest public write: one plain insert (the schema above checked every field), see insertPlainRow.
    id = await insertPlainRow(payload, 'leads', {
      ...lead,
      servico: 'libras',
      status: 'novo',
      paginaOrigem: page,
      consentimentoTexto: LIBRAS_CONSENT_TEXT,
      consentimentoVersao: LIBRAS_CONSENT_VERSION,
      consentimentoEm: (deps.now?.() ?? new Date()).toISOString(),
    } satisfies Omit<Lead, 'id' | 'createdAt' | 'updatedAt'>)
  } catch (error) {
    logger.error({ msg: 'Falha ao gravar pedido de orçamento', error: String(error) })
    return { kind: 'failed' }
  }
  await notifyLibrasLead(payload, { ...lead, id })
  return { kind: 'accepted' }
}

const seeOther = (path: string, state: LibrasFormState, fields: LibrasField[] = []) => {
  const query = new URLSearchParams({ orcamento: state })
  if (fields.length) query.set('campos', fields.join(','))
  return new Response(null, { status: 303, headers: { Location: `${path}?${query}#orcamento`, 'Cache-Control': 'no-store' } })
}

/** The one 201 answer: a real lead and a trapped bot get the same body and headers. */
const accepted = () => Response.json({ ok: true, message: LIBRAS_SUCCESS_MESSAGE }, { status: 201, headers: { 'Cache-Control': 'no-store' } })

/**
 * POST /api/leads/libras. JSON clients get JSON (201, 400, 413, 429, 500); plain HTML forms get a
 * 303 back to the page with the state in the query string. A request the server accepts is stored
 * before the answer; the notification e-mail can fail without losing it.
 */
export async function handleLibrasLead(request: Request, deps: Deps = {}): Promise<Response> {
  const json = wantsJson(request)
  const address = clientAddress(request.headers)
  const limited = await limitLibras(address, deps)
  const fallbackPath = sourcePath(request, undefined, LIBRAS_PAGE)
  if (!limited.ok) {
    logger.warn({ msg: 'Limite de pedidos de orçamento atingido', address })
    return json ? tooManyRequests(limited, RATE_LIMITED_MESSAGE) : seeOther(fallbackPath, 'limite')
  }

  let body: Record<string, unknown>
  try {
    body = await readBodyFields(request)
  } catch (error) {
    if (error instanceof BodyTooLargeError) {
      return json ? Response.json({ error: TOO_LARGE_MESSAGE }, { status: 413 }) : seeOther(fallbackPath, 'grande')
    }
    if (error instanceof BadBodyError) {
      return json ? Response.json({ error: 'Não entendemos o pedido enviado.' }, { status: 400 }) : seeOther(fallbackPath, 'erro')
    }
    throw error
  }
  const page = sourcePath(request, body.paginaOrigem, LIBRAS_PAGE)
  const outcome = await acceptLibrasLead(body, { ...deps, page, address })
  switch (outcome.kind) {
    case 'accepted':
      return json ? accepted() : seeOther(page, 'enviado')
    case 'invalid':
      return json
        ? Response.json({ error: 'Confira os campos destacados.', fields: outcome.fields }, { status: 400 })
        : seeOther(page, 'erro', Object.keys(outcome.fields) as LibrasField[])
    case 'failed':
      return json
        ? Response.json({ error: 'Não foi possível registrar seu pedido agora. Tente novamente em instantes.' }, { status: 500 })
        : seeOther(page, 'falha')
  }
}
