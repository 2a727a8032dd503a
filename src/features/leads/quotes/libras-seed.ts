import type { SeedItem } from '@/kit/seed-item'

import { missingCopy } from '@/kit/missing-copy'

import { librasHeadingsSeedData, librasPageSeedData } from './libras-page-content'

/** /servicos/libras's copy, written into its global once (staff edit it after). */
export const librasPageSeed: SeedItem = {
  key: 'page:libras',
  run: async (payload) => {
    await payload.updateGlobal({ slug: 'libras-page', data: librasPageSeedData() as never, overrideAccess: true, context: { disableRevalidate: true } })
  },
}

/** The hero's texts and section headings, filled into a global saved before they moved out of the page's code. */
export const librasHeadingsSeed: SeedItem = {
  key: 'page:libras:headings',
  run: async (payload) => {
    const doc = (await payload.findGlobal({ slug: 'libras-page', depth: 0, overrideAccess: true })) as unknown as Record<string, unknown>
    const missing = missingCopy(doc, librasHeadingsSeedData())
    if (Object.keys(missing).length) await payload.updateGlobal({ slug: 'libras-page', data: missing as never, overrideAccess: true, context: { disableRevalidate: true } })
  },
}
