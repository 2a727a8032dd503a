import type { SeedItem } from '@/kit/seed-item'

import { librasPageSeedData } from './libras-page-content'

/** /servicos/libras's copy, written into its global once (staff edit it after). */
export const librasPageSeed: SeedItem = {
  key: 'page:libras',
  run: async (payload) => {
    await payload.updateGlobal({ slug: 'libras-page', data: librasPageSeedData() as never, overrideAccess: true, context: { disableRevalidate: true } })
  },
}
