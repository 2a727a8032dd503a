import 'server-only'

import { unstable_cache } from 'next/cache'

import { env } from '@/lib/env'
import { getPayloadClient } from '@/lib/payload'

import { SITE_SETTINGS_TAG } from './settings-tag'

export type SiteSettings = {
  brandName: string
  whatsappNumber: string
  contactEmail: string
  phone: string
  city: string
  social: { label: string; href: string }[]
}

const fallback = (value: string | null | undefined, defaultValue: string) =>
  value && value.trim() ? value.trim() : defaultValue

/** Brand and contact details from the CMS, with the environment's values for any empty field. */
export const getSiteSettings = unstable_cache(
  async (): Promise<SiteSettings> => {
    const payload = await getPayloadClient()
    const doc = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
    return {
      brandName: fallback(doc.brandName, env.BRAND_NAME),
      whatsappNumber: fallback(doc.whatsappNumber, env.WHATSAPP_NUMBER),
      contactEmail: fallback(doc.contactEmail, env.CONTACT_EMAIL),
      phone: fallback(doc.phone, env.CONTACT_PHONE),
      city: fallback(doc.city, env.CITY),
      social: [
        { label: 'Instagram', href: fallback(doc.instagramUrl, '') },
        { label: 'LinkedIn', href: fallback(doc.linkedinUrl, '') },
        { label: 'YouTube', href: fallback(doc.youtubeUrl, '') },
      ].filter((link) => link.href),
    }
  },
  ['site-settings'],
  { tags: [SITE_SETTINGS_TAG] },
)
