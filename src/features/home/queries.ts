import 'server-only'

import { unstable_cache } from 'next/cache'

import { localPath } from '@/kit/image'
import { getPayloadClient } from '@/lib/payload'

import { localPhotoAddress } from './photo'
import { type HomePageContent, toHomePageContent } from './home-page-content'
import { MEDIA_TAG } from '@/features/media/tags'

import { HOME_PAGE_TAG, PAGE_TEMPLATES_TAG, TESTIMONIALS_TAG } from './tags'
import { HOME_HERO_DEFAULT, type PageTemplate, type Testimonial } from './types'

/** Testimonials, newest first. */
export const getTestimonials = unstable_cache(
  async (): Promise<Testimonial[]> => {
    const payload = await getPayloadClient()
    const result = await payload.find({ collection: 'testimonials', sort: '-createdAt', limit: 20, depth: 1 })
    return result.docs.map((doc) => {
      const local = localPhotoAddress(doc.photoRef)
      const media = typeof doc.photo === 'object' ? doc.photo : null
      const uploaded = media?.url
        ? { url: localPath(media.url), alt: media.alt || `Retrato de ${doc.name}`, width: media.width ?? 400, height: media.height ?? 400, srcSet: '' }
        : null
      return {
        id: doc.id,
        name: doc.name,
        role: doc.role,
        company: doc.company,
        content: doc.content,
        rating: Math.min(5, Math.max(1, Number(doc.rating) || 5)),
        photo:
          uploaded ??
          (local ? { url: local, alt: `Retrato de ${doc.name}`, width: 600, height: 400, srcSet: '' } : null),
      }
    })
  },
  ['testimonials:all'],
  { tags: [TESTIMONIALS_TAG, MEDIA_TAG] },
)

export const getPageTemplates = unstable_cache(
  async (): Promise<PageTemplate[]> => {
    const payload = await getPayloadClient()
    const result = await payload.find({ collection: 'page-templates', sort: 'name', limit: 0, pagination: false, depth: 0 })
    return result.docs.map((doc) => ({ name: doc.name, heading: doc.heading, subheading: doc.subheading ?? '' }))
  },
  ['page-templates:all'],
  { tags: [PAGE_TEMPLATES_TAG] },
)

export async function getPageTemplate(name: string): Promise<PageTemplate | null> {
  return (await getPageTemplates()).find((t) => t.name === name) ?? null
}

/** The home hero's copy, with the defaults for anything missing. */
export async function getHomeHero(): Promise<PageTemplate> {
  const template = await getPageTemplate('home-hero')
  return {
    name: 'home-hero',
    heading: template?.heading?.trim() || HOME_HERO_DEFAULT.heading,
    subheading: template?.subheading?.trim() || HOME_HERO_DEFAULT.subheading,
  }
}

/** The home's value cards, service cards and contact points ('Início' global; today's copy until saved). */
export const getHomePage = unstable_cache(
  async (): Promise<HomePageContent> => {
    const payload = await getPayloadClient()
    return toHomePageContent((await payload.findGlobal({ slug: 'home-page', depth: 0 })) as unknown as Record<string, unknown>)
  },
  ['page:home'],
  { tags: [HOME_PAGE_TAG] },
)
