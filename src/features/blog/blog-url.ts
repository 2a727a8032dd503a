import { normalizeCategory } from './categories'
import { parsePositiveInt } from './search'

/** What a blog list address asks for: search text, category (normalised) and how many pages are shown. */
export type BlogListQuery = { q: string; category: string; page: number }

/** The deepest page an address may ask for (6 posts a page). */
export const MAX_LIST_PAGE = 50

/** The shareable address of a blog list state: /blog?q=&categoria=&pagina= (empty values left out). */
export function blogListUrl({ q, category, page }: { q?: string; category?: string; page?: number }): string {
  const params = new URLSearchParams()
  if (q?.trim()) params.set('q', q.trim())
  if (category) params.set('categoria', category)
  if (page && page > 1) params.set('pagina', String(page))
  const query = params.toString()
  return query ? `/blog?${query}` : '/blog'
}

/**
 * Reads a blog list address (`?q=&categoria=&pagina=`) the same way on the server, which renders it,
 * and in the browser, which follows it on Back and Forward. Bad page numbers mean page 1.
 */
export function readBlogQuery(params: { get(name: string): string | null }): BlogListQuery {
  const q = (params.get('q') ?? '').trim().slice(0, 200)
  const category = normalizeCategory((params.get('categoria') ?? '').slice(0, 100))
  const page = Math.min(parsePositiveInt(params.get('pagina')) ?? 1, MAX_LIST_PAGE)
  return { q, category, page }
}

export const sameBlogQuery = (a: BlogListQuery, b: BlogListQuery) => a.q === b.q && a.category === b.category && a.page === b.page
