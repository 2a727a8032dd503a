import { readDocumentSeo } from '@/lib/seo'
import type { Post as PostDoc } from '@/payload-types'

import { normalizeCategory } from './categories'
import { toImage } from '@/kit/image'
import { lexicalToText, type LexicalDocument } from '@/kit/lexical'
import { readingTime } from './reading-time'
import type { Post, PostSummary } from './types'

/** A post document (depth 1) as the site's plain object. */
export function mapPost(doc: PostDoc, brandName: string): Post {
  const text = lexicalToText(doc.content)
  return {
    id: doc.id,
    slug: doc.slug ?? String(doc.id),
    title: doc.title,
    excerpt: doc.excerpt,
    category: normalizeCategory(doc.category),
    author: doc.author?.trim() || `Equipe ${brandName}`,
    date: doc.date,
    readingTime: doc.readingTime && doc.readingTime > 0 ? doc.readingTime : readingTime(text),
    image: toImage(doc.coverImage, doc.title),
    content: doc.content as unknown as LexicalDocument,
    text,
    updatedAt: doc.updatedAt,
    seo: readDocumentSeo(doc.meta, doc.title),
  }
}

export function toSummary(post: Post): PostSummary {
  const { id, slug, title, excerpt, category, author, date, readingTime: minutes, image } = post
  return { id, slug, title, excerpt, category, author, date, readingTime: minutes, image }
}
