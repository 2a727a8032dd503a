/**
 * A small LRU of finished bodies, keyed by a hash of their bytes: for each distinct body the work is done
 * once (an HTML document's scripts moved after the first paint when asked, its inline-script hashes, the
 * gzip), then reused for every response that carries the same bytes. Bounded by total size.
 */
import { createHash } from 'node:crypto'
import zlib from 'node:zlib'

import { deferScripts } from './deferred-scripts.mjs'
import { inlineScriptHashes } from './html-csp.mjs'

export function createBodyCache({ maxBytes = 64 * 1024 * 1024 } = {}) {
  const entries = new Map()
  let size = 0

  return {
    /**
     * @param {Buffer} body
     * @param {{ html: boolean, gzip: boolean, deferScripts?: boolean }} want
     * @returns {{ body: Buffer, scriptHashes: string[], gzipped: Buffer | undefined, bytes: number }}
     */
    get(body, want) {
      const transform = want.html && want.deferScripts
      const key = `${transform ? 'd' : want.html ? 'h' : 'b'}${createHash('sha1').update(body).digest('base64')}`
      let entry = entries.get(key)
      if (entry) {
        entries.delete(key)
        entries.set(key, entry) // most recently used last
      } else {
        const out = transform ? Buffer.from(deferScripts(body.toString('utf8'))) : body
        entry = {
          body: out,
          scriptHashes: want.html ? inlineScriptHashes(out.toString('utf8')) : [],
          gzipped: undefined,
          bytes: out.length,
        }
        entries.set(key, entry)
        size += body.length
      }
      if (want.gzip && !entry.gzipped) {
        entry.gzipped = zlib.gzipSync(entry.body, { level: 9 })
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
