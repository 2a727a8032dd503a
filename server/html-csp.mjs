/**
 * Script hashes for a Content-Security-Policy: the SHA-256 of every inline script of an HTML document
 * (JSON-LD and other data blocks are not scripts and are skipped). With the hashes in the policy, the
 * cached, static HTML needs no per-response change, so it can be compressed once and served as is.
 */
import { createHash } from 'node:crypto'

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
const DATA_BLOCK = /\btype\s*=\s*["']?(application\/(ld\+)?json|text\/plain|text\/template)/i

export function inlineScriptHashes(html) {
  const hashes = new Set()
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || DATA_BLOCK.test(attributes)) continue
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`)
  }
  return [...hashes]
}
