import type { Media, StoreTemplate } from '@/payload-types'

import { toReais } from './pricing'

export type ImageView = { url: string; width: number; height: number; alt: string; srcSet?: string }

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
  cover: ImageView | null
  card: ImageView | null
  gallery: ImageView[]
  demoUrl: string
  features: string[]
  includes: string[]
  content: StoreTemplate['content'] | null
  updatedAt: string
}

const list = (items: { value: string }[] | null | undefined) => (items ?? []).map((i) => i.value).filter(Boolean)

function image(value: number | Media | null | undefined, size?: 'card' | 'cover'): ImageView | null {
  if (!value || typeof value !== 'object' || !value.url) return null
  const sized = size ? value.sizes?.[size] : undefined
  if (sized?.url && sized.width && sized.height) return { url: sized.url, width: sized.width, height: sized.height, alt: value.alt }
  return { url: value.url, width: value.width ?? 1200, height: value.height ?? 630, alt: value.alt }
}

/** The cover with a 640 w / 1200 w source set, so phones load the small file. */
function responsive(value: number | Media | null | undefined): ImageView | null {
  const cover = image(value, 'cover')
  const card = image(value, 'card')
  if (!cover || !card || card.url === cover.url) return cover
  return { ...cover, srcSet: `${card.url} ${card.width}w, ${cover.url} ${cover.width}w` }
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
    cover: responsive(doc.cover),
    card: image(doc.cover, 'card'),
    gallery: (doc.gallery ?? []).map((g) => responsive(g)).filter((g): g is ImageView => g !== null),
    demoUrl: doc.demoUrl,
    features: list(doc.features),
    includes: list(doc.includes),
    content: doc.content ?? null,
    updatedAt: doc.updatedAt,
  }
}

/** The public JSON shape (spec §3): prices in reais, images.cover / images.gallery as URLs. */
export function toApiTemplate(t: TemplateView) {
  return {
    slug: t.slug,
    title: t.title,
    description: t.description,
    category: t.category,
    difficulty: t.difficulty,
    tags: t.tags,
    price: toReais(t.price),
    originalPrice: t.originalPrice === null ? null : toReais(t.originalPrice),
    pages: t.pages,
    images: { cover: t.cover?.url ?? null, gallery: t.gallery.map((g) => g.url) },
    demoUrl: t.demoUrl,
    features: t.features,
    includes: t.includes,
  }
}
