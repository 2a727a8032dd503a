import 'server-only'

import { unstable_cache } from 'next/cache'

import { MEDIA_TAG } from '@/features/media/tags'
import { getSiteSettings } from '@/features/site/queries'
import { SITE_SETTINGS_TAG } from '@/features/site/settings-tag'
import { getPayloadClient } from '@/lib/payload'

import { type CategoryCount, normalizeCategory, orderCategories } from './categories'
import { mapPost, toSummary } from './map-post'
import { lexicalToHtml } from './rich-text-html'
import { BLOG_PAGE_SIZE, searchPosts } from './search'
import { type BlogPageContent, toBlogPageContent } from './blog-page'
import { BLOG_PAGE_TAG, POSTS_TAG } from './tags'

import type { ApiPost, Post, PostSummary } from './types'

const tags = [POSTS_TAG, SITE_SETTINGS_TAG, MEDIA_TAG]

/** Every post, newest first. */
export const getAllPosts = unstable_cache(
  async (): Promise<Post[]> => {
    const payload = await getPayloadClient()
    const { brandName } = await getSiteSettings()
    const result = await payload.find({
      collection: 'posts',
      where: { _status: { equals: 'published' } },
      sort: '-date',
      limit: 0,
      depth: 1,
      pagination: false,
    })
    return result.docs.map((doc) => mapPost(doc, brandName))
  },
  ['posts:all'],
  { tags },
)

export async function getPostBySlug(slug: string): Promise<Post | null> {
  return (await getAllPosts()).find((post) => post.slug === slug) ?? null
}

export async function getLatestPosts(limit: number): Promise<PostSummary[]> {
  return (await getAllPosts()).slice(0, limit).map(toSummary)
}

/** Up to `limit` other posts of the same category, newest first. */
export async function getRelatedPosts(post: Post, limit = 3): Promise<PostSummary[]> {
  return (await getAllPosts())
    .filter((other) => other.id !== post.id && other.category === post.category)
    .slice(0, limit)
    .map(toSummary)
}

export async function getCategories(): Promise<{ total: number; categories: CategoryCount[] }> {
  const posts = await getAllPosts()
  return { total: posts.length, categories: orderCategories(posts.map((p) => p.category)) }
}

export type BlogQuery = { q?: string; category?: string; page: number; pageSize?: number }

/** One page of the blog list (search and category applied). */
export async function searchBlog(query: BlogQuery): Promise<{ items: PostSummary[]; total: number }> {
  const posts = await getAllPosts()
  const category = query.category ? normalizeCategory(query.category) : undefined
  const { items, total } = searchPosts(posts, { ...query, category, pageSize: query.pageSize ?? BLOG_PAGE_SIZE })
  return { items: items.map(toSummary), total }
}

export function toApiPost(post: Post): ApiPost {
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    content: lexicalToHtml(post.content),
    coverImage: post.image?.url ?? '',
    author: post.author,
    date: post.date,
    category: post.category,
    readingTime: post.readingTime,
    image: post.image,
  }
}

/** Every post in the API's shape (content as HTML), newest first. */
export const getApiPosts = unstable_cache(async (): Promise<ApiPost[]> => (await getAllPosts()).map(toApiPost), ['posts:api'], {
  tags,
})

/** The search API: one page of posts in the API's shape. */
export async function searchApiPosts(query: BlogQuery): Promise<{ items: ApiPost[]; total: number }> {
  const [{ items, total }, apiPosts] = await Promise.all([searchBlog(query), getApiPosts()])
  const byId = new Map(apiPosts.map((post) => [post.id, post]))
  return { items: items.flatMap((item) => byId.get(item.id) ?? []), total }
}

/**
 * The latest draft of a post, for the staff preview only (never cached; the caller has checked the
 * staff session with isStaffPreview). Fields a draft may still lack get harmless placeholders.
 */
export async function getPostPreview(slug: string): Promise<Post | null> {
  const payload = await getPayloadClient()
  const { brandName } = await getSiteSettings()
  const { docs } = await payload.find({ collection: 'posts', where: { slug: { equals: slug } }, draft: true, depth: 1, limit: 1, overrideAccess: true })
  const doc = docs[0]
  if (!doc) return null
  return mapPost(
    {
      ...doc,
      title: doc.title ?? 'Rascunho sem título',
      excerpt: doc.excerpt ?? '',
      category: doc.category ?? '',
      date: doc.date ?? doc.updatedAt,
      content: doc.content ?? { root: { type: 'root', children: [], direction: null, format: '', indent: 0, version: 1 } },
    },
    brandName,
  )
}

/** The fixed texts of /blog and the post pages ('Página do blog'; today's until saved). */
export const getBlogPage = unstable_cache(
  async (): Promise<BlogPageContent> => {
    const payload = await getPayloadClient()
    return toBlogPageContent((await payload.findGlobal({ slug: 'blog-page', depth: 0 })) as unknown as Record<string, unknown>)
  },
  ['page:blog'],
  { tags: [BLOG_PAGE_TAG] },
)
