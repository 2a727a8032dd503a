/**
 * Adds `nonce="…"` to every `<script` tag of an HTML stream, chunk by chunk. A tag split across two
 * chunks is handled by holding back the tail of a chunk that could be the start of `<script`.
 * Inline text never contains a raw `<script` (React escapes it; JSON-LD escapes `<` as \u003c), so
 * only real tags are touched.
 */
const TAG = '<script'

export function createNonceInjector(nonce) {
  const attribute = ` nonce="${nonce}"`
  let carry = ''
  const inject = (text) => text.replace(/<script(?=[\s>])/gi, `${TAG}${attribute}`)
  return {
    /** Returns the transformed text that is safe to emit now. */
    push(chunk) {
      const text = carry + chunk
      // Hold back a trailing '<script' or a prefix of it until the next chunk shows what follows.
      let hold = 0
      for (let n = Math.min(TAG.length, text.length); n > 0; n -= 1) {
        if (TAG.startsWith(text.slice(-n).toLowerCase())) {
          hold = n
          break
        }
      }
      carry = hold ? text.slice(-hold) : ''
      return inject(hold ? text.slice(0, -hold) : text)
    },
    /** Returns whatever was held back, at the end of the stream. */
    flush() {
      const rest = carry
      carry = ''
      return inject(rest)
    },
  }
}
