import type { Payload } from 'payload'

/** One piece of demo content: `run` creates it once (src/seed keeps the order; each feature its own items). */
export type SeedItem = { key: string; run: (payload: Payload) => Promise<void> }
