import type { DocumentSeo } from '@/lib/seo'

import type { ImageData } from '@/kit/image'
import type { LexicalDocument } from '@/kit/lexical'

/** What a post card needs (lists, related posts, the blog API for the list island). */
export type PostSummary = {
  id: number
  slug: string
  title: string
  excerpt: string
  category: string
  author: string
  date: string
  readingTime: number
  image: ImageData | null
}

export type Post = PostSummary & { content: LexicalDocument; text: string; updatedAt: string; seo: DocumentSeo }

/** The public JSON API's post (the old site's shape, plus `image` for richer clients). */
export type ApiPost = {
  id: number
  slug: string
  title: string
  excerpt: string
  content: string
  coverImage: string
  author: string
  date: string
  category: string
  readingTime: number
  image: ImageData | null
}
