import type { Payload } from 'payload'

import { blogPageSeed, blogSeed } from '@/features/blog/seed'
import { casesPageCopySeed, casesPageSeed, casesSeed } from '@/features/cases/seed'
import { homeSeed } from '@/features/home/seed'
import { productsSeed } from '@/features/products/seed'
import { librasHeadingsSeed, librasPageSeed, librasStorySeed } from '@/features/leads/quotes/libras-seed'
import { seoSeed } from '@/features/seo/seed'
import type { SeedItem } from '@/kit/seed-item'
import { env } from '@/lib/env'
import { storePageSeed, storeSeed } from '@/features/store/catalogue/seed'



const context = { disableRevalidate: true }

/** The demo content, in the order it is created. Each feature keeps its items in its own `seed.ts`. */
export const seedItems: SeedItem[] = [
  {
    key: 'site-settings',
    run: async (payload) => {
      await payload.updateGlobal({
        slug: 'site-settings',
        data: {
          brandName: env.BRAND_NAME,
          whatsappNumber: env.WHATSAPP_NUMBER,
          contactEmail: env.CONTACT_EMAIL,
          phone: env.CONTACT_PHONE,
          city: env.CITY,
        },
        overrideAccess: true,
        context,
      })
    },
  },
  {
    // The reply promise and business hours, one place for every contact card (filled where empty).
    key: 'site-settings:service-hours',
    run: async (payload) => {
      const { SERVICE_HOURS_DEFAULTS } = await import('@/features/site/service-hours')
      const { missingCopy } = await import('@/kit/missing-copy')
      const doc = (await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })) as unknown as Record<string, unknown>
      const missing = missingCopy(doc, { ...SERVICE_HOURS_DEFAULTS })
      if (Object.keys(missing).length) await payload.updateGlobal({ slug: 'site-settings', data: missing as never, overrideAccess: true, context })
    },
  },
  {
    key: 'site-footer',
    run: async (payload) => {
      const { FOOTER_DEFAULTS } = await import('@/features/site/footer-content')
      await payload.updateGlobal({ slug: 'site-footer', data: FOOTER_DEFAULTS as never, overrideAccess: true, context })
    },
  },
  // content: ...blogSeed, ...casesSeed, ...homeSeed
  ...homeSeed,
  ...blogSeed,
  blogPageSeed,
  ...casesSeed,
  casesPageSeed,
  casesPageCopySeed,
  // product pages: copy, prices and promotions
  ...productsSeed,
  ...seoSeed,
  // store: ...storeSeed
  ...storeSeed,
  storePageSeed,
  // leads: the Libras page's copy
  librasPageSeed,
  librasHeadingsSeed,
  librasStorySeed,
]
