import type { Field } from 'payload'

/**
 * Building blocks of the page globals' "Títulos das seções": the section eyebrows, titles, leads and
 * button labels staff edit, and how the pages read them back (today's text wherever a field is empty).
 */

type Raw = Record<string, unknown>

type CopyFieldOptions = { required?: boolean; maxLength?: number; textarea?: boolean; width?: string }

/** One text of a page, with where it shows in its description. */
export const copyField = (name: string, label: string, description: string, { required = true, maxLength = 80, textarea = false, width }: CopyFieldOptions = {}): Field =>
  ({
    name,
    type: textarea ? 'textarea' : 'text',
    label,
    required,
    maxLength,
    admin: { description, ...(width ? { width } : {}) },
  }) as Field

/** A named group of texts: one section of a page, under its own heading in the form. */
export const copyGroup = (name: string, label: string, fields: Field[], description?: string): Field => ({
  name,
  type: 'group',
  label,
  admin: { ...(description ? { description } : {}) },
  fields,
})

export const group = (value: unknown): Raw => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Raw) : {})

/** A required text, trimmed: empty or missing reads as today's. */
export const text = (value: unknown, fallback: string) => (typeof value === 'string' && value.trim() ? value.trim() : fallback)

/**
 * Each text of a section's group read against today's: required texts fall back when empty; the `optional`
 * ones (a lead) may be emptied on purpose once the section was saved (its title set), and read as today's
 * only while it never was.
 */
export function readCopy<T extends Record<string, string>>(value: unknown, defaults: T, optional: (keyof T)[] = []): T {
  const g = group(value)
  const saved = Object.entries(g).some(([key, v]) => !optional.includes(key) && typeof v === 'string' && v.trim() !== '')
  const out = {} as Record<string, string>
  for (const [key, fallback] of Object.entries(defaults)) {
    const v = g[key]
    out[key] = optional.includes(key) ? (saved ? (typeof v === 'string' ? v : '') : typeof v === 'string' && v.trim() ? v : fallback) : text(v, fallback)
  }
  return out as T
}

export type HeroCopy = { eyebrow: string; title: string; lead: string }

/** The dark band that opens an inner page (PageHero): sobretítulo, the page's h1 and an optional lead. */
export const heroCopyGroup = (page: string, leadNote = ''): Field =>
  copyGroup('hero', 'Topo', [
    {
      type: 'row',
      fields: [
        copyField('eyebrow', 'Sobretítulo', `Linha curta acima do título de ${page}.`, { maxLength: 40, width: '40%' }),
        copyField('title', 'Título', `Título principal (h1) de ${page}.`, { maxLength: 60, width: '60%' }),
      ],
    },
    copyField('lead', 'Texto abaixo do título', `Opcional: vazio, o topo fica só com o título.${leadNote ? ` ${leadNote}` : ''}`, { required: false, maxLength: 220, textarea: true }),
  ])

export const readHero = (value: unknown, defaults: HeroCopy): HeroCopy => readCopy(value, defaults, ['lead'])
