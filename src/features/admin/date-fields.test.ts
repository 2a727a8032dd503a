import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { collections, globals } from '@/collections'
import { siteRedirectsPlugin } from '@/features/seo/redirects-plugin'

/** Every field, with its path, inside groups, rows, collapsibles, tabs, arrays and blocks. */
function allFields(fields: Field[], path = ''): { path: string; field: Field }[] {
  return fields.flatMap((field) => {
    const here = 'name' in field && field.name ? `${path}${field.name}` : path
    const inner =
      field.type === 'tabs'
        ? field.tabs.flatMap((tab) => allFields(tab.fields, 'name' in tab && tab.name ? `${here}${tab.name}.` : here))
        : field.type === 'blocks'
          ? field.blocks.flatMap((block) => allFields(block.fields, `${here}.${block.slug}.`))
          : 'fields' in field && Array.isArray(field.fields)
            ? allFields(field.fields, here === path ? path : `${here}.`)
            : []
    return [{ path: here, field }, ...inner]
  })
}

describe('admin forms', () => {
  /*
   * Payload shows and parses a date as 'Nov 24, 2026 6:00 PM' unless told otherwise, and a date typed the
   * Brazilian way ('25/11/2026 18:00') is not understood: the field stays as it was. Staff type dates in
   * promotions, coupons, posts, cases and leads.
   */
  it('every date staff can type is shown and typed as in Brazil (dd/MM/yyyy)', () => {
    const dates = [...collections, ...globals].flatMap((config) =>
      allFields(config.fields)
        .filter(({ field }) => field.type === 'date' && !field.admin?.readOnly && !field.admin?.hidden)
        .map(({ path, field }) => ({ where: `${config.slug}.${path}`, format: field.type === 'date' ? field.admin?.date?.displayFormat : undefined })),
    )
    expect(dates.map((d) => d.where)).toEqual(expect.arrayContaining(['coupons.validFrom', 'coupons.validUntil', 'promotions-page.promotions.startsAt']))
    expect(dates.filter((d) => !d.format?.startsWith('dd/MM/yyyy'))).toEqual([])
  })

  it("the redirects list names its columns in Portuguese (the plugin's 'to' group has no label of its own)", async () => {
    const config = await siteRedirectsPlugin()({ collections: [] } as never)
    const redirects = config.collections?.find((c) => c.slug === 'redirects')
    const to = redirects?.fields.find((f) => 'name' in f && f.name === 'to')
    expect(to && 'label' in to ? to.label : undefined).toBe('Para')
  })
})
