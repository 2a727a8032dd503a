import type { Payload } from 'payload'

import { missingCopy } from '@/kit/missing-copy'

import {
  chatCopySeedData,
  chatPlanCopySeedData,
  chatSeedData,
  coursesCopySeedData,
  coursesSeedData,
  emailCopySeedData,
  emailSeedData,
  promotionsCopySeedData,
  promotionsSeedData,
  serviceDeskCopySeedData,
  serviceDeskSeedData,
} from './page-content'

const context = { disableRevalidate: true }

/**
 * A database seeded before the e-mail and chat pages' copy moved into their globals has the plan but not
 * the copy: these items fill in only what is missing (a fresh database already has it all, and nothing
 * staff wrote is overwritten).
 */
const fillCopy = (slug: 'email-page' | 'chat-page' | 'promotions-page' | 'courses-page' | 'service-desk-page', copy: () => Record<string, unknown>) => async (payload: Payload) => {
  const doc = (await payload.findGlobal({ slug, depth: 0, overrideAccess: true })) as unknown as Record<string, unknown>
  const missing = missingCopy(doc, copy())
  if (Object.keys(missing).length) await payload.updateGlobal({ slug, data: missing as never, overrideAccess: true, context })
}

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
  { key: 'page:chat:copy', run: fillCopy('chat-page', chatCopySeedData) },
  { key: 'page:email:copy', run: fillCopy('email-page', emailCopySeedData) },
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
  // The heroes, section headings and buttons that were still written in the pages' code (issue 11), filled
  // into globals saved before they had these fields (the contact band's sobretítulo in the e-mail and chat ones).
  { key: 'page:promotions:headings', run: fillCopy('promotions-page', promotionsCopySeedData) },
  { key: 'page:chat:headings', run: fillCopy('chat-page', () => ({ ...chatCopySeedData(), ...chatPlanCopySeedData() })) },
  { key: 'page:email:headings', run: fillCopy('email-page', emailCopySeedData) },
  { key: 'page:courses:headings', run: fillCopy('courses-page', coursesCopySeedData) },
  { key: 'page:service-desk:headings', run: fillCopy('service-desk-page', serviceDeskCopySeedData) },
]
