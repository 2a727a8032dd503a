import 'server-only'

import { json } from '@/kit/json-response'

import { getApiPosts, searchApiPosts } from './queries'
import { parseSearchQuery } from './search'

export async function listPosts(): Promise<Response> {
  return json(await getApiPosts())
}

export async function postBySlug(slug: string | null): Promise<Response> {
  if (!slug) return json({ error: 'Informe o slug do post.' }, 400)
  const post = (await getApiPosts()).find((p) => p.slug === slug)
  return post ? json(post) : json({ error: 'Post não encontrado.' }, 404)
}

/** GET …/search?page&pageSize&q&category → { items, total }. pageSize is capped at 50; bad numbers give 400. */
export async function searchPostsResponse(params: URLSearchParams): Promise<Response> {
  const parsed = parseSearchQuery(params)
  if ('error' in parsed) return json({ error: parsed.error }, 400)
  return json(await searchApiPosts(parsed.query))
}
