import type { ArrayField } from 'payload'

/**
 * A list of short texts staff add, remove and reorder (what a plan includes, the commitments of a page):
 * an array of rows with one required 'text' each, so every row has its own id and the list keeps its order.
 */
export const textListField = (name: string, label: string, itemLabel = 'Item'): ArrayField => ({
  name,
  type: 'array',
  label,
  labels: { singular: itemLabel, plural: label },
  fields: [{ name: 'text', type: 'text', label: 'Texto', required: true }],
})
