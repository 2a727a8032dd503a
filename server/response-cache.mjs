/**
 * A small LRU of finished bodies, keyed by a hash of their bytes: for each distinct body the work is done
 * once (an HTML document's scripts moved after the first paint when asked, its inline-script hashes, the
 * compression), then reused for every response that carries the same bytes. Bounded by total size: what an
 * entry holds (its body and each compressed copy) is added to the total when stored and taken off, the same
 * amount, when the entry is evicted.
 */
import { createHash } from 'node:crypto'
import zlib from 'node:zlib'

import { deferScripts } from './deferred-scripts.mjs'
import { inlineScriptHashes } from './html-csp.mjs'

/**
 * Brotli (about a quarter smaller than gzip on our pages) for clients that accept it, else gzip. The build's
 * immutable files are compressed once per process, so they get a higher Brotli quality; documents, which
 * change with every edit (and per request on the filtered pages), a fast one (home: 20.6 KB in 5 ms at 5,
 * against 26.7 KB with gzip -9).
 */
const compressors = {
  gzip: (body) => zlib.gzipSync(body, { level: 9 }),
  br: (body, { immutable }) =>
    zlib.brotliCompressSync(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: immutable ? 9 : 5,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
}

/** @typedef {'br' | 'gzip'} Encoding */

/** The best encoding `acceptEncoding` allows: Brotli, then gzip, or null (send as is). */
export function negotiateEncoding(acceptEncoding = '') {
  const accepted = new Map(
    String(acceptEncoding)
      .split(',')
      .map((part) => part.trim().split(/\s*;\s*q=/))
      .filter(([name]) => name)
      .map(([name, q]) => [name.toLowerCase(), q === undefined ? 1 : Number(q)]),
  )
  for (const encoding of /** @type {Encoding[]} */ (['br', 'gzip'])) if ((accepted.get(encoding) ?? 0) > 0) return encoding
  return null
}

export function createBodyCache({ maxBytes = 64 * 1024 * 1024 } = {}) {
  /** @type {Map<string, { body: Buffer, scriptHashes: string[], encoded: Partial<Record<Encoding, Buffer>>, bytes: number }>} */
  const entries = new Map()
  let size = 0

  return {
    /**
     * @param {Buffer} body
     * @param {{ html: boolean, encoding?: Encoding | null, deferScripts?: boolean, immutable?: boolean }} want
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
        entry = { body: out, scriptHashes: want.html ? inlineScriptHashes(out.toString('utf8')) : [], encoded: {}, bytes: out.length }
        entries.set(key, entry)
        size += entry.bytes
      }
      if (want.encoding && !entry.encoded[want.encoding]) {
        const encoded = compressors[want.encoding](entry.body, { immutable: want.immutable === true })
        entry.encoded[want.encoding] = encoded
        entry.bytes += encoded.length
        size += encoded.length
      }
      while (size > maxBytes && entries.size > 1) {
        const [oldestKey, oldest] = entries.entries().next().value
        entries.delete(oldestKey)
        size -= oldest.bytes
      }
      return entry
    },
    /** Bytes held now (bodies and their compressed copies). */
    size: () => size,
    /** What the entries hold, summed afresh (equal to `size()` unless the bookkeeping drifted). */
    heldBytes: () => [...entries.values()].reduce((sum, e) => sum + e.body.length + Object.values(e.encoded).reduce((s, b) => s + b.length, 0), 0),
  }
}
