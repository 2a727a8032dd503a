/** The shareable address of a blog list state: /blog?q=&categoria=&pagina= (empty values left out). */
export function blogListUrl({ q, category, page }: { q?: string; category?: string; page?: number }): string {
  const params = new URLSearchParams()
  if (q?.trim()) params.set('q', q.trim())
  if (category) params.set('categoria', category)
  if (page && page > 1) params.set('pagina', String(page))
  const query = params.toString()
  return query ? `/blog?${query}` : '/blog'
}
