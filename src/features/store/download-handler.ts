import fs from 'node:fs/promises'
import path from 'node:path'

import type { Payload } from 'payload'

import { readBodyFields } from '@/features/leads/read-body'
import { env } from '@/lib/env'
import { logger } from '@/lib/logger'
import { clientAddress, rateLimit } from '@/lib/rate-limit'
import type { Order } from '@/payload-types'

import { MAX_DOWNLOADS, verifyDownloadToken } from './download-token'
import { sendDownloadLink } from './orders'

type Deps = { payload?: Payload; now?: () => number }

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** A small self-contained page (no scripts) for the link's error states. */
function page(status: number, title: string, text: string, resendToken?: string): Response {
  const form = resendToken
    ? `<form method="post" action="/api/downloads/reenviar"><input type="hidden" name="token" value="${escape(resendToken)}"><button type="submit">Enviar um novo link para o e-mail do pedido</button></form>`
    : ''
  const html = `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escape(title)} | ${escape(env.BRAND_NAME)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#0f172a;line-height:1.5}button,a.b{display:inline-block;min-height:44px;padding:.6rem 1.2rem;border:0;border-radius:.4rem;background:#3b1f9e;color:#fff;font:inherit;font-weight:600;cursor:pointer;text-decoration:none}a{color:#3b1f9e}</style></head>
<body><main><h1>${escape(title)}</h1><p>${escape(text)}</p>${form}<p><a href="/templates">Voltar para Templates</a></p></main></body></html>`
  return new Response(html, {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' },
  })
}

const getPayload = async (deps: Deps) => deps.payload ?? (await (await import('@/lib/payload')).getPayloadClient())

async function loadOrder(payload: Payload, id: number | string): Promise<Order | null> {
  return payload.findByID({ collection: 'orders', id, depth: 0, overrideAccess: true, disableErrors: true })
}

/** GET /api/downloads/<token>: the file as an attachment, while the link is valid (7 days, 5 downloads). */
export async function handleDownload(token: string, deps: Deps = {}): Promise<Response> {
  const now = deps.now?.() ?? Date.now()
  const check = verifyDownloadToken(token, env.downloadTokenSecret, now)
  if (!check.ok && check.reason === 'invalid') return page(404, 'Link inválido', 'Este link de download não é válido. Confira o endereço no e-mail da compra.')
  const claims = check.ok ? check.claims : check.claims
  const payload = await getPayload(deps)
  const order = await loadOrder(payload, claims.orderId)
  if (!order || order.status !== 'paid') return page(404, 'Link inválido', 'Não encontramos uma compra paga para este link.')
  if (!check.ok) {
    return page(410, 'Link expirado', 'Este link de download expirou (ele vale por 7 dias). Podemos enviar um novo link para o e-mail usado na compra.', token)
  }
  if (order.linkId !== claims.linkId) {
    return page(410, 'Link substituído', 'Um link mais novo foi enviado para o e-mail da compra. Use o link mais recente ou peça outro.', token)
  }
  const used = order.downloads ?? 0
  if (used >= MAX_DOWNLOADS) {
    return page(410, 'Limite de downloads atingido', `Este link já foi usado ${MAX_DOWNLOADS} vezes. Podemos enviar um novo link para o e-mail usado na compra.`, token)
  }

  const template = await payload.findByID({ collection: 'store-templates', id: order.template as number, depth: 1, overrideAccess: true, disableErrors: true })
  const file = template && typeof template.deliverable === 'object' ? template.deliverable : null
  if (!file?.filename) return page(404, 'Arquivo indisponível', 'O arquivo deste template não está disponível agora. Fale com o suporte.')
  let data: Buffer
  try {
    data = await fs.readFile(path.join(env.dataDir, 'deliverables', path.basename(file.filename)))
  } catch (error) {
    logger.error({ msg: 'Arquivo de template ausente', filename: file.filename, error: String(error) })
    return page(404, 'Arquivo indisponível', 'O arquivo deste template não está disponível agora. Fale com o suporte.')
  }
  await payload.update({ collection: 'orders', id: order.id, data: { downloads: used + 1 }, overrideAccess: true, context: { disableRevalidate: true } })
  const ascii = file.filename.replace(/[^\w.-]/g, '_')
  return new Response(new Uint8Array(data), {
    status: 200,
    headers: {
      'Content-Type': file.mimeType || 'application/octet-stream',
      'Content-Length': String(data.length),
      'Content-Disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}

/** POST /api/downloads/reenviar: a fresh link, always to the order's own e-mail. */
export async function handleResend(request: Request, deps: Deps = {}): Promise<Response> {
  const limited = await rateLimit(`downloads:resend:${clientAddress(request.headers)}`, { limit: 5, windowMs: 60 * 60 * 1000 })
  if (!limited.ok) return page(429, 'Muitas tentativas', 'Aguarde um pouco e tente de novo.')
  let token = ''
  try {
    const body = await readBodyFields(request, 2048)
    token = typeof body.token === 'string' ? body.token : ''
  } catch {
    // falls through as an invalid link
  }
  const check = verifyDownloadToken(token, env.downloadTokenSecret, deps.now?.() ?? Date.now())
  if (!check.ok && check.reason === 'invalid') return page(400, 'Link inválido', 'Não foi possível reenviar: o link não é válido.')
  const payload = await getPayload(deps)
  const order = await loadOrder(payload, check.claims.orderId)
  if (!order || order.status !== 'paid' || !order.email) return page(404, 'Link inválido', 'Não encontramos uma compra paga para este link.')
  await sendDownloadLink(payload, order)
  const masked = order.email.replace(/^(.).*(@.*)$/, '$1***$2')
  return page(200, 'Novo link enviado', `Enviamos um novo link de download para ${masked}. Ele vale por 7 dias e permite ${MAX_DOWNLOADS} downloads.`)
}
