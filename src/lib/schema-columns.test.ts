import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { collections, globals } from '@/collections'

/** Payload's SQL adapters name a column after its field in snake_case ('photoId' → 'photo_id'). */
const snake = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase()

/**
 * The SQL columns of one table: each named field's column, with `_id` for a single relationship or upload;
 * unnamed layout fields (row, collapsible, unnamed tabs) add their children to the same table, a group or
 * named tab prefixes them. Arrays, blocks and many-valued relations live in tables of their own.
 */
function columns(fields: Field[], prefix = ''): string[] {
  return fields.flatMap((field): string[] => {
    if (field.type === 'row' || field.type === 'collapsible') return columns(field.fields, prefix)
    if (field.type === 'tabs')
      return field.tabs.flatMap((tab) => ('name' in tab && tab.name ? columns(tab.fields, `${prefix}${snake(tab.name)}_`) : columns(tab.fields, prefix)))
    if (!('name' in field) || field.type === 'ui' || field.type === 'join') return []
    if (field.type === 'group') return columns(field.fields, `${prefix}${snake(field.name)}_`)
    if (field.type === 'array' || field.type === 'blocks') return []
    if (field.type === 'relationship' || field.type === 'upload') {
      const single = !field.hasMany && !Array.isArray(field.relationTo)
      return single ? [`${prefix}${snake(field.name)}_id`] : []
    }
    return [`${prefix}${snake(field.name)}`]
  })
}

const duplicates = (names: string[]) => names.filter((name, i) => names.indexOf(name) !== i)

describe('database columns', () => {
  // Two fields on one column (an upload `photo` beside a text `photoId`) silently share it and corrupt both.
  it.each([...collections, ...globals].map((c) => [c.slug, c.fields] as const))('%s: every field has a column of its own', (_slug, fields) => {
    expect(duplicates(columns(fields))).toEqual([])
  })

  it('notices two fields on one column', () => {
    const clash: Field[] = [
      { name: 'photo', type: 'upload', relationTo: 'media' },
      { type: 'row', fields: [{ name: 'photoId', type: 'text' }] },
    ]
    expect(duplicates(columns(clash))).toEqual(['photo_id'])
  })
})
