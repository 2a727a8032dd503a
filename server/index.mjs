/**
 * The production HTTP server: Next.js's request handler behind a thin layer that
 *  - sets the security headers on every response (security-headers.mjs),
 *  - adds to each HTML document's Content-Security-Policy the hashes of its own inline scripts, so the
 *    static, cached pages need neither 'unsafe-inline' nor per-request rendering,
 *  - compresses text responses, each distinct body once (response-cache.mjs),
 *  - records the client's address for rate limits, and drains in-flight requests on SIGTERM.
 */
import { createServer } from 'node:http'

import next from 'next'

import { documentCacheControl } from './cache-control.mjs'
import { createMicroCache } from './micro-cache.mjs'
import { createBodyCache } from './response-cache.mjs'
import { securityHeaders } from './security-headers.mjs'

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|rss\+xml|ld\+json|manifest\+json)|image\/svg\+xml)/
/** Bodies larger than this stream through untouched (none of the site's pages come close). */
const MAX_BUFFERED = 8 * 1024 * 1024

const acceptsGzip = (req) => /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))

/**
 * Wraps `res` so that a text body is collected, then sent once with its script hashes (HTML) and,
 * when the client accepts it, compressed.
 */
function wrapResponse(req, res, { production, https, cache, micro, microKey }) {
  const write = res.write.bind(res)
  const end = res.end.bind(res)
  const writeHead = res.writeHead.bind(res)
  /** @type {Buffer[] | null | undefined} undefined until the first write decides; null = pass through */
  let chunks
  let buffered = 0

  for (const [key, value] of Object.entries(securityHeaders({ production, https }))) res.setHeader(key, value)

  /** Documents: a short shared-cache life instead of Next's year, and never an error (cache-control.mjs). */
  const setCacheControl = () => {
    const value = documentCacheControl({
      status: res.statusCode,
      contentType: String(res.getHeader('content-type') ?? ''),
      cacheControl: String(res.getHeader('cache-control') ?? ''),
    })
    if (value) res.setHeader('cache-control', value)
  }
  const decide = () => {
    if (chunks !== undefined) return
    const type = String(res.getHeader('content-type') ?? '')
    const collect = COMPRESSIBLE.test(type) && !res.getHeader('content-encoding') && req.method !== 'HEAD'
    chunks = collect ? [] : null
    if (!collect && !res.headersSent) setCacheControl()
  }
  const toBuffer = (chunk, encoding) =>
    Buffer.isBuffer(chunk) ? chunk : typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8') : Buffer.from(chunk)

  /** Gives up buffering (a huge body): sends the headers and what was collected, then streams. */
  const passThrough = () => {
    const pending = chunks ?? []
    chunks = null
    if (!res.headersSent) {
      setCacheControl()
      writeHead(res.statusCode)
    }
    for (const c of pending) write(c)
  }

  res.writeHead = (status, ...rest) => {
    const values = rest.find((v) => v && typeof v === 'object')
    if (typeof status === 'number') res.statusCode = status
    if (values && !Array.isArray(values)) for (const [k, v] of Object.entries(values)) res.setHeader(k, v)
    decide()
    if (chunks === null) return writeHead(res.statusCode)
    return res // headers go out with the body, at the end
  }

  res.write = (chunk, encoding, callback) => {
    decide()
    if (chunks === null) return write(chunk, encoding, callback)
    const data = toBuffer(chunk, encoding)
    chunks.push(data)
    buffered += data.length
    if (buffered > MAX_BUFFERED) passThrough()
    const cb = typeof encoding === 'function' ? encoding : callback
    if (typeof cb === 'function') process.nextTick(cb)
    return true
  }

  res.end = (chunk, encoding, callback) => {
    if (typeof chunk === 'function') return res.end(undefined, undefined, chunk)
    if (typeof encoding === 'function') return res.end(chunk, undefined, encoding)
    decide()
    if (chunks === null) return end(chunk, encoding, callback)
    if (chunk != null) chunks.push(toBuffer(chunk, encoding))
    const body = Buffer.concat(chunks)
    const html = String(res.getHeader('content-type') ?? '').startsWith('text/html')
    const gzip = acceptsGzip(req) && body.length > 512 && res.statusCode !== 204
    const entry = cache.get(body, { html, gzip })
    if (html) {
      for (const [key, value] of Object.entries(securityHeaders({ scriptHashes: entry.scriptHashes, production, https }))) {
        res.setHeader(key, value)
      }
    }
    const out = gzip ? entry.gzipped : body
    if (gzip) {
      res.setHeader('content-encoding', 'gzip')
      const vary = String(res.getHeader('vary') ?? '')
      if (!/accept-encoding/i.test(vary)) res.setHeader('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
    }
    res.setHeader('content-length', out.length)
    setCacheControl()
    micro.store(microKey, res, out)
    writeHead(res.statusCode)
    return end(out, callback)
  }
}

/**
 * Records the client's address in `x-real-ip` for rate limiting. Headers a client can forge are only
 * believed behind our own reverse proxy (`trustProxy`, from TRUST_PROXY=true).
 */
export function setClientAddress(req, trustProxy) {
  const forwarded = String(req.headers['x-forwarded-for'] ?? '').split(',')[0]?.trim()
  const fromProxy = trustProxy ? forwarded || String(req.headers['x-real-ip'] ?? '').trim() : ''
  req.headers['x-real-ip'] = fromProxy || req.socket.remoteAddress || 'unknown'
  if (!trustProxy) delete req.headers['x-forwarded-for']
}

export async function startServer({
  dir,
  port,
  hostname = '0.0.0.0',
  production = true,
  https = false,
  trustProxy = false,
  microCacheMs = 1000,
  log = console,
}) {
  const app = next({ dev: false, dir, port, hostname })
  await app.prepare()
  const handle = app.getRequestHandler()
  const cache = createBodyCache()
  const micro = createMicroCache({ ttlMs: microCacheMs })

  const server = createServer((req, res) => {
    // A 304 for a document would carry a policy without its script hashes and, by the rules of HTTP
    // caching, replace the stored copy's policy: documents are always answered in full.
    if (String(req.headers.accept ?? '').includes('text/html')) delete req.headers['if-none-match']
    setClientAddress(req, trustProxy)
    const microKey = microCacheMs > 0 ? micro.keyOf(req, acceptsGzip(req)) : null
    if (micro.serve(microKey, res)) return
    wrapResponse(req, res, { production, https, cache, micro, microKey })
    handle(req, res).catch((error) => {
      log.error(error)
      if (!res.headersSent) {
        res.statusCode = 500
        res.end('Erro interno')
      }
    })
  })
  server.keepAliveTimeout = 65_000

  await new Promise((resolve) => server.listen(port, hostname, resolve))
  log.info?.(`Servidor pronto em http://localhost:${port}`)

  let closing = false
  const shutdown = (signal) => {
    if (closing) return
    closing = true
    log.info?.(`${signal}: encerrando depois das requisições em andamento...`)
    server.close(() => process.exit(0))
    server.closeIdleConnections?.()
    setTimeout(() => process.exit(0), 10_000).unref()
  }
  process.on('SIGTERM', () => shutdown('SIGTERM'))
  process.on('SIGINT', () => shutdown('SIGINT'))
  return server
}
