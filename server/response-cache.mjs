/**
 * A small LRU of finished bodies, keyed by a hash of their bytes: the gzip of each distinct body (and
 * the script hashes of each distinct HTML document) is computed once, then reused for every response
 * that carries the same bytes. Bounded by total size.
 */
import { createHash } from 'node:crypto'
import zlib from 'node:zlib'

import { inlineScriptHashes } from './html-csp.mjs'

export function createBodyCache({ maxBytes = 64 * 1024 * 1024 } = {}) {
  const entries = new Map()
  let size = 0

  return {
    /** @param {Buffer} body @param {{ html: boolean, gzip: boolean }} want */
    get(body, want) {
      const key = `${want.html ? 'h' : 'b'}${createHash('sha1').update(body).digest('base64')}`
      let entry = entries.get(key)
      if (entry) {
        entries.delete(key)
        entries.set(key, entry) // most recently used last
      } else {
        entry = {
          scriptHashes: want.html ? inlineScriptHashes(body.toString('utf8')) : [],
          gzipped: undefined,
          bytes: body.length,
        }
        entries.set(key, entry)
        size += body.length
      }
      if (want.gzip && !entry.gzipped) {
        entry.gzipped = zlib.gzipSync(body, { level: 9 })
        entry.bytes += entry.gzipped.length
        size += entry.gzipped.length
      }
      while (size > maxBytes && entries.size > 1) {
        const [oldestKey, oldest] = entries.entries().next().value
        entries.delete(oldestKey)
        size -= oldest.bytes
      }
      return entry
    },
  }
}
