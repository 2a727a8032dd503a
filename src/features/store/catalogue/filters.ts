/** What the list filters on. */
export type FilterableTemplate = { title: string; description: string; category: string; tags: string[] }

export const ALL_CATEGORIES = 'Todos'

/** Lower case without accents, so 'Clínica' matches 'clinica'. */
export const fold = (value: string): string =>
  value.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase().trim()

/** 'Todos' followed by the distinct categories, in first-seen order (case-insensitively distinct). */
export function categoriesOf(templates: { category: string }[]): string[] {
  const seen = new Map<string, string>()
  for (const t of templates) if (!seen.has(fold(t.category))) seen.set(fold(t.category), t.category)
  return [ALL_CATEGORIES, ...seen.values()]
}

/** Category AND search (title, description or tags), both case- and accent-insensitive. */
export function filterTemplates<T extends FilterableTemplate>(templates: T[], search: string, category: string): T[] {
  const query = fold(search)
  const wanted = fold(category || ALL_CATEGORIES)
  return templates.filter((t) => {
    if (wanted !== fold(ALL_CATEGORIES) && fold(t.category) !== wanted) return false
    if (!query) return true
    return [t.title, t.description, ...t.tags].some((field) => fold(field).includes(query))
  })
}
