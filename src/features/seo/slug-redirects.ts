import type { CollectionAfterChangeHook, Payload, PayloadRequest } from 'payload'

import { revalidateTags } from '@/features/shared-state/revalidate'

import { isSeoCollection, SEO_DEFAULTS, type SeoCollection } from './document-defaults'
import { REDIRECTS_TAG } from './tags'

/** The slug the document had in its previous published version (the one visitors saw until now). */
async function previousPublishedSlug(payload: Payload, collection: SeoCollection, id: number | string, req: PayloadRequest) {
  const { docs } = await payload.findVersions({
    collection,
    where: { and: [{ parent: { equals: id } }, { 'version._status': { equals: 'published' } }] },
    sort: '-updatedAt',
    limit: 2,
    depth: 0,
    overrideAccess: true,
    req,
  })
  // docs[0] is the version this save just wrote.
  const previous = docs[1]?.version as { slug?: string | null } | undefined
  return previous?.slug ?? null
}

/**
 * After a published post, case or template is saved with another slug: its old address gets a
 * permanent redirect to the document (which always follows its current slug, so renaming twice leaves
 * no chain), and a redirect from its new address, if any (the slug set back), is removed so the page
 * is served again.
 */
export const slugRedirectHook: CollectionAfterChangeHook = async ({ doc, collection, operation, req }) => {
  const slug = collection.slug
  if (operation !== 'update' || !isSeoCollection(slug) || doc?._status !== 'published' || !doc.slug) return doc
  if (req.context?.skipSlugRedirects) return doc
  const payload = req.payload
  const oldSlug = await previousPublishedSlug(payload, slug, doc.id, req)
  if (!oldSlug || oldSlug === doc.slug) return doc
  const path = SEO_DEFAULTS[slug].path
  const oldPath = path(oldSlug)
  const newPath = path(doc.slug)
  const context = { skipSlugRedirects: true }
  await payload.delete({ collection: 'redirects', where: { from: { equals: newPath } }, overrideAccess: true, req, context })
  const to = { type: 'reference' as const, reference: { relationTo: slug, value: doc.id } }
  const existing = await payload.find({ collection: 'redirects', where: { from: { equals: oldPath } }, limit: 1, depth: 0, overrideAccess: true, req })
  if (existing.docs[0]) {
    await payload.update({ collection: 'redirects', id: existing.docs[0].id, data: { to, type: '301' }, overrideAccess: true, req, context })
  } else {
    await payload.create({ collection: 'redirects', data: { from: oldPath, to, type: '301' }, overrideAccess: true, req, context })
  }
  await revalidateTags(req, [REDIRECTS_TAG])
  return doc
}
