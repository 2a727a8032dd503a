import { normalizeCategory } from './categories'
import { foldText } from '@/kit/text'

export type Searchable = { title: string; excerpt: string; text: string; category: string }

export const BLOG_PAGE_SIZE = 6
export const MAX_PAGE_SIZE = 50

/** True when every word of the query appears in the title, excerpt or content (case- and accent-insensitive). */
export function matchesQuery(post: Searchable, query: string): boolean {
  const words = foldText(query).split(/\s+/).filter(Boolean)
  if (words.length === 0) return true
  const haystack = foldText(`${post.title} ${post.excerpt} ${post.text}`)
  return words.every((word) => haystack.includes(word))
}

export function matchesCategory(post: Searchable, category: string | undefined): boolean {
  if (!category) return true
  return foldText(normalizeCategory(post.category)) === foldText(normalizeCategory(category))
}

export type SearchInput = { q?: string; category?: string; page: number; pageSize: number }

/** Filters posts (already newest first) and returns one page with the total of matches. */
export function searchPosts<T extends Searchable>(posts: T[], input: SearchInput): { items: T[]; total: number } {
  const matches = posts.filter((post) => matchesCategory(post, input.category) && matchesQuery(post, input.q ?? ''))
  const start = (input.page - 1) * input.pageSize
  return { items: matches.slice(start, start + input.pageSize), total: matches.length }
}

/** Reads a positive integer query parameter; `undefined` when absent, `null` when it is not a valid number. */
export function parsePositiveInt(value: string | null | undefined): number | undefined | null {
  if (value === null || value === undefined || value.trim() === '') return undefined
  if (!/^\d+$/.test(value.trim())) return null
  const n = Number(value)
  return n >= 1 && Number.isSafeInteger(n) ? n : null
}

/** What the search API was asked: one page of a search, with pageSize at most MAX_PAGE_SIZE. */
export type SearchQuery = { q: string; category?: string; page: number; pageSize: number }

/**
 * Reads `page`, `pageSize`, `q` and `category` (or `categoria`) of the search API. Bad numbers are an error
 * for the client; a pageSize above the cap is lowered to MAX_PAGE_SIZE; 'Todas'/'all' mean every category.
 */
export function parseSearchQuery(params: URLSearchParams): { query: SearchQuery } | { error: string } {
  const page = parsePositiveInt(params.get('page'))
  const pageSize = parsePositiveInt(params.get('pageSize'))
  if (page === null) return { error: 'Parâmetro page inválido: use um número inteiro a partir de 1.' }
  if (pageSize === null) return { error: 'Parâmetro pageSize inválido: use um número inteiro a partir de 1.' }
  const category = (params.get('category') ?? params.get('categoria') ?? '').slice(0, 100)
  return {
    query: {
      q: (params.get('q') ?? '').slice(0, 200),
      category: category && category.toLowerCase() !== 'todas' && category !== 'all' ? category : undefined,
      page: page ?? 1,
      pageSize: Math.min(pageSize ?? BLOG_PAGE_SIZE, MAX_PAGE_SIZE),
    },
  }
}
