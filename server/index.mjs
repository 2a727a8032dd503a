/**
 * The production HTTP server: Next.js's request handler behind a thin layer that
 *  - sets the security headers on every response (security-headers.mjs),
 *  - adds to each HTML document's Content-Security-Policy the hashes of its own inline scripts, so the
 *    static, cached pages need neither 'unsafe-inline' nor per-request rendering,
 *  - compresses text responses (Brotli or gzip): complete bodies once each (response-cache.mjs), streams
 *    (RSC navigations, loading.tsx fallbacks, streamed route handlers) chunk by chunk as Next writes them,
 *  - gives documents a short shared-cache life (cache-control.mjs) and logs every page not found,
 *  - records the client's address for rate limits, and drains in-flight requests on SIGTERM,
 *  - caps every request body by route before anything reads it (body-limits.mjs: 413 past the cap).
 */
import { createServer, IncomingMessage } from 'node:http'
import zlib from 'node:zlib'

import next from 'next'

import { enforceBodyLimit } from './body-limits.mjs'
import { documentCacheControl } from './cache-control.mjs'
import { createMicroCache, registerPageCopies } from './micro-cache.mjs'
import { createBodyCache, negotiateEncoding } from './response-cache.mjs'
import { isDraftPreview, isStaticAsset, securityHeaders } from './security-headers.mjs'

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|rss\+xml|ld\+json|manifest\+json)|image\/svg\+xml)/
/** Bodies larger than this stream through (none of the site's pages come close). */
const MAX_BUFFERED = 8 * 1024 * 1024
/**
 * Answers that are streams by nature go out chunk by chunk as Next writes them: the RSC payload of a client
 * navigation (its `loading.tsx` fallback and Suspense boundaries arrive as separate chunks) and event streams.
 */
const STREAMED = /^text\/(x-component|event-stream)/
/**
 * Any other text answer that Next is still writing this long after its headers is a stream too (a route
 * handler returning a ReadableStream): it stops being collected and goes out as it comes. Complete bodies
 * (JSON, feeds, prerendered RSC) are written at once and stay compressed once, from the body cache.
 */
export const STREAM_AFTER_MS = 50

/**
 * Next answers a page's own `notFound()` (a post, case or template that does not exist) with an empty
 * `<html id="__next_error__">` document that JavaScript fills in (a known limitation of the App Router).
 * The server then asks Next once more, for an address no route matches, which Next renders with
 * app/global-not-found.tsx as complete HTML; the header tells that page which address was asked for
 * (clients cannot send it: every incoming request gets the address it really asked for).
 */
export const NOT_FOUND_PATH_HEADER = 'x-site-not-found-path'
const NOT_FOUND_ROUTE = '/_nao-encontrado'
const ERROR_SHELL = Buffer.from('<html id="__next_error__"')

/** A GET for the global 404 page, standing in for `req`. */
function notFoundPageRequest(req) {
  const pathname = new URL(req.url ?? '/', 'http://site').pathname
  const fresh = new IncomingMessage(req.socket)
  Object.assign(fresh, {
    method: 'GET',
    url: NOT_FOUND_ROUTE,
    httpVersion: req.httpVersion,
    httpVersionMajor: req.httpVersionMajor,
    httpVersionMinor: req.httpVersionMinor,
    headers: { ...req.headers, [NOT_FOUND_PATH_HEADER]: pathname },
    complete: true,
  })
  fresh.push(null)
  return fresh
}

/** Public pages load their scripts after the first paint (deferred-scripts.mjs); the admin is left as Payload builds it. */
const deferScriptsOf = (req) => !/^\/admin(\/|$|\?)/.test(req.url ?? '')

const encodingOf = (req) => negotiateEncoding(String(req.headers['accept-encoding'] ?? ''))

function addVaryAcceptEncoding(res) {
  const vary = String(res.getHeader('vary') ?? '')
  if (!/accept-encoding/i.test(vary)) res.setHeader('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
}

/**
 * Wraps `res` so that a complete text body is collected, then sent once with its script hashes (HTML) and,
 * when the client accepts it, compressed (once per distinct body, response-cache.mjs). Streams (RSC
 * payloads, event streams, any text answer still being written after STREAM_AFTER_MS) are not held: each
 * chunk goes out as Next writes it, compressed on the fly.
 */
function wrapResponse(req, res, { production, https, cache, micro, microKey, renderNotFoundPage }) {
  const write = res.write.bind(res)
  const end = res.end.bind(res)
  const writeHead = res.writeHead.bind(res)
  /** @type {Buffer[] | null | undefined} undefined until the first write decides; null = pass through */
  let chunks
  let buffered = 0
  /** While streaming with compression: the compressor whose output goes to the client. */
  /** @type {import('node:zlib').Gzip | import('node:zlib').BrotliCompress | null} */
  let compressor = null
  /** @type {NodeJS.Timeout | undefined} */
  let streamTimer
  // The security headers are already on `res` (set by the handler before the body limit, so a 413 has them too).
  const asset = isStaticAsset(req.url)
  res.once('close', () => {
    clearTimeout(streamTimer)
    if (compressor && !res.writableFinished) compressor.destroy()
  })

  /** Documents: a short shared-cache life instead of Next's year, and never an error (cache-control.mjs). */
  const setCacheControl = () => {
    const value = documentCacheControl({
      status: res.statusCode,
      contentType: String(res.getHeader('content-type') ?? ''),
      cacheControl: String(res.getHeader('cache-control') ?? ''),
      path: req.url,
    })
    if (value) res.setHeader('cache-control', value)
  }
  const decide = () => {
    if (chunks !== undefined) return
    const type = String(res.getHeader('content-type') ?? '')
    const compressible = COMPRESSIBLE.test(type) && !res.getHeader('content-encoding') && req.method !== 'HEAD'
    if (compressible && STREAMED.test(type)) {
      chunks = []
      passThrough()
      return
    }
    chunks = compressible ? [] : null
    if (!compressible && !res.headersSent) setCacheControl()
    // An HTML document needs all of its inline scripts for its policy: it is always complete before it goes.
    if (compressible && !type.startsWith('text/html')) streamTimer = setTimeout(passThrough, STREAM_AFTER_MS)
  }
  const toBuffer = (chunk, encoding) =>
    Buffer.isBuffer(chunk) ? chunk : typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8') : Buffer.from(chunk)

  /**
   * Stops collecting (a stream, or a huge body): sends the headers and what was collected, then every chunk
   * as Next writes it, compressed on the fly and flushed at each chunk so that none waits for the next.
   */
  const passThrough = () => {
    clearTimeout(streamTimer)
    if (!chunks) return
    const pending = chunks
    chunks = null
    if (!res.headersSent) {
      setCacheControl()
      const encoding = res.statusCode !== 204 && res.statusCode !== 304 ? encodingOf(req) : null
      if (encoding) {
        compressor = encoding === 'br' ? zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }) : zlib.createGzip()
        compressor.on('data', (data) => write(data))
        compressor.on('end', () => end())
        res.setHeader('content-encoding', encoding)
        res.removeHeader('content-length')
        addVaryAcceptEncoding(res)
      }
      writeHead(res.statusCode)
    }
    for (const c of pending) send(c)
  }
  /** One chunk out while streaming. */
  const send = (data, callback) => {
    if (!compressor) return write(data, callback)
    compressor.write(data)
    compressor.flush(() => typeof callback === 'function' && callback())
    return true
  }

  res.writeHead = (status, ...rest) => {
    const values = rest.find((v) => v && typeof v === 'object')
    if (typeof status === 'number') res.statusCode = status
    if (values && !Array.isArray(values)) for (const [k, v] of Object.entries(values)) res.setHeader(k, v)
    decide()
    if (chunks === null) return res.headersSent ? res : writeHead(res.statusCode)
    return res // headers go out with the body, at the end
  }

  res.write = (chunk, encoding, callback) => {
    decide()
    if (chunks === null) {
      if (!compressor) return write(chunk, encoding, callback)
      return send(toBuffer(chunk, encoding), typeof encoding === 'function' ? encoding : callback)
    }
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
    clearTimeout(streamTimer)
    if (chunks === null) {
      if (!compressor) return end(chunk, encoding, callback)
      if (chunk != null) compressor.write(toBuffer(chunk, encoding))
      if (typeof callback === 'function') res.once('finish', callback)
      compressor.end()
      return res
    }
    if (chunk != null) chunks.push(toBuffer(chunk, encoding))
    const body = Buffer.concat(chunks)
    const html = String(res.getHeader('content-type') ?? '').startsWith('text/html')
    if (html && res.statusCode === 404 && renderNotFoundPage && body.includes(ERROR_SHELL)) {
      // Start over with the complete 404 page (once): Next writes its answer into this response again.
      const render = renderNotFoundPage
      renderNotFoundPage = undefined
      chunks = undefined
      buffered = 0
      for (const name of res.getHeaderNames()) res.removeHeader(name)
      for (const [key, value] of Object.entries(securityHeaders({ production, https, framedBySite: isDraftPreview(req) }))) res.setHeader(key, value)
      render()
      return res
    }
    const contentEncoding = body.length > 512 && res.statusCode !== 204 ? encodingOf(req) : null
    const entry = cache.get(body, { html, encoding: contentEncoding, deferScripts: html && deferScriptsOf(req), immutable: asset })
    if (html) {
      for (const [key, value] of Object.entries(securityHeaders({ scriptHashes: entry.scriptHashes, production, https, framedBySite: isDraftPreview(req) }))) {
        res.setHeader(key, value)
      }
    }
    const out = contentEncoding ? entry.encoded[contentEncoding] : entry.body
    if (contentEncoding) {
      res.setHeader('content-encoding', contentEncoding)
      addVaryAcceptEncoding(res)
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
 * believed behind our own reverse proxy (`trustProxy`, from TRUST_PROXY=true), and only the last
 * X-Forwarded-For entry, the one our proxy appended: the entries before it came from the client
 * (nginx's `$proxy_add_x_forwarded_for` keeps them), so believing the first would let anyone pick a
 * fresh address per request and never meet a rate limit.
 */
export function setClientAddress(req, trustProxy) {
  const forwarded = String(req.headers['x-forwarded-for'] ?? '').split(',').at(-1)?.trim()
  const fromProxy = trustProxy ? forwarded || String(req.headers['x-real-ip'] ?? '').trim() : ''
  req.headers['x-real-ip'] = fromProxy || req.socket.remoteAddress || 'unknown'
  if (!trustProxy) delete req.headers['x-forwarded-for']
}

/** Documents (pages and the RSC payloads of client navigations) that answer 404 are logged with their address. */
function logNotFound(req, res, log) {
  if (res.statusCode !== 404 || !/^text\/(html|x-component)/.test(String(res.getHeader('content-type') ?? ''))) return
  const url = new URL(req.url ?? '/', 'http://site')
  url.searchParams.delete('_rsc')
  log.warn(
    JSON.stringify({
      level: 40,
      time: new Date().toISOString(),
      app: 'site',
      event: 'not_found',
      path: url.pathname + url.search,
      referer: req.headers.referer || undefined,
      msg: 'Página não encontrada',
    }),
  )
}

/**
 * The request handler around Next's: client address, micro-cache, security headers and script hashes,
 * compression, cache lifetimes, complete 404 pages, and a log line for every page not found.
 * @param {{ handle: (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => Promise<void>, production?: boolean, https?: boolean, trustProxy?: boolean, microCacheMs?: number, log?: Pick<Console, 'error' | 'warn'> }} options
 */
export function createRequestHandler({ handle, production = true, https = false, trustProxy = false, microCacheMs = 5000, log = console }) {
  const cache = createBodyCache()
  const micro = createMicroCache({ ttlMs: microCacheMs })
  if (microCacheMs > 0) registerPageCopies(micro)
  return (req, res) => {
    // A 304 for a document would carry a policy without its script hashes and, by the rules of HTTP
    // caching, replace the stored copy's policy: documents are always answered in full.
    if (String(req.headers.accept ?? '').includes('text/html')) delete req.headers['if-none-match']
    setClientAddress(req, trustProxy)
    for (const [key, value] of Object.entries(securityHeaders({ production, https, asset: isStaticAsset(req.url), framedBySite: isDraftPreview(req) }))) res.setHeader(key, value)
    const refused = enforceBodyLimit(req, res, {
      onRefused: ({ path, limit, declared }) =>
        log.warn(
          JSON.stringify({
            level: 40,
            time: new Date().toISOString(),
            app: 'site',
            event: 'body_too_large',
            path,
            limit,
            declared,
            client: req.headers['x-real-ip'],
            msg: 'Corpo da requisição acima do limite',
          }),
        ),
    })
    if (refused) return
    const microKey = microCacheMs > 0 ? micro.keyOf(req, encodingOf(req)) : null
    if (micro.serve(microKey, res, () => respond(req, res, null))) return
    respond(req, res, microKey)
  }

  /** Next's answer, through the wrapper; `microKey` when this request renders the page for the micro-cache. */
  function respond(req, res, microKey) {
    const flight = micro.flightOf(microKey)
    if (flight) res.once('close', () => micro.release(microKey, flight))
    // Always the address actually asked for (a client's own value is overwritten): the 404 page reads it to
    // answer a redirect an editor made for that address before showing "não encontrada".
    req.headers[NOT_FOUND_PATH_HEADER] = new URL(req.url ?? '/', 'http://site').pathname
    const run = (request) =>
      handle(request, res).catch((error) => {
        log.error(error)
        if (!res.headersSent) {
          res.statusCode = 500
          res.end('Erro interno')
        }
      })
    const renderNotFoundPage = () => run(notFoundPageRequest(req))
    wrapResponse(req, res, { production, https, cache, micro, microKey, renderNotFoundPage })
    res.once('finish', () => logNotFound(req, res, log))
    run(req)
  }
}

export async function startServer({
  dir,
  port,
  hostname = '0.0.0.0',
  production = true,
  https = false,
  trustProxy = false,
  microCacheMs = 5000,
  log = console,
}) {
  const app = next({ dev: false, dir, port, hostname })
  await app.prepare()
  const handle = app.getRequestHandler()
  const server = createServer(createRequestHandler({ handle, production, https, trustProxy, microCacheMs, log }))
  server.keepAliveTimeout = 65_000

  await new Promise((resolve) => server.listen(port, hostname, resolve))
  log.info?.(`Servidor pronto em http://localhost:${port}`)

  const shutdown = gracefulShutdown(server, { log })
  process.on('SIGTERM', () => shutdown('SIGTERM'))
  process.on('SIGINT', () => shutdown('SIGINT'))
  return server
}

/**
 * What a stop signal does: stop accepting connections, close the idle keep-alive ones, let the requests
 * in progress finish (a lead being saved, a download being sent), then exit; after `graceMs` it exits
 * anyway so a stuck request cannot hold a deploy. A second signal changes nothing.
 * @param {import('node:http').Server} server
 * @param {{ log?: Partial<Pick<Console, 'info'>>, exit?: (code: number) => void, graceMs?: number }} options
 */
export function gracefulShutdown(server, { log = console, exit = (code) => process.exit(code), graceMs = 10_000 } = {}) {
  let closing = false
  return (signal) => {
    if (closing) return
    closing = true
    log.info?.(`${signal}: encerrando depois das requisições em andamento...`)
    server.close(() => exit(0))
    server.closeIdleConnections?.()
    setTimeout(() => exit(0), graceMs).unref()
  }
}
