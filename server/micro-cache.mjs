/**
 * Micro-caching for anonymous page views: a finished response (headers and, if compressed, gzip
 * bytes) is kept for `ttlMs` and replayed to identical requests, so a burst of visitors costs one
 * render or cache read inside Next per second instead of one per request. This is what nginx's
 * `proxy_cache_valid 200 1s` does in front of an app; doing it here keeps the site one process.
 *
 * Only anonymous GETs are cached: requests without any cookie (so nothing a cookie could change, such
 * as a CMS session, a preview or a consent choice, is ever shared), no RSC navigation request, no
 * request for Next's script tags as they are (`x-eager-scripts`, browser tests), nothing
 * under /admin, /cms-api or the private APIs; only 200 answers without Set-Cookie. An edit in the CMS
 * shows within `ttlMs` plus Next's own revalidation.
 */
const PRIVATE_PATH = /^\/(admin|cms-api|api\/(downloads|checkout|leads|newsletter|stripe))(\/|$|\?)/

export function createMicroCache({ ttlMs = 1000, maxEntries = 500 } = {}) {
  const entries = new Map()

  const keyOf = (req, gzip) => {
    if (req.method !== 'GET' || req.headers.rsc || req.headers['next-router-prefetch'] || req.headers.authorization) return null
    if (req.headers.cookie || req.headers['x-eager-scripts'] || PRIVATE_PATH.test(req.url ?? '')) return null
    return `${gzip ? 'gz' : 'id'} ${req.url}`
  }

  return {
    keyOf,
    /** Replays a fresh entry; returns whether it did. */
    serve(key, res, now = Date.now()) {
      const entry = key && entries.get(key)
      if (!entry) return false
      if (entry.expires <= now) {
        entries.delete(key)
        return false
      }
      res.writeHead(entry.status, entry.headers)
      res.end(entry.body)
      return true
    },
    store(key, res, body, now = Date.now()) {
      if (!key || res.statusCode !== 200 || res.getHeader('set-cookie')) return
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value)
      const headers = { ...res.getHeaders() }
      delete headers.date
      entries.set(key, { expires: now + ttlMs, status: res.statusCode, headers, body })
    },
  }
}
