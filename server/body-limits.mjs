/**
 * Request body caps, applied by the HTTP layer (index.mjs) before Next or Payload read a byte of the body.
 *
 * | Route                                                        | Cap     |
 * | ------------------------------------------------------------ | ------- |
 * | POST /api/stripe/webhook                                     | 256 KB  |
 * | uploads: multipart to /cms-api/media[/…]                     | 10 MB   |
 * | uploads: multipart to /cms-api/store-deliverables[/…]        | 100 MB  |
 * | anything else under /cms-api and /admin (CMS JSON, admin     | 2 MB    |
 * | server functions)                                            |         |
 * | everything else (public forms, newsletter, checkout, the     | 64 KB   |
 * | site's server actions, unknown addresses)                    |         |
 *
 * A declared Content-Length over the cap is answered 413 at once, before reading the body; a body sent
 * without a length (chunked) is counted as it arrives and answered 413 the moment it passes the cap. In
 * both cases the rest is dropped as it arrives (for at most 2 s, then the connection is cut), so the server
 * never holds more than the cap of any request in memory.
 * API clients (paths under /api and /cms-api, or `Accept: application/json`) get `{"error": "…"}`;
 * everyone else a short pt-BR text page.
 */
export const KB = 1024
export const MB = 1024 * KB

export const BODY_LIMITS = Object.freeze({
  publicForms: 64 * KB,
  stripeWebhook: 256 * KB,
  cmsJson: 2 * MB,
  mediaUpload: 10 * MB,
  deliverableUpload: 100 * MB,
})

export const BODY_TOO_LARGE_MESSAGE = 'O conteúdo enviado é grande demais.'

/**
 * The most bytes a request to `url` may send.
 * @param {string} method
 * @param {string} url path and query, as in `req.url`
 * @param {Record<string, string | string[] | undefined>} headers
 */
export function bodyLimitFor(method, url, headers) {
  const pathname = pathOf(url)
  const multipart = String(headers['content-type'] ?? '').toLowerCase().startsWith('multipart/form-data')
  if (pathname === '/api/stripe/webhook') return BODY_LIMITS.stripeWebhook
  if (multipart && /^\/cms-api\/media(\/|$)/.test(pathname)) return BODY_LIMITS.mediaUpload
  if (multipart && /^\/cms-api\/store-deliverables(\/|$)/.test(pathname)) return BODY_LIMITS.deliverableUpload
  if (/^\/(cms-api|admin)(\/|$)/.test(pathname)) return BODY_LIMITS.cmsJson
  return BODY_LIMITS.publicForms
}

function pathOf(url) {
  try {
    // Collapses dot segments and percent-decodes nothing: `/cms-api/media/../users` is `/cms-api/users`.
    return new URL(url || '/', 'http://site').pathname
  } catch {
    return '/'
  }
}

const wantsJson = (req) =>
  /^\/(api|cms-api)(\/|$)/.test(pathOf(req.url)) || String(req.headers.accept ?? '').includes('application/json')

/** How long a refused client may go on sending (the rest is read and dropped) before its connection is cut. */
const LINGER_MS = 2000

/**
 * Writes the 413 with the raw response methods (`raw`). The rest of the body is read and dropped, not left
 * unread: closing a socket with unread data makes the kernel send a reset that can destroy the answer
 * before the client reads it. A client that keeps sending past LINGER_MS is cut off.
 */
function answerTooLarge(req, res, raw, limit) {
  const json = wantsJson(req)
  const body = json
    ? JSON.stringify({ error: BODY_TOO_LARGE_MESSAGE, limitBytes: limit })
    : `<!DOCTYPE html><html lang="pt-BR"><meta charset="utf-8"><title>Conteúdo grande demais</title><p>${BODY_TOO_LARGE_MESSAGE} O limite é de ${formatBytes(limit)}.</p></html>`
  raw.writeHead(413, {
    'content-type': json ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
  })
  const socket = req.socket
  if (!req.complete && socket) {
    // When the connection is not kept alive Node closes it as soon as the answer is out; close only our
    // sending side instead (a half-close: the client reads the answer) and go on dropping what it sends.
    socket.destroySoon = () => socket.end()
    const cut = setTimeout(() => socket.destroy(), LINGER_MS)
    cut.unref?.()
    req.once('end', () => clearTimeout(cut))
  }
  raw.end(body)
}

function formatBytes(bytes) {
  return bytes >= MB ? `${bytes / MB} MB` : `${bytes / KB} KB`
}

/**
 * Enforces the cap on `req` before anyone reads it. Returns true when the request was answered (413) and
 * must not be handed on; otherwise the body is counted as it arrives, and passing the cap mid-way answers
 * 413, silences whatever the handler later writes, and drops the rest of the body.
 * Call it before wrapping `res`: it keeps the raw methods to answer with.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {{ onRefused?: (info: { path: string, limit: number, declared?: number }) => void }} [options]
 */
export function enforceBodyLimit(req, res, { onRefused } = {}) {
  const limit = bodyLimitFor(req.method ?? 'GET', req.url ?? '/', req.headers)
  const raw = { writeHead: res.writeHead.bind(res), end: res.end.bind(res) }
  const declaredHeader = req.headers['content-length']
  const declared = declaredHeader === undefined ? undefined : Number(declaredHeader)
  if (declared !== undefined && declared > limit) {
    onRefused?.({ path: pathOf(req.url), limit, declared })
    answerTooLarge(req, res, raw, limit)
    req.resume() // read and drop
    return true
  }
  if (declared !== undefined && declared <= limit) return false // Node's parser never delivers more than declared
  if (declared === undefined && !req.headers['transfer-encoding']) return false // no body at all

  // No declared length: count what the parser delivers (it calls `push` on the request for each chunk).
  const push = req.push.bind(req)
  let received = 0
  let refused = false
  req.push = (chunk, encoding) => {
    if (refused) return true // discarded
    if (chunk !== null && chunk !== undefined) {
      received += typeof chunk === 'string' ? Buffer.byteLength(chunk, encoding) : chunk.length
      if (received > limit) {
        refused = true
        onRefused?.({ path: pathOf(req.url), limit })
        if (!res.headersSent) answerTooLarge(req, res, raw, limit)
        else setImmediate(() => req.socket?.destroy())
        // Whatever the handler writes from now on goes nowhere: the answer was given.
        res.writeHead = () => res
        res.write = () => true
        res.end = () => res
        res.setHeader = () => res
        return true
      }
    }
    return push(chunk, encoding)
  }
  return false
}
