/**
 * Next.js's cache handler (`cacheHandler` in next.config.ts, Next's supported way to choose where its cache
 * lives and how tags expire it): the rendered pages, route handlers' answers and `unstable_cache` data, kept
 * in this process's memory, bounded by size, least recently used first out.
 *
 * Several app servers can run on one database. An edit expires its cache tags in the server that saved it
 * (`revalidateTag` in the collection hooks, which Next passes on to `revalidateTag` here) and records them
 * in the `cache_invalidations` table; every server polls that table and expires, here, each tag another
 * server recorded (src/features/shared-state/cache-sync.ts, through `expireTags` under TAG_EXPIRIES: the
 * app's bundle and this file, which Next imports itself, are separate module instances in one process).
 * An entry is only returned while none of its tags expired after it was stored (or shortly before: see
 * IN_FLIGHT_MS); otherwise Next renders it again from the current data.
 *
 * Nothing is written to disk: pages rendered at run time outlived the database they came from (a restore,
 * a switch to PostgreSQL) and were served as current. After a start, each page is rendered once on its
 * first visit.
 */

/** Where this process keeps the time each cache tag last expired (ms since the epoch). */
export const TAG_EXPIRIES = Symbol.for('site.cache.tag-expiries')

/** @returns {Map<string, number>} */
export function tagExpiries() {
  return (globalThis[TAG_EXPIRIES] ??= new Map())
}

/** Expires `tags` now: every entry stored before this moment that carries one of them is dropped on its next read. */
export function expireTags(tags, now = Date.now()) {
  const expiries = tagExpiries()
  for (const tag of tags) expiries.set(tag, Math.max(now, expiries.get(tag) ?? 0))
}

/**
 * How long a render or a data read can take. One that started before an edit can finish, and be stored,
 * after the edit expired its tags: stored after the expiry, it would look current while holding the old
 * data (a page rendered with yesterday's promotions, kept until the next edit). So an entry stored less than
 * this long after one of its tags expired is not trusted: it is read again, from the current data.
 */
export const IN_FLIGHT_MS = 10_000

/** True when one of `tags` expired after `storedAt - IN_FLIGHT_MS` (see IN_FLIGHT_MS). */
export function expiredSince(tags, storedAt) {
  const expiries = tagExpiries()
  return tags.some((tag) => (expiries.get(tag) ?? -Infinity) >= storedAt - IN_FLIGHT_MS)
}

const byteLength = (value) =>
  value == null ? 0 : typeof value === 'string' ? Buffer.byteLength(value) : typeof value.byteLength === 'number' ? value.byteLength : Number(value.length) || 0

/** About how much memory a cached value holds (the sum of its bodies; the same figure on the way in and out). */
export function sizeOf(value) {
  if (!value) return 1
  switch (value.kind) {
    case 'APP_PAGE': {
      let size = byteLength(value.html) + byteLength(value.rscData) + byteLength(value.postponed)
      for (const [path, data] of value.segmentData ?? []) size += path.length + byteLength(data)
      return Math.max(1, size)
    }
    case 'APP_ROUTE':
      return Math.max(1, byteLength(value.body))
    case 'FETCH':
      return Math.max(1, JSON.stringify(value.data ?? '').length)
    default:
      return Math.max(1, JSON.stringify(value).length)
  }
}

/** The tags an entry carries: those Next gives with it (data) and those of the page or route's headers. */
function tagsOf(value, ctx) {
  const header = value?.headers?.['x-next-cache-tags']
  return [...(ctx?.tags ?? []), ...(typeof header === 'string' && header ? header.split(',') : [])]
}

/**
 * The store behind the handler: entries by key, most recently used last. `size()` is the sum of what the
 * entries hold, each entry's size added when stored and the same figure taken off when it leaves.
 */
export function createEntryStore({ maxBytes = 64 * 1024 * 1024 } = {}) {
  /** @type {Map<string, { value: unknown, lastModified: number, tags: string[], bytes: number }>} */
  const entries = new Map()
  let size = 0
  const remove = (key) => {
    const entry = entries.get(key)
    if (!entry) return
    entries.delete(key)
    size -= entry.bytes
  }
  return {
    /** The entry for `key` unless one of its tags (or of `extraTags`, the page's implicit ones) expired since. */
    get(key, extraTags = []) {
      const entry = entries.get(key)
      if (!entry) return null
      if (expiredSince([...entry.tags, ...extraTags], entry.lastModified)) {
        remove(key)
        return null
      }
      entries.delete(key)
      entries.set(key, entry)
      return entry
    },
    set(key, value, tags = [], now = Date.now()) {
      remove(key)
      if (value == null) return
      const entry = { value, lastModified: now, tags, bytes: key.length + sizeOf(value) }
      entries.set(key, entry)
      size += entry.bytes
      while (size > maxBytes && entries.size > 1) remove(entries.keys().next().value)
    },
    delete: remove,
    size: () => size,
    /** What the entries hold, summed afresh (equal to `size()` unless the bookkeeping drifted). */
    heldBytes: () => [...entries].reduce((sum, [key, e]) => sum + key.length + sizeOf(e.value), 0),
    count: () => entries.size,
  }
}

/** One store per process: Next makes a handler per request, all of them share it. */
const store = createEntryStore({ maxBytes: Number(process.env.CACHE_MAX_BYTES) || 64 * 1024 * 1024 })

export default class CacheHandler {
  constructor(_options) {}

  async get(key, ctx) {
    const entry = store.get(key, [...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])])
    return entry ? { lastModified: entry.lastModified, value: entry.value } : null
  }

  async set(key, data, ctx) {
    store.set(key, data, tagsOf(data, ctx))
  }

  /**
   * Called by Next for `revalidateTag` in this server. The site always expires at once (`{ expire: 0 }`);
   * any other profile is treated the same way, the next read renders from the current data.
   */
  async revalidateTag(tags, _durations) {
    expireTags(typeof tags === 'string' ? [tags] : tags)
  }

  resetRequestCache() {}
}
