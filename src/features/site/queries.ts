import 'server-only'

import { unstable_cache } from 'next/cache'

import { env } from '@/lib/env'
import { getPayloadClient } from '@/lib/payload'

import { FOOTER_TAG, SITE_SETTINGS_TAG } from './settings-tag'
import { FOOTER_DEFAULTS, type FooterContent, type FooterLink } from './footer-content'
import { type ServiceHours, toServiceHours } from './service-hours'

export type SiteSettings = {
  brandName: string
  whatsappNumber: string
  contactEmail: string
  phone: string
  city: string
  social: { label: string; href: string }[]
} & ServiceHours

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
      ...toServiceHours(doc as unknown as Record<string, unknown>),
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

const links = (value: unknown): FooterLink[] =>
  Array.isArray(value)
    ? (value as Record<string, unknown>[]).flatMap((row) => (typeof row.href === 'string' && typeof row.label === 'string' ? [{ href: row.href, label: row.label }] : []))
    : []

/** The footer's copy and links ('Rodapé' global; today's footer until it is saved). */
export const getFooter = unstable_cache(
  async (): Promise<FooterContent> => {
    const payload = await getPayloadClient()
    const doc = (await payload.findGlobal({ slug: 'site-footer', depth: 0 })) as unknown as Record<string, unknown>
    if (typeof doc.updatedAt !== 'string' || !doc.updatedAt) return FOOTER_DEFAULTS
    return {
      tagline: fallback(doc.tagline as string, FOOTER_DEFAULTS.tagline),
      navigation: links(doc.navigation),
      services: links(doc.services),
      newsletterText: fallback(doc.newsletterText as string, FOOTER_DEFAULTS.newsletterText),
    }
  },
  ['site-footer'],
  { tags: [FOOTER_TAG] },
)
