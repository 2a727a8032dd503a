import { foldText } from '@/kit/text'

/** Categories that always come first, in this order. */
export const LEADING_CATEGORIES = ['SEO', 'Wix Studio', 'Marketing'] as const

const aliases: Record<string, string> = {
  seo: 'SEO',
  wix: 'Wix Studio',
  'editor x': 'Wix Studio',
  'wix studio': 'Wix Studio',
  marketing: 'Marketing',
  'marketing digital': 'Marketing',
  'mkt digital': 'Marketing',
}

/** The canonical name of a category: known aliases are merged (case- and accent-insensitive). */
export function normalizeCategory(value: string | null | undefined): string {
  const trimmed = (value ?? '').trim().replace(/\s+/g, ' ')
  if (!trimmed) return ''
  return aliases[foldText(trimmed)] ?? trimmed
}

export type CategoryCount = { name: string; count: number }

/** Categories with their post counts: SEO, Wix Studio, Marketing first, then by count (descending), then by name. */
export function orderCategories(categories: string[]): CategoryCount[] {
  const counts = new Map<string, number>()
  for (const raw of categories) {
    const name = normalizeCategory(raw)
    if (name) counts.set(name, (counts.get(name) ?? 0) + 1)
  }
  const leading = LEADING_CATEGORIES as readonly string[]
  return [...counts.entries()]
    .map(([name, count]) => ({ name, count }))
    .sort((a, b) => {
      const ia = leading.indexOf(a.name)
      const ib = leading.indexOf(b.name)
      if (ia !== -1 || ib !== -1) return (ia === -1 ? 99 : ia) - (ib === -1 ? 99 : ib)
      return b.count - a.count || a.name.localeCompare(b.name, 'pt-BR')
    })
}
