import type { Payload } from 'payload'

import { paymentSettingsFrom, type StorePaymentSettings } from './payment-methods'

/** The store's payment settings as saved now (read on every checkout, so a change in the admin applies at once). */
export async function storePaymentSettings(payload: Payload): Promise<StorePaymentSettings> {
  const doc = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true }).catch(() => null)
  return paymentSettingsFrom(doc as Parameters<typeof paymentSettingsFrom>[0])
}
