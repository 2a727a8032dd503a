/** The next index of a carousel of `length` slides, wrapping at both ends. */
export function wrapIndex(index: number, length: number): number {
  if (length <= 0) return 0
  return ((index % length) + length) % length
}

export const CAROUSEL_INTERVAL_MS = 6000
