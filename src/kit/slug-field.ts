import type { CollectionSlug, FieldHook, TextField } from 'payload'

import { slugify } from './text'

/**
 * A unique slug, generated from the title when left empty (accent-free kebab-case). A generated slug
 * that is already taken gets a number ('-2', '-3'...).
 */
export function slugField(collection: CollectionSlug): TextField {
  const fill: FieldHook = async ({ value, data, originalDoc, req }) => {
    const typed = typeof value === 'string' ? slugify(value) : ''
    if (typed) return typed
    const base = slugify(String(data?.title ?? originalDoc?.title ?? '')) || 'item'
    for (let n = 1; n < 50; n += 1) {
      const candidate = n === 1 ? base : `${base}-${n}`
      const taken = await req.payload.find({
        collection,
        where: { slug: { equals: candidate }, ...(originalDoc?.id ? { id: { not_equals: originalDoc.id } } : {}) },
        limit: 1,
        depth: 0,
        overrideAccess: true,
        req,
      })
      if (taken.totalDocs === 0) return candidate
    }
    return `${base}-${Date.now()}`
  }
  return {
    name: 'slug',
    type: 'text',
    label: 'Slug (endereço)',
    unique: true,
    index: true,
    admin: { position: 'sidebar', description: 'Deixe vazio para gerar a partir do título.' },
    hooks: { beforeValidate: [fill] },
  }
}
