import type { CollectionConfig } from 'payload'

/**
 * The last time each cache tag was expired, so that every app server expires it too (cache-sync.ts).
 * One row per tag; `changedAt` grows with each edit. Never read or written over the API.
 */
export const CacheInvalidations: CollectionConfig = {
  slug: 'cache-invalidations',
  labels: { singular: 'Invalidação de cache', plural: 'Invalidações de cache' },
  admin: { hidden: true },
  access: { read: () => false, create: () => false, update: () => false, delete: () => false },
  timestamps: false,
  fields: [
    { name: 'tag', type: 'text', required: true, unique: true, index: true },
    /** Milliseconds since the epoch, as seen by the server that recorded the edit. */
    { name: 'changedAt', type: 'number', required: true, index: true },
    /** The server process that recorded it (it has already expired the tag itself). */
    { name: 'origin', type: 'text', required: true },
  ],
}
