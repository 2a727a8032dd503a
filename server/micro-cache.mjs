/**
 * Micro-caching for anonymous page views: a finished response (headers and, if compressed, the
 * compressed bytes) is kept for `ttlMs` and replayed to identical requests, so a burst of visitors costs one
 * render or cache read inside Next every few seconds instead of one per request. This is what nginx's
 * `proxy_cache_valid 200 5s` with `proxy_cache_lock` and `proxy_cache_use_stale updating` does in
 * front of an app; doing it here keeps the site one process.
 *
 * One request at a time goes to Next for a key: while it is in flight, identical requests wait for its
 * answer (the first visitors of a page) or get the entry that just expired (at each refresh after that),
 * instead of all rendering the same page at once; a page rendered per request (the blog's search,
 * the catalogue's filters) otherwise took 50 renders in a row each second under load (p99 750 ms).
 *
 * Only anonymous GETs are cached: requests without any cookie (so nothing a cookie could change, such
 * as a CMS session, a preview or a consent choice, is ever shared), no RSC navigation request, nothing
 * under /admin, /cms-api or the private APIs, no page addressed by a personal token or payment session; only 200 answers without Set-Cookie. An edit in the CMS
 * drops every kept page at once (`clear`, called through `registerPageCopies` when a cache tag expires,
 * here or on another server), so the TTL only bounds pages Next revalidates on a timer.
 *
 * Entries are keyed by encoding, host and address. Addresses with a query string (searches, filters, and
 * whatever a visitor or a bot makes up) are kept apart, in a smaller space of their own: a flood of random
 * query strings evicts only other such entries, never the site's pages.
 */

/** Where the app (inside Next's bundle, same process) finds the `clear` of every micro-cache. */
export const PAGE_COPIES = Symbol.for('site.micro-cache.clear')

/** Lets `dropPageCopies()` (src/features/shared-state/page-copies.ts) clear `cache`. */
export function registerPageCopies(cache) {
  const clears = (globalThis[PAGE_COPIES] ??= new Set())
  clears.add(cache.clear)
  return () => clears.delete(cache.clear)
}
/**
 * Never kept: the admin and the APIs that change or hand out something, and the pages addressed by a
 * visitor's own token or payment session (newsletter confirmation and cancellation, the checkout simulator,
 * the payment result), whose answer changes with what that visitor just did there.
 */
const PRIVATE_PATH = /^\/(admin|cms-api|api\/(downloads|checkout|leads|newsletter|stripe)|newsletter|checkout|payment-success)(\/|$|\?)/

export function createMicroCache({ ttlMs = 5000, staleMs = 10_000, waitMs = 5000, maxEntries = 500, maxQueryEntries = 100 } = {}) {
  /** @typedef {{ expires: number, status: number, headers: Record<string, unknown>, body: Buffer }} Entry */
  /** Pages by address without a query string, and (apart) those with one. */
  /** @type {Map<string, Entry>} */
  const pages = new Map()
  /** @type {Map<string, Entry>} */
  const queries = new Map()
  const spaceOf = (key) => (key.includes('?') ? { entries: queries, max: maxQueryEntries } : { entries: pages, max: maxEntries })
  const entries = { get: (key) => spaceOf(key).entries.get(key), delete: (key) => spaceOf(key).entries.delete(key) }
  /** Keys with a request in flight to Next: when it started, and the requests waiting for its answer. */
  /** @type {Map<string, { since: number, waiting: { res: import('node:http').ServerResponse, fallback: () => void, timer: NodeJS.Timeout }[] }>} */
  const inFlight = new Map()

  /** @param {import('node:http').IncomingMessage} req @param {'br' | 'gzip' | null} encoding the answer's encoding */
  const keyOf = (req, encoding) => {
    if (req.method !== 'GET' || req.headers.rsc || req.headers['next-router-prefetch'] || req.headers.authorization) return null
    if (req.headers.cookie || PRIVATE_PATH.test(req.url ?? '')) return null
    return `${encoding ?? 'identity'} ${String(req.headers.host ?? '').toLowerCase()} ${req.url}`
  }

  const replay = (entry, res) => {
    res.writeHead(entry.status, entry.headers)
    res.end(entry.body)
  }

  /**
   * The request in flight finished without an answer to keep: each waiting request goes to Next itself.
   * With `flight`, only if that flight is still the current one (not a newer refresh).
   */
  const release = (key, flight = inFlight.get(key)) => {
    if (!key || !flight || inFlight.get(key) !== flight) return
    inFlight.delete(key)
    for (const { fallback, timer } of flight.waiting) {
      clearTimeout(timer)
      fallback()
    }
  }

  return {
    keyOf,
    /**
     * Answers from the cache when it can (a fresh entry; an expired one while its refresh is in flight;
     * or, for a key being rendered for the first time, by waiting for that render). Returns false when
     * this request must go to Next: the caller then calls `store` with the answer, or `release`.
     * `fallback` sends a waiting request to Next after all (the render it waited for was not kept).
     */
    serve(key, res, fallback = () => {}, now = Date.now()) {
      if (!key) return false
      const entry = entries.get(key)
      const flight = inFlight.get(key)
      const flying = flight && now - flight.since < waitMs
      if (entry && entry.expires > now) {
        replay(entry, res)
        return true
      }
      if (entry && flying && entry.expires + staleMs > now) {
        replay(entry, res)
        return true
      }
      if (!entry && flying) {
        const waiter = { res, fallback, timer: setTimeout(() => {
          flight.waiting.splice(flight.waiting.indexOf(waiter), 1)
          fallback()
        }, waitMs) }
        waiter.timer.unref?.()
        flight.waiting.push(waiter)
        return true
      }
      if (entry && entry.expires + staleMs <= now) entries.delete(key)
      if (flight) release(key) // a render that never finished: stop waiting for it
      inFlight.set(key, { since: now, waiting: [] })
      return false
    },
    store(key, res, body, now = Date.now()) {
      if (!key) return
      if (res.statusCode !== 200 || res.getHeader('set-cookie')) return release(key)
      const space = spaceOf(key)
      if (space.entries.size >= space.max && !space.entries.has(key)) space.entries.delete(space.entries.keys().next().value)
      const headers = { ...res.getHeaders() }
      delete headers.date
      const entry = { expires: now + ttlMs, status: res.statusCode, headers, body }
      space.entries.set(key, entry)
      const flight = inFlight.get(key)
      inFlight.delete(key)
      for (const { res: waiting, timer } of flight?.waiting ?? []) {
        clearTimeout(timer)
        replay(entry, waiting)
      }
    },
    release,
    /** Drops every kept page (an edit changed content): the next request for each renders it again. */
    clear: () => {
      pages.clear()
      queries.clear()
    },
    /** How many pages are kept: without and with a query string. */
    counts: () => ({ pages: pages.size, queries: queries.size }),
    /** The flight this request started (after `serve` returned false), to release it when it ends. */
    flightOf: (key) => (key ? inFlight.get(key) : undefined),
  }
}
