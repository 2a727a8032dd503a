import type { Payload } from 'payload'

import { env } from '@/lib/env'

export type AgencyContact = { brandName: string; contactEmail: string }

/** The brand and e-mail the site's messages go out for: the site settings, else the environment. Never throws. */
export async function agencyContact(payload: Payload): Promise<AgencyContact> {
  try {
    const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
    return {
      brandName: settings.brandName?.trim() || env.BRAND_NAME,
      contactEmail: settings.contactEmail?.trim() || env.CONTACT_EMAIL,
    }
  } catch {
    return { brandName: env.BRAND_NAME, contactEmail: env.CONTACT_EMAIL }
  }
}

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)
