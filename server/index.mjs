/**
 * The production HTTP server: Next.js's request handler behind a thin layer that
 *  - sets the security headers on every response (security-headers.mjs),
 *  - stamps a fresh CSP nonce on the `<script>` tags of every HTML document without re-rendering it,
 *  - compresses text responses (gzip) after that, since the body differs per response,
 *  - drains in-flight requests on SIGTERM/SIGINT before exiting.
 */
import { createServer } from 'node:http'
import zlib from 'node:zlib'

import next from 'next'

import { createNonceInjector } from './html-nonce.mjs'
import { newNonce, securityHeaders } from './security-headers.mjs'

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|rss\+xml|ld\+json|manifest\+json)|image\/svg\+xml)/

function acceptsGzip(req) {
  return /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))
}

/** Wraps `res` so that what Next writes passes through the nonce injector and gzip when they apply. */
function wrapResponse(req, res, { production, https }) {
  const write = res.write.bind(res)
  const end = res.end.bind(res)
  const writeHead = res.writeHead.bind(res)
  let pipeline // undefined until the first write decides; then null (pass through) or an object

  for (const [key, value] of Object.entries(securityHeaders({ production, https }))) res.setHeader(key, value)

  function decide() {
    if (pipeline !== undefined) return
    const type = String(res.getHeader('content-type') ?? '')
    const isHtml = type.startsWith('text/html')
    const encoded = res.getHeader('content-encoding')
    const gzip = !encoded && req.method !== 'HEAD' && acceptsGzip(req) && COMPRESSIBLE.test(type) && res.statusCode !== 304
    if (!isHtml && !gzip) {
      pipeline = null
      return
    }
    let injector
    if (isHtml) {
      const nonce = newNonce()
      injector = createNonceInjector(nonce)
      for (const [key, value] of Object.entries(securityHeaders({ nonce, production, https }))) res.setHeader(key, value)
      // The body now differs per response: no validator may let a cached copy meet a new nonce.
      res.removeHeader('etag')
    }
    res.removeHeader('content-length')
    let gz
    if (gzip) {
      res.setHeader('content-encoding', 'gzip')
      res.appendHeader?.('vary', 'Accept-Encoding')
      gz = zlib.createGzip({ level: 6 })
      gz.on('data', (chunk) => write(chunk))
      gz.on('end', () => end())
    }
    pipeline = { injector, gz }
  }

  const toText = (chunk, encoding) =>
    typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString(typeof encoding === 'string' ? encoding : 'utf8')

  res.writeHead = (...args) => {
    const [status, maybeHeaders, headers] = args
    const values = typeof maybeHeaders === 'object' ? maybeHeaders : headers
    if (typeof status === 'number') res.statusCode = status
    if (values && !Array.isArray(values)) for (const [k, v] of Object.entries(values)) res.setHeader(k, v)
    decide()
    return writeHead(res.statusCode)
  }

  res.write = (chunk, encoding, callback) => {
    decide()
    if (!pipeline || chunk == null) return write(chunk, encoding, callback)
    let data = chunk
    if (pipeline.injector) data = pipeline.injector.push(toText(chunk, encoding))
    if (pipeline.gz) {
      pipeline.gz.write(data)
      if (typeof encoding === 'function') encoding()
      else if (typeof callback === 'function') callback()
      return true
    }
    return write(data, typeof encoding === 'string' && !pipeline.injector ? encoding : 'utf8', callback)
  }

  res.end = (chunk, encoding, callback) => {
    if (typeof chunk === 'function') return res.end(undefined, undefined, chunk)
    decide()
    if (!pipeline) return end(chunk, encoding, callback)
    let data = chunk == null ? '' : pipeline.injector ? pipeline.injector.push(toText(chunk, encoding)) : chunk
    if (pipeline.injector) data += pipeline.injector.flush()
    if (pipeline.gz) {
      if (typeof callback === 'function') res.once('finish', callback)
      pipeline.gz.end(data)
      return res
    }
    return end(data, 'utf8', callback)
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
  log = console,
}) {
  const app = next({ dev: false, dir, port, hostname })
  await app.prepare()
  const handle = app.getRequestHandler()

  const server = createServer((req, res) => {
    // A document's nonce changes on every response, so a conditional request for a document must get
    // the full body (a 304 would pair the browser's cached copy, with its old nonce, with a new one).
    if (String(req.headers.accept ?? '').includes('text/html')) delete req.headers['if-none-match']
    setClientAddress(req, trustProxy)
    wrapResponse(req, res, { production, https })
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
