import 'server-only'

import type { Payload } from 'payload'

import { insertPlainRow } from '@/features/shared-state/drizzle'
import { limitRequests } from '@/features/shared-state/rate-limit-store'
import { MAX_BODY_BYTES } from '@/kit/read-body'
import { logger } from '@/lib/logger'
import type { Lead } from '@/payload-types'

import { LIBRAS_FIELDS } from './libras-fields'
import { SUCCESS_MESSAGE, problemMessage, type LibrasFormResult, type LibrasProblem, type LibrasValues } from './libras-form-messages'
import { notifyLibrasLead } from './libras-notification'
import { fieldErrors, LIBRAS_CONSENT_TEXT, LIBRAS_CONSENT_VERSION, librasLeadSchema } from './libras-schema'

export const LIBRAS_RATE_LIMIT = { limit: 20, windowMs: 10 * 60 * 1000 }

export type Deps = { payload?: Payload; now?: () => Date }

const KEPT = new Set<string>(LIBRAS_FIELDS)

/** The trap field: people never see it, bots fill it. */
const trapped = (body: Record<string, unknown>) =>
  typeof body.hp_field === 'string' ? body.hp_field.trim() !== '' : body.hp_field != null && body.hp_field !== false

const librasPayload = async (deps: Deps): Promise<Payload> => deps.payload ?? (await import('@/lib/payload')).getPayloadClient()

/**
 * The one way a quote request is submitted, for the page's server action and for POST /api/leads/libras:
 * the per-address limit, the size, the trap field, the shared zod schema, then the lead (one plain insert)
 * and the agency's notification. A trapped request succeeds too, and nothing is kept. The answer is the
 * form's state; after a failure it keeps what was typed.
 */
export async function submitLibrasQuote(
  body: Record<string, unknown>,
  { address, page, bytes = 0, ...deps }: Deps & { address: string; page: string; bytes?: number },
): Promise<LibrasFormResult> {
  const values: LibrasValues = Object.fromEntries(
    Object.entries(body).filter((entry): entry is [string, string] => KEPT.has(entry[0]) && typeof entry[1] === 'string'),
  )
  const failure = (problem: LibrasProblem, extra: Partial<LibrasFormResult> = {}): LibrasFormResult => ({
    phase: 'failure',
    problem,
    message: problemMessage(problem),
    errors: {},
    values,
    ...extra,
  })

  const limited = await limitRequests(() => librasPayload(deps), `leads:libras:${address}`, LIBRAS_RATE_LIMIT)
  if (!limited.ok) {
    logger.warn({ msg: 'Limite de pedidos de orçamento atingido', address })
    return failure('limite', { retryAfterSeconds: limited.retryAfterSeconds })
  }
  if (bytes > MAX_BODY_BYTES) return failure('grande')
  const success: LibrasFormResult = { phase: 'success', message: SUCCESS_MESSAGE, errors: {}, values: {} }
  if (trapped(body)) {
    logger.info({ msg: 'Pedido de orçamento descartado pelo campo armadilha', address })
    return success
  }
  const parsed = librasLeadSchema.safeParse(body)
  if (!parsed.success) return failure('erro', { errors: fieldErrors(parsed.error) })

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
    return failure('falha')
  }
  await notifyLibrasLead(payload, { ...lead, id })
  return success
}
