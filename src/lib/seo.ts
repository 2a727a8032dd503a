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

type ShareImage = { url: string; width: number; height: number; alt: string }

/** What staff set in a document's SEO group (the SEO plugin's `meta` plus "não indexar"). */
export type DocumentSeo = {
  title: string | null
  description: string | null
  image: ShareImage | null
  noIndex: boolean
}

type MetaImage = { url?: string | null; width?: number | null; height?: number | null; alt?: string | null }
/** A document's `meta` group as Payload returns it (depth ≥ 1 for the image). */
export type MetaGroup =
  | { title?: string | null; description?: string | null; image?: number | MetaImage | null; noIndex?: boolean | null }
  | null
  | undefined

const filled = (value: string | null | undefined) => (value && value.trim() ? value.trim() : null)

/** The SEO group of a document as plain data: empty fields become null (the page's defaults apply). */
export function readDocumentSeo(meta: MetaGroup, fallbackAlt = ''): DocumentSeo {
  const image = meta?.image && typeof meta.image === 'object' && meta.image.url ? meta.image : null
  return {
    title: filled(meta?.title),
    description: filled(meta?.description),
    image: image
      ? { url: image.url as string, width: image.width ?? 1200, height: image.height ?? 630, alt: filled(image.alt) ?? fallbackAlt }
      : null,
    noIndex: meta?.noIndex === true,
  }
}

/**
 * A document page's metadata: the staff's SEO title (used as written: it is what Google shows, brand
 * included), description and share image where set, the page's defaults where empty, and `noindex`
 * when the document is marked "não indexar".
 */
export function buildDocumentMetadata(defaults: PageSeo, seo: DocumentSeo | null | undefined): Metadata {
  const page: PageSeo = {
    ...defaults,
    ...(seo?.title ? { title: seo.title } : {}),
    ...(seo?.description ? { description: seo.description } : {}),
    ...(seo?.image ? { image: seo.image } : {}),
    noindex: Boolean(defaults.noindex || seo?.noIndex),
  }
  const metadata = buildMetadata(page)
  return seo?.title ? { ...metadata, title: { absolute: seo.title } } : metadata
}

/** The fields of a page's JSON-LD that follow the SEO group when set (description and image). */
export function jsonLdSeo(seo: DocumentSeo | null | undefined, siteUrl: string = env.SITE_URL): { description?: string; image?: string } {
  return {
    ...(seo?.description ? { description: seo.description } : {}),
    ...(seo?.image ? { image: absoluteUrl(seo.image.url, siteUrl) } : {}),
  }
}

/** Documents that may appear in the sitemap: those not marked "não indexar". */
export const indexable = <T extends { seo?: DocumentSeo | null }>(items: T[]): T[] => items.filter((item) => !item.seo?.noIndex)
