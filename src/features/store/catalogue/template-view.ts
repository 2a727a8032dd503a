import { type ImageData, localPath, toImage } from '@/kit/image'
import { type DocumentSeo, readDocumentSeo } from '@/lib/seo'
import type { Media, StoreTemplate } from '@/payload-types'


/** The catalogue card's image: its 640 w size alone. */
export type ImageView = { url: string; width: number; height: number; alt: string }

/** A template as pages see it (prices in centavos; never the deliverable). */
export type TemplateView = {
  id: number
  slug: string
  title: string
  description: string
  category: string
  difficulty: string
  tags: string[]
  price: number
  originalPrice: number | null
  pages: number
  cover: ImageData | null
  card: ImageView | null
  gallery: ImageData[]
  demoUrl: string
  features: string[]
  includes: string[]
  content: StoreTemplate['content'] | null
  updatedAt: string
  /** What staff set for search engines (SEO group); the page's defaults where empty. */
  seo: DocumentSeo
}

/** The app's own live preview of a template (a page of this site). */
export const demoPath = (slug: string) => `/templates/${slug}/demo`

/** Addresses that were never real demos: the first seed's host and the reserved example domains. */
const PLACEHOLDER_DEMO = /^https?:\/\/([^/]+\.)?(demo\.verticedigital\.com\.br|exemplo\.com(\.br)?|example\.(com|org|net))(\/|$)/i

/**
 * Where 'Ver demonstração ao vivo' leads: the address an editor stored when it is a real one (https://…
 * or a path of this site), otherwise the app's own preview page of the template.
 */
export function demoHref(stored: string | null | undefined, slug: string): string {
  const value = (stored ?? '').trim()
  if (value.startsWith('/') && !value.startsWith('//')) return value
  if (/^https?:\/\/[^/\s]+/i.test(value) && !PLACEHOLDER_DEMO.test(value)) return value
  return demoPath(slug)
}

const list = (items: { value: string }[] | null | undefined) => (items ?? []).map((i) => i.value).filter(Boolean)

/**
 * The card size of an upload, addressed by its path as `toImage` addresses every image: Payload answers URLs
 * on its serverURL (SITE_URL), and a page reached under another host (a second server, www. or not) would
 * load them from elsewhere, which the Content-Security-Policy (img-src 'self') blocks.
 */
function cardImage(value: number | Media | null | undefined): ImageView | null {
  if (!value || typeof value !== 'object' || !value.url) return null
  const card = value.sizes?.card
  if (card?.url && card.width && card.height) return { url: localPath(card.url), width: card.width, height: card.height, alt: value.alt }
  return { url: localPath(value.url), width: value.width ?? 1200, height: value.height ?? 630, alt: value.alt }
}

export function toTemplateView(doc: StoreTemplate): TemplateView {
  return {
    id: doc.id,
    slug: doc.slug,
    title: doc.title,
    description: doc.description,
    category: doc.category,
    difficulty: doc.difficulty,
    tags: list(doc.tags),
    price: doc.price,
    originalPrice: doc.originalPrice ?? null,
    pages: doc.pages,
    // The cover and the gallery as every page's images: 640 w and 1200 w sources, in WebP and AVIF.
    cover: toImage(doc.cover),
    card: cardImage(doc.cover),
    gallery: (doc.gallery ?? []).map((g) => toImage(g)).filter((g): g is ImageData => g !== null),
    demoUrl: demoHref(doc.demoUrl, doc.slug),
    features: list(doc.features),
    includes: list(doc.includes),
    content: doc.content ?? null,
    updatedAt: doc.updatedAt,
    seo: readDocumentSeo(doc.meta, doc.title),
  }
}
