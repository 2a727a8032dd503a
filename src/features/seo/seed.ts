import type { Payload } from 'payload'

import { env } from '@/lib/env'

import { PAGE_SEO_SLUG, pageSeoSeedData } from './page-seo'

/** Today's titles and descriptions of the fixed pages, written into "SEO das páginas" once (staff edit them after). */
export const seoSeed: { key: string; run: (payload: Payload) => Promise<void> }[] = [
  {
    key: 'page-seo',
    run: async (payload) => {
      for (const data of pageSeoSeedData(env.BRAND_NAME)) {
        const { totalDocs } = await payload.count({ collection: PAGE_SEO_SLUG, where: { path: { equals: data.path } }, overrideAccess: true })
        if (!totalDocs) await payload.create({ collection: PAGE_SEO_SLUG, data: data as never, overrideAccess: true, context: { disableRevalidate: true } })
      }
    },
  },
]
