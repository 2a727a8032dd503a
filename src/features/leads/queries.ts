import 'server-only'

import { getPayloadClient } from '@/lib/payload'

import { findSubscriptionByToken, maskEmail } from './newsletter/newsletter-unsubscribe'

export type SubscriptionView = { maskedEmail: string; unsubscribedAt: string | null }

/** The newsletter subscription behind an unsubscribe link (never cached: personal and changing). */
export async function getSubscriptionByToken(token: string | undefined): Promise<SubscriptionView | null> {
  const subscription = await findSubscriptionByToken(await getPayloadClient(), token)
  return subscription ? { maskedEmail: maskEmail(subscription.email), unsubscribedAt: subscription.unsubscribedAt } : null
}

/** The masked address behind a newsletter confirmation link, or null when the link is not valid (never cached). */
export async function getPendingConfirmation(token: string | undefined): Promise<{ maskedEmail: string } | null> {
  const { pendingConfirmationView } = await import('./newsletter/newsletter-confirmation')
  return pendingConfirmationView(await getPayloadClient(), token)
}
