import 'server-only'

import { getApiPosts, searchApiPosts } from './queries'
import { parseSearchQuery } from './search'

/** Public content may be cached briefly by browsers and proxies; edits show within a minute at worst. */
export const PUBLIC_CACHE = 'public, max-age=60, stale-while-revalidate=300'

export const json = (data: unknown, status = 200) =>
  Response.json(data, { status, headers: { 'Cache-Control': status === 200 ? PUBLIC_CACHE : 'no-store' } })

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
