import type { GlobalConfig } from 'payload'

import { adminOnly } from '@/features/accounts/roles'

/**
 * Which demo items the seed has created once. An item listed here is never created again, so the seed
 * fills what is missing on every start without bringing back what an editor deleted.
 */
export const SeedState: GlobalConfig = {
  slug: 'seed-state',
  label: 'Estado do conteúdo de demonstração',
  admin: { hidden: true },
  access: { read: adminOnly, update: adminOnly },
  fields: [{ name: 'seededKeys', type: 'json', defaultValue: [] }],
}
