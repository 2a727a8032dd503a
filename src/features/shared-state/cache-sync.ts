import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'

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
 * Next.js keeps the expiry times of tags in one module-level map shared by its server and the rendering
 * runtimes (`tags-manifest.external`); expiring a tag there is what `revalidateTag` does in this server
 * outside of a request.
 */

/** This process, as recorded with its invalidations (for the logs; every server applies every row). */
export const SERVER_ID = `${os.hostname()}:${process.pid}`

type TagState = { stale?: number; expired?: number }

/** Next.js's map of tag expiry times, the same instance its server and renderers use. */
function tagsManifest(): Map<string, TagState> {
  const load = createRequire(path.join(process.cwd(), 'package.json'))
  const id = ['next', 'dist', 'server', 'lib', 'incremental-cache', 'tags-manifest.external.js'].join('/')
  return (load(id) as { tagsManifest: Map<string, TagState> }).tagsManifest
}

/** Expires `tags` in this process's Next.js cache, as `revalidateTag(tag, { expire: 0 })` does. */
export function expireTagsLocally(tags: string[], now = Date.now()): void {
  const manifest = tagsManifest()
  for (const tag of tags) manifest.set(tag, { ...manifest.get(tag), stale: now, expired: now })
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
