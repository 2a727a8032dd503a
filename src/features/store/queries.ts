import 'server-only'

import { unstable_cache } from 'next/cache'
import { cache } from 'react'

import { env } from '@/lib/env'
import { getPayloadClient } from '@/lib/payload'

import { findOrder, findOrderBySession, summarize, type OrderSummary } from './orders/orders'
import { expireIfAbandoned } from './payments/simulator-handler'
import { isSimulatorSession } from './payments/simulator'
import { MEDIA_TAG } from '@/features/media/tags'
import { SITE_SETTINGS_TAG } from '@/features/site/settings-tag'

import { storePaymentSettings } from './payments/payment-settings'
import { STORE_PAGE_TAG, STORE_TEMPLATES_TAG, storeTemplateTag } from './tags'
import { type StorePageContent, toStorePageContent } from './catalogue/store-page'
import { toTemplateView, type TemplateView } from './catalogue/template-view'

/** Every published template, in catalogue order (oldest first: the seed's order). */
export const listStoreTemplates = unstable_cache(
  async (): Promise<TemplateView[]> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'store-templates',
      where: { _status: { equals: 'published' } },
      sort: 'createdAt',
      depth: 1,
      limit: 200,
      overrideAccess: false,
    })
    return docs.map(toTemplateView)
  },
  ['store-templates'],
  { tags: [STORE_TEMPLATES_TAG, MEDIA_TAG], revalidate: 600 },
)

/** One published template by slug, or null. */
export const getStoreTemplate = (slug: string): Promise<TemplateView | null> =>
  unstable_cache(
    async () => {
      const payload = await getPayloadClient()
      const { docs } = await payload.find({
        collection: 'store-templates',
        where: { and: [{ slug: { equals: slug } }, { _status: { equals: 'published' } }] },
        depth: 1,
        limit: 1,
        overrideAccess: false,
      })
      return docs[0] ? toTemplateView(docs[0]) : null
    },
    ['store-template', slug],
    { tags: [STORE_TEMPLATES_TAG, storeTemplateTag(slug), MEDIA_TAG], revalidate: 600 },
  )()

/** A published template by a slug from the address (null when malformed or unknown); once per request. */
export const findPublishedTemplate = cache(async (slug: string): Promise<TemplateView | null> =>
  /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) && slug.length <= 120 ? getStoreTemplate(slug) : null,
)

/** The latest draft of a template, for the staff preview only (never cached; see isStaffPreview). */
export async function getStoreTemplatePreview(slug: string): Promise<TemplateView | null> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: 'store-templates', where: { slug: { equals: slug } }, draft: true, depth: 1, limit: 1, overrideAccess: true })
  return docs[0] ? toTemplateView(docs[0]) : null
}

/** An order's public state for the return page (never cached: it changes with the webhook). */
export async function getOrderSummary(sessionId: string): Promise<OrderSummary | null> {
  if (!/^[A-Za-z0-9_]{8,255}$/.test(sessionId)) return null
  return findOrderBySession(await getPayloadClient(), sessionId)
}

/**
 * A simulator session for its hosted page; null when the simulator is off or the session is unknown. A
 * session left for longer than its life expires here (the signed expiry event, as Stripe would send).
 */
export async function getSimulatorCheckout(sessionId: string): Promise<OrderSummary | null> {
  if (env.paymentProvider !== 'simulator' || !isSimulatorSession(sessionId)) return null
  const payload = await getPayloadClient()
  const order = await findOrder(payload, sessionId)
  if (!order) return null
  if (await expireIfAbandoned(payload, order)) return findOrderBySession(payload, sessionId)
  return summarize(order)
}

/** The methods and installments the store offers, for the template pages (refreshed when the settings change). */
export const getStorePaymentSettings = unstable_cache(async () => storePaymentSettings(await getPayloadClient()), ['store-payment-settings'], {
  tags: [SITE_SETTINGS_TAG],
  revalidate: 600,
})

/** The catalogue's heading ('Página da loja'; today's until saved). */
export const getStorePage = unstable_cache(
  async (): Promise<StorePageContent> => {
    const payload = await getPayloadClient()
    return toStorePageContent((await payload.findGlobal({ slug: 'store-page', depth: 0 })) as unknown as Record<string, unknown>)
  },
  ['page:store'],
  { tags: [STORE_PAGE_TAG] },
)
