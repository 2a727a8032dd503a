import 'server-only'

import { getApiPosts, searchApiPosts } from './queries'
import { BLOG_PAGE_SIZE, MAX_PAGE_SIZE, parsePositiveInt } from './search'

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

/** GET …/search?page&pageSize&q&category → { items, total }. pageSize is capped at 50. */
export async function searchPostsResponse(params: URLSearchParams): Promise<Response> {
  const page = parsePositiveInt(params.get('page'))
  const pageSize = parsePositiveInt(params.get('pageSize'))
  if (page === null) return json({ error: 'Parâmetro page inválido: use um número inteiro a partir de 1.' }, 400)
  if (pageSize === null) return json({ error: 'Parâmetro pageSize inválido: use um número inteiro a partir de 1.' }, 400)
  const q = (params.get('q') ?? '').slice(0, 200)
  const category = (params.get('category') ?? params.get('categoria') ?? '').slice(0, 100)
  const result = await searchApiPosts({
    q,
    category: category && category.toLowerCase() !== 'todas' && category !== 'all' ? category : undefined,
    page: page ?? 1,
    pageSize: Math.min(pageSize ?? BLOG_PAGE_SIZE, MAX_PAGE_SIZE),
  })
  return json(result)
}
