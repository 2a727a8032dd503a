import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html'

import { env } from '@/lib/env'
import { absoluteUrl } from '@/lib/seo'

import { toReais } from './pricing'
import type { TemplateView } from './template-view'

/** The public JSON shape (spec §3): prices in reais, images.cover / images.gallery as absolute URLs, content as HTML. */
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
    images: { cover: t.cover ? absoluteUrl(t.cover.url) : null, gallery: t.gallery.map((g) => absoluteUrl(g.url)) },
    demoUrl: t.demoUrl.startsWith('/') ? `${env.SITE_URL}${t.demoUrl}` : t.demoUrl,
    features: t.features,
    includes: t.includes,
    // Optional in the spec: HTML from the rich-text field (links limited to safe schemes by the converter).
    content: t.content ? convertLexicalToHTML({ data: t.content as never, disableContainer: true }) || null : null,
  }
}
