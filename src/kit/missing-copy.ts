import { group } from './page-copy'

type Raw = Record<string, unknown>

const rows = (value: unknown): unknown[] => (Array.isArray(value) ? value : [])

/**
 * What of a page's copy a global saved before those fields existed still lacks (the migration leaves
 * their texts empty): each empty text or list gets today's; whatever staff wrote stays. Empty when nothing
 * is missing, so a seed item that fills copy in changes nothing on a database that already has it.
 */
export function missingCopy(doc: Raw, copy: Raw): Raw {
  const missing: Raw = {}
  for (const [key, value] of Object.entries(copy)) {
    const current = doc[key]
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const sub = missingCopy(group(current), value as Raw)
      if (Object.keys(sub).length) missing[key] = { ...group(current), ...sub }
    } else if (Array.isArray(value) ? rows(current).length === 0 && value.length > 0 : value !== '' && (current === undefined || current === null || current === '')) {
      missing[key] = value
    }
  }
  return missing
}
