import type { SeedItem } from '@/kit/seed-item'

import { missingCopy } from '@/kit/missing-copy'

import { librasHeadingsSeedData, librasPageSeedData, librasStorySeedData } from './libras-page-content'

/** /servicos/libras's copy, written into its global once (staff edit it after). */
export const librasPageSeed: SeedItem = {
  key: 'page:libras',
  run: async (payload) => {
    await payload.updateGlobal({ slug: 'libras-page', data: librasPageSeedData() as never, overrideAccess: true, context: { disableRevalidate: true } })
  },
}

/** Copy filled into a global saved before its fields existed: only what is still empty, whatever staff wrote stays. */
const fillMissingCopy = (key: string, copy: () => Record<string, unknown>): SeedItem => ({
  key,
  run: async (payload) => {
    const doc = (await payload.findGlobal({ slug: 'libras-page', depth: 0, overrideAccess: true })) as unknown as Record<string, unknown>
    const missing = missingCopy(doc, copy())
    if (Object.keys(missing).length) await payload.updateGlobal({ slug: 'libras-page', data: missing as never, overrideAccess: true, context: { disableRevalidate: true } })
  },
})

/** The hero's texts and section headings, filled into a global saved before they moved out of the page's code. */
export const librasHeadingsSeed = fillMissingCopy('page:libras:headings', librasHeadingsSeedData)

/** The story block (project, founder, audio description), likewise. */
export const librasStorySeed = fillMissingCopy('page:libras:story', librasStorySeedData)
