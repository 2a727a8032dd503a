import type { CollectionConfig } from 'payload'

/**
 * Rate-limit counters shared by every app server: one row per key and window. Written only through
 * `DatabaseRateLimitStore` (an atomic upsert); never read or written over the API.
 */
export const RateLimitCounters: CollectionConfig = {
  slug: 'rate-limit-counters',
  labels: { singular: 'Contador de limite', plural: 'Contadores de limite' },
  admin: { hidden: true },
  access: { read: () => false, create: () => false, update: () => false, delete: () => false },
  timestamps: false,
  fields: [
    { name: 'key', type: 'text', required: true, unique: true, index: true },
    { name: 'count', type: 'number', required: true, defaultValue: 0 },
    /** Milliseconds since the epoch after which the row can be swept. */
    { name: 'expiresAt', type: 'number', required: true, index: true },
  ],
}
