'use client'

import { ImageOff } from './icons'
import { useEffect, useRef, useState } from 'react'

import { cn } from './cn'

export type SafeImageSource = { url: string; alt: string; width: number; height: number; srcSet?: string; avifSrcSet?: string }

/**
 * How an image loads: 'lazy' below the fold; 'eager' above it; 'priority' for the page's main image
 * (eager and fetched first).
 */
export type ImageLoading = 'lazy' | 'eager' | 'priority'

/**
 * An <img> with width and height (no layout shift), lazy unless told otherwise, that shows a placeholder
 * when the file fails to load (also when it failed before the page became interactive).
 */
export function SafeImage({
  image,
  sizes,
  priority = false,
  loading = priority ? 'priority' : 'lazy',
  alt,
  className,
}: {
  image: SafeImageSource | null
  sizes: string
  /** Short for `loading="priority"`. */
  priority?: boolean
  loading?: ImageLoading
  /** Overrides the image's own text alternative ('' for decorative images). */
  alt?: string
  className?: string
}) {
  const ref = useRef<HTMLImageElement>(null)
  const [failed, setFailed] = useState(!image)
  useEffect(() => {
    const img = ref.current
    if (img && img.complete && img.naturalWidth === 0) setFailed(true)
  }, [])
  const label = alt ?? image?.alt ?? ''
  if (failed || !image) {
    return (
      <div
        role={label ? 'img' : undefined}
        aria-label={label || undefined}
        aria-hidden={label ? undefined : true}
        className={cn('flex items-center justify-center bg-gradient-to-br from-brand-100 to-brand-200 text-brand-700', className)}
        style={{ aspectRatio: image ? `${image.width} / ${image.height}` : '1200 / 630' }}
      >
        <ImageOff aria-hidden="true" className="size-10" />
      </div>
    )
  }
  const img = (
    // eslint-disable-next-line @next/next/no-img-element -- responsive sources come from the CMS's sizes
    <img
      ref={ref}
      src={image.url}
      srcSet={image.srcSet || undefined}
      sizes={image.srcSet ? sizes : undefined}
      width={image.width}
      height={image.height}
      alt={label}
      loading={loading === 'lazy' ? 'lazy' : 'eager'}
      fetchPriority={loading === 'priority' ? 'high' : undefined}
      decoding={loading === 'priority' ? 'sync' : 'async'}
      onError={() => setFailed(true)}
      className={cn('h-auto w-full bg-brand-100 object-cover', className)}
    />
  )
  if (!image.avifSrcSet) return img
  // AVIF sizes for the browsers that read them (lighter), the WebP sources above for the others.
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={image.avifSrcSet} sizes={sizes} />
      {img}
    </picture>
  )
}
