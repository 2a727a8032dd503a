/**
 * Lists that may arrive from imports as real arrays or as JSON-encoded strings ('["a","b"]').
 * A bad, empty or non-list string becomes an empty list.
 */
export function parseList(value: unknown): unknown[] {
  if (Array.isArray(value)) return value
  if (typeof value !== 'string' || value.trim() === '') return []
  try {
    const parsed: unknown = JSON.parse(value)
    return Array.isArray(parsed) ? parsed : []
  } catch {
    return []
  }
}

export type Metric = { label: string; value: string; description: string }

/** Metrics rows: objects with label and value (a plain string is tolerated as the value). */
export function parseMetrics(value: unknown): Metric[] {
  return parseList(value).flatMap((row): Metric[] => {
    if (typeof row === 'string') return row.trim() ? [{ label: '', value: row.trim(), description: '' }] : []
    if (!row || typeof row !== 'object') return []
    const r = row as Record<string, unknown>
    const label = typeof r.label === 'string' ? r.label.trim() : ''
    const metricValue = typeof r.value === 'string' || typeof r.value === 'number' ? String(r.value).trim() : ''
    const description = typeof r.description === 'string' ? r.description.trim() : ''
    return label && metricValue ? [{ label, value: metricValue, description }] : []
  })
}

/** A list of non-empty strings (tags, image addresses). */
export function parseStrings(value: unknown): string[] {
  return parseList(value).flatMap((item) => (typeof item === 'string' && item.trim() ? [item.trim()] : []))
}
