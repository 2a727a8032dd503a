import type { Media } from '@/payload-types'

/** An image ready for an <img>: address, text alternative, intrinsic size and responsive sources. */
export type ImageData = { url: string; alt: string; width: number; height: number; srcSet: string; avifSrcSet?: string }

/** Payload answers absolute addresses on its serverURL; the site serves them itself, so keep the path. */
export const localPath = (url: string) => url.replace(/^https?:\/\/[^/]+(?=\/cms-api\/)/, '')

/**
 * The image of an upload field (populated), with the card (640) and cover (1200) sizes as sources, in WebP and
 * AVIF. `largest: 'card'` stops at the card size, for slots no wider than a card (the store's catalogue).
 */
export function toImage(
  media: number | Media | null | undefined,
  fallbackAlt = '',
  { largest = 'cover' }: { largest?: 'card' | 'cover' } = {},
): ImageData | null {
  if (!media || typeof media !== 'object' || !media.url) return null
  const card = media.sizes?.card
  const cover = largest === 'cover' ? media.sizes?.cover : undefined
  const sources: string[] = []
  if (card?.url && card.width) sources.push(`${localPath(card.url)} ${card.width}w`)
  if (cover?.url && cover.width) sources.push(`${localPath(cover.url)} ${cover.width}w`)
  else if (media.width && !(largest === 'card' && sources.length)) sources.push(`${localPath(media.url)} ${media.width}w`)
  // The same sizes in AVIF for the browsers that read it, only when they match the WebP ones (uploads
  // from before AVIF have none; an image narrower than a cover has no cover in either format).
  const cardAvif = media.sizes?.cardAvif
  const coverAvif = largest === 'cover' ? media.sizes?.coverAvif : undefined
  const cardAvifSource = cardAvif?.url && cardAvif.width ? [`${localPath(cardAvif.url)} ${cardAvif.width}w`] : []
  const avif =
    largest === 'card'
      ? (card?.url ? cardAvifSource : [])
      : cover?.url && coverAvif?.url && coverAvif.width && (!card?.url || cardAvifSource.length)
        ? [...cardAvifSource, `${localPath(coverAvif.url)} ${coverAvif.width}w`]
        : []
  const top = largest === 'card' ? card : cover
  const main = top?.url && top.width && top.height ? top : media
  return {
    url: localPath(main.url ?? media.url),
    alt: media.alt || fallbackAlt,
    width: main.width ?? 1200,
    height: main.height ?? 630,
    srcSet: sources.join(', '),
    ...(avif.length ? { avifSrcSet: avif.join(', ') } : {}),
  }
}
