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

/** The demo agency's profiles, shown until the CMS has the real addresses (Configurações do site). */
export const DEFAULT_SOCIAL = {
  instagram: 'https://www.instagram.com/verticedigital',
  linkedin: 'https://www.linkedin.com/company/verticedigital',
  youtube: 'https://www.youtube.com/@verticedigital',
} as const

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
        { label: 'Instagram', href: fallback(doc.instagramUrl, DEFAULT_SOCIAL.instagram) },
        { label: 'LinkedIn', href: fallback(doc.linkedinUrl, DEFAULT_SOCIAL.linkedin) },
        { label: 'YouTube', href: fallback(doc.youtubeUrl, DEFAULT_SOCIAL.youtube) },
      ],
    }
  },
  ['site-settings'],
  { tags: [SITE_SETTINGS_TAG] },
)
