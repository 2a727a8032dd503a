import { type ImageData, toImage } from '@/kit/image'
import { type DocumentSeo, readDocumentSeo } from '@/lib/seo'
import type { StoreTemplate } from '@/payload-types'


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
  card: ImageData | null
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
    // The cover and the gallery as every page's images: 640 w and 1200 w sources, in WebP and AVIF; the
    // catalogue's card, a third of the width at most on desktops, its 640 w size alone.
    cover: toImage(doc.cover),
    card: toImage(doc.cover, '', { largest: 'card' }),
    gallery: (doc.gallery ?? []).map((g) => toImage(g)).filter((g): g is ImageData => g !== null),
    demoUrl: demoHref(doc.demoUrl, doc.slug),
    features: list(doc.features),
    includes: list(doc.includes),
    content: doc.content ?? null,
    updatedAt: doc.updatedAt,
    seo: readDocumentSeo(doc.meta, doc.title),
  }
}
