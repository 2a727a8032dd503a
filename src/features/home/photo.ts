/**
 * The address of a testimonial photo given by id or address: an address (http… or /…) is used as it
 * is; a bare photo id becomes the image service's address at 600×400, cropped.
 */
export function photoAddress(value: string | null | undefined): string | null {
  const v = value?.trim()
  if (!v) return null
  if (/^https?:\/\//.test(v) || v.startsWith('/')) return v
  if (!/^[\w-]+$/.test(v)) return null
  return `https://images.unsplash.com/photo-${v}?w=600&h=400&fit=crop`
}
