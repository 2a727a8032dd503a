import type { Payload } from 'payload'

import { chatSeedData, coursesSeedData, emailSeedData, promotionsSeedData, serviceDeskSeedData } from './page-content'

const context = { disableRevalidate: true }

/** Today's copy, prices and promotions written into the product pages' globals once (staff edit them after). */
export const productsSeed: { key: string; run: (payload: Payload) => Promise<void> }[] = [
  {
    key: 'page:promotions',
    run: async (payload) => {
      await payload.updateGlobal({ slug: 'promotions-page', data: promotionsSeedData() as never, overrideAccess: true, context })
    },
  },
  {
    key: 'page:chat',
    run: async (payload) => {
      await payload.updateGlobal({ slug: 'chat-page', data: chatSeedData() as never, overrideAccess: true, context })
    },
  },
  {
    key: 'page:email',
    run: async (payload) => {
      await payload.updateGlobal({ slug: 'email-page', data: emailSeedData() as never, overrideAccess: true, context })
    },
  },
  {
    key: 'page:courses',
    run: async (payload) => {
      await payload.updateGlobal({ slug: 'courses-page', data: coursesSeedData() as never, overrideAccess: true, context })
    },
  },
  {
    key: 'page:service-desk',
    run: async (payload) => {
      await payload.updateGlobal({ slug: 'service-desk-page', data: serviceDeskSeedData() as never, overrideAccess: true, context })
    },
  },
]
