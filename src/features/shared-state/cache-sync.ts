import os from 'node:os'

import type { Payload, PayloadRequest } from 'payload'

import { queryBuilder, sqlTable } from './drizzle'
import { dropPageCopies } from './page-copies'

/*
 * Cache invalidation that reaches every app server.
 *
 * An edit expires its cache tags in the server that saved it (revalidateTag, in the collection hooks), and
 * records them in the `cache_invalidations` table inside the edit's own transaction, so a row becomes
 * visible only once the edited data is. Every server polls that small table (one row per tag) about once
 * a second and expires, in its own Next.js cache, each tag whose row changed since the last look. The
 * server that saved expires the tag a second time then, which also covers a page rendered between its
 * hook and its commit.
 *
 * Next's cache here is the site's own cache handler (server/cache-handler.mjs, `cacheHandler` in
 * next.config.ts: Next's supported way to keep several servers' caches in step). `revalidateTag` needs a
 * request, so the poller, which runs outside of one, expires the tags in that handler's record of tag
 * expiries instead: Next imports the handler itself, apart from this bundle, so the record is reached
 * through the process-wide symbol the handler keeps it under.
 */

/** This process, as recorded with its invalidations (for the logs; every server applies every row). */
export const SERVER_ID = `${os.hostname()}:${process.pid}`

/** server/cache-handler.mjs's TAG_EXPIRIES: each tag's last expiry in this process (ms). */
const TAG_EXPIRIES = Symbol.for('site.cache.tag-expiries')

function tagExpiries(): Map<string, number> {
  const holder = globalThis as { [TAG_EXPIRIES]?: Map<string, number> }
  return (holder[TAG_EXPIRIES] ??= new Map())
}

/** Expires `tags` in this process's Next.js cache and its micro-cache, as `revalidateTag(tag, { expire: 0 })` does. */
export function expireTagsLocally(tags: string[], now = Date.now()): void {
  const expiries = tagExpiries()
  for (const tag of tags) expiries.set(tag, Math.max(now, expiries.get(tag) ?? 0))
  dropPageCopies()
}

/** Records that `tags` changed, in the transaction of the request that changed them. */
export async function recordInvalidation(payload: Payload, tags: string[], req?: Pick<PayloadRequest, 'transactionID'>): Promise<void> {
  if (tags.length === 0) return
  const db = await queryBuilder(payload, req)
  const table = sqlTable(payload, 'cache_invalidations')
  const changedAt = Date.now()
  for (const tag of tags) {
    await db
      .insert(table)
      .values({ tag, changedAt, origin: SERVER_ID })
      .onConflictDoUpdate({ target: table.tag, set: { changedAt, origin: SERVER_ID } })
  }
}

/** Reads every tag's last change: the table holds one row per tag, a dozen rows in all. */
async function readInvalidations(payload: Payload): Promise<Map<string, number>> {
  const table = sqlTable(payload, 'cache_invalidations')
  const rows = await (await queryBuilder(payload)).select({ tag: table.tag, changedAt: table.changedAt }).from(table)
  return new Map(rows.map((row) => [String(row.tag), Number(row.changedAt)]))
}

/**
 * Starts polling for invalidations recorded by any server. Tags already recorded when it starts are not
 * expired (this server's cache is newer than them). Returns a function that stops it.
 */
export async function startCacheSync(
  payload: Payload,
  { intervalMs = 1000, onExpire = expireTagsLocally }: { intervalMs?: number; onExpire?: (tags: string[]) => void } = {},
): Promise<() => void> {
  let seen = await readInvalidations(payload)
  let running = false
  const poll = async () => {
    if (running) return
    running = true
    try {
      const current = await readInvalidations(payload)
      const changed = [...current].filter(([tag, at]) => seen.get(tag) !== at).map(([tag]) => tag)
      seen = current
      if (changed.length > 0) {
        onExpire(changed)
        payload.logger.debug({ msg: 'Cache expirado por edição', tags: changed })
      }
    } catch (error) {
      payload.logger.warn({ msg: 'Falha ao ler as invalidações de cache', error: String(error) })
    } finally {
      running = false
    }
  }
  const timer = setInterval(() => void poll(), intervalMs)
  timer.unref()
  return () => clearInterval(timer)
}
