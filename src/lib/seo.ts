import type { Metadata } from 'next'

import { env } from './env'

export type PageSeo = {
  /** Page title; the layout's template appends ' | <marca>'. */
  title: string
  description: string
  /** Path of the canonical address, e.g. '/blog'. */
  path: string
  /** Absolute or site-relative share image; defaults to the site's share image. */
  image?: { url: string; width: number; height: number; alt: string }
  noindex?: boolean
  type?: 'website' | 'article'
  /** For articles. */
  publishedTime?: string
}

export const DEFAULT_SHARE_IMAGE = { url: '/og-default.png', width: 1200, height: 630 }

export function absoluteUrl(path: string, siteUrl: string = env.SITE_URL): string {
  if (/^https?:\/\//.test(path)) return path
  return `${siteUrl}${path.startsWith('/') ? '' : '/'}${path}`
}

/** The one place page metadata is built: canonical, Open Graph (pt_BR), Twitter card and robots. */
export function buildMetadata(page: PageSeo): Metadata {
  const image = page.image ?? { ...DEFAULT_SHARE_IMAGE, alt: page.title }
  const canonical = absoluteUrl(page.path)
  return {
    title: page.title,
    description: page.description,
    alternates: { canonical },
    openGraph: {
      type: page.type ?? 'website',
      locale: 'pt_BR',
      url: canonical,
      title: page.title,
      description: page.description,
      images: [{ ...image, url: absoluteUrl(image.url) }],
      ...(page.publishedTime ? { publishedTime: page.publishedTime } : {}),
    },
    twitter: {
      card: 'summary_large_image',
      title: page.title,
      description: page.description,
      images: [absoluteUrl(image.url)],
    },
    robots: page.noindex ? { index: false, follow: true } : { index: true, follow: true },
  }
}
