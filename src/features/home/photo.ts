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

/**
 * The photo a page may show from a reference alone: only an address on this site. A remote photo is
 * downloaded into the media library when the testimonial is saved; one that never was (older data, a
 * failed import) shows the initials instead of an image the page's CSP would block.
 */
export function localPhotoAddress(value: string | null | undefined): string | null {
  const address = photoAddress(value)
  return address?.startsWith('/') && !address.startsWith('//') ? address : null
}
