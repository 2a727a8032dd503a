import type { Payload } from 'payload'

import { readBodyFields } from '@/kit/read-body'
import { queryBuilder, sql, sqlTable } from '@/features/shared-state/drizzle'
import { readStoredFile } from '@/features/shared-state/file-storage'
import { env } from '@/lib/env'
import { logger } from '@/lib/logger'
import { limitRequests } from '@/features/shared-state/rate-limit-store'
import { clientAddress } from '@/lib/rate-limit'
import type { Order } from '@/payload-types'

import { MAX_DOWNLOADS, verifyDownloadToken } from './download-token'
import { brandName, htmlPage, type HtmlAction } from '../html-page'
import { maskEmail } from '../orders/mask-email'
import { sendDownloadLink } from '../orders/orders'

type Deps = { payload?: Payload; now?: () => number }

/** The link's answers for a person: the store's page, the way back to the catalogue and, if it helps, a re-send. */
async function page(deps: Deps, status: number, title: string, text: string, resendToken?: string): Promise<Response> {
  const actions: HtmlAction[] = []
  if (resendToken) actions.push({ form: { action: '/api/downloads/reenviar', fields: { token: resendToken } }, label: 'Enviar um novo link para o e-mail do pedido' })
  actions.push({ href: '/templates', label: 'Voltar para Templates', outline: Boolean(resendToken) })
  return htmlPage(status, { brand: await brandName(await getPayload(deps)), title, text, actions })
}

const getPayload = async (deps: Deps) => deps.payload ?? (await (await import('@/lib/payload')).getPayloadClient())

async function loadOrder(payload: Payload, id: number | string): Promise<Order | null> {
  return payload.findByID({ collection: 'orders', id, depth: 0, overrideAccess: true, disableErrors: true })
}

/**
 * Counts one download of the order's current link, atomically: a single conditional UPDATE, so parallel
 * requests cannot read the same count and all pass. False when the link is used up or was replaced.
 */
async function claimDownload(payload: Payload, orderId: number | string, linkId: string): Promise<boolean> {
  const db = await queryBuilder(payload)
  const orders = sqlTable(payload, 'orders')
  const rows = await db
    .update(orders)
    .set({ downloads: sql`coalesce(${orders.downloads}, 0) + 1` })
    .where(sql`${orders.id} = ${orderId} and ${orders.linkId} = ${linkId} and coalesce(${orders.downloads}, 0) < ${MAX_DOWNLOADS}`)
    .returning({ downloads: orders.downloads })
  return rows.length > 0
}

const exhausted = (deps: Deps, token: string) =>
  page(deps, 410, 'Limite de downloads atingido', `Este link já foi usado ${MAX_DOWNLOADS} vezes. Podemos enviar um novo link para o e-mail usado na compra.`, token)
const unavailable = (deps: Deps) => page(deps, 404, 'Arquivo indisponível', 'O arquivo deste template não está disponível agora. Fale com o suporte.')

/**
 * GET /api/downloads/<token>: the file as an attachment, while the link is valid (7 days, 5 downloads).
 * HEAD (`count: false`) answers the same status and headers without a body and without using a download.
 */
export async function handleDownload(token: string, deps: Deps = {}, options: { count?: boolean } = {}): Promise<Response> {
  const count = options.count ?? true
  const now = deps.now?.() ?? Date.now()
  const check = verifyDownloadToken(token, env.downloadTokenSecret, now)
  if (!check.ok && check.reason === 'invalid') return page(deps, 404, 'Link inválido', 'Este link de download não é válido. Confira o endereço no e-mail da compra.')
  const claims = check.claims
  const payload = await getPayload(deps)
  const order = await loadOrder(payload, claims.orderId)
  if (!order || order.status !== 'paid') return page(deps, 404, 'Link inválido', 'Não encontramos uma compra paga para este link.')
  if (!check.ok) {
    return page(deps, 410, 'Link expirado', 'Este link de download expirou (ele vale por 7 dias). Podemos enviar um novo link para o e-mail usado na compra.', token)
  }
  const replaced = () =>
    page(deps, 410, 'Link substituído', 'Um link mais novo foi enviado para o e-mail da compra. Use o link mais recente ou peça outro.', token)
  if (order.linkId !== claims.linkId) return replaced()
  if ((order.downloads ?? 0) >= MAX_DOWNLOADS) return exhausted(deps, token)

  const template = await payload.findByID({ collection: 'store-templates', id: order.template as number, depth: 1, overrideAccess: true, disableErrors: true })
  const file = template && typeof template.deliverable === 'object' ? template.deliverable : null
  if (!file?.filename) return unavailable(deps)
  let stored: Buffer
  try {
    // From the data folder or the S3 bucket, wherever uploads are kept.
    stored = await readStoredFile(env, 'store-deliverables', { filename: file.filename, prefix: file.prefix })
  } catch (error) {
    logger.error({ msg: 'Arquivo de template ausente', filename: file.filename, error: String(error) })
    return unavailable(deps)
  }
  // Counted only now, when the file is in hand and about to be sent.
  if (count && !(await claimDownload(payload, order.id, claims.linkId))) {
    const current = await loadOrder(payload, order.id)
    return current?.linkId !== claims.linkId ? replaced() : exhausted(deps, token)
  }
  const ascii = file.filename.replace(/[^\w.-]/g, '_')
  return new Response(count ? new Uint8Array(stored) : null, {
    status: 200,
    headers: {
      'Content-Type': file.mimeType || 'application/octet-stream',
      'Content-Length': String(stored.length),
      'Content-Disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}

/** POST /api/downloads/reenviar: a fresh link, always to the order's own e-mail. */
export async function handleResend(request: Request, deps: Deps = {}): Promise<Response> {
  const limited = await limitRequests(() => getPayload(deps), `downloads:resend:${clientAddress(request.headers)}`, { limit: 5, windowMs: 60 * 60 * 1000 })
  if (!limited.ok) return page(deps, 429, 'Muitas tentativas', 'Aguarde um pouco e tente de novo.')
  let token = ''
  try {
    const body = await readBodyFields(request, 2048)
    token = typeof body.token === 'string' ? body.token : ''
  } catch {
    // falls through as an invalid link
  }
  const check = verifyDownloadToken(token, env.downloadTokenSecret, deps.now?.() ?? Date.now())
  if (!check.ok && check.reason === 'invalid') return page(deps, 400, 'Link inválido', 'Não foi possível reenviar: o link não é válido.')
  const payload = await getPayload(deps)
  const order = await loadOrder(payload, check.claims.orderId)
  if (!order || order.status !== 'paid' || !order.email) return page(deps, 404, 'Link inválido', 'Não encontramos uma compra paga para este link.')
  await sendDownloadLink(payload, order)
  return page(deps, 200, 'Novo link enviado', `Enviamos um novo link de download para ${maskEmail(order.email)}. Ele vale por 7 dias e permite ${MAX_DOWNLOADS} downloads.`)
}
