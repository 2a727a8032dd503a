import type { Payload, PayloadRequest } from 'payload'

import { isSeoCollection, SEO_DEFAULTS } from './document-defaults'
import type { RedirectEdge } from './redirect-rules'

type Reference = { relationTo?: string; value?: unknown } | null | undefined
export type RedirectTarget = { type?: 'reference' | 'custom' | null; reference?: Reference; url?: string | null } | null | undefined

const idOf = (value: unknown): number | string | null => {
  if (typeof value === 'number' || typeof value === 'string') return value
  if (value && typeof value === 'object' && 'id' in value) return (value as { id: number | string }).id
  return null
}

/**
 * The address a redirect leads to: a document's current public path (so a document renamed again never
 * leaves a chain behind), or the typed address. Null when the document no longer exists.
 */
export async function targetOf(payload: Payload, to: RedirectTarget, req?: PayloadRequest): Promise<string | null> {
  if (!to) return null
  if (to.type === 'custom') return to.url?.trim() || null
  const relationTo = to.reference?.relationTo
  const id = idOf(to.reference?.value)
  if (!isSeoCollection(relationTo) || id === null) return null
  const value = to.reference?.value
  let slug = value && typeof value === 'object' && 'slug' in value ? (value as { slug?: string | null }).slug : undefined
  if (slug === undefined) {
    const doc = await payload.findByID({ collection: relationTo, id, depth: 0, disableErrors: true, overrideAccess: true, req })
    slug = (doc as { slug?: string | null } | null)?.slug
  }
  return slug ? SEO_DEFAULTS[relationTo].path(slug) : null
}

/** Every redirect as a source → target edge (documents resolved to their current address). */
export async function loadRedirectEdges(payload: Payload, req?: PayloadRequest): Promise<RedirectEdge[]> {
  const { docs } = await payload.find({
    collection: 'redirects',
    depth: 1,
    limit: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const edges = await Promise.all(
    docs.map(async (doc) => {
      const to = await targetOf(payload, doc.to as RedirectTarget, req)
      return to ? [{ id: doc.id, from: doc.from, to, permanent: doc.type !== '302' }] : []
    }),
  )
  return edges.flat()
}
