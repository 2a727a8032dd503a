import 'server-only'

import { unstable_cache } from 'next/cache'

import { localPath } from '@/kit/image'
import { getPayloadClient } from '@/lib/payload'

import type { CoursesContent } from './course-data'

import { toChatContent, toCoursesContent, toEmailContent, toPromotionsContent, toServiceDeskContent } from './page-content'
import type { ChatPageContent, EmailPageContent, PromotionContent, PromotionsPageContent, ServiceDeskPageContent } from './page-defaults'
import { isRunning, nextBoundary } from './promotion-schedule'
import { CHAT_PAGE_TAG, COURSES_PAGE_TAG, EMAIL_PAGE_TAG, PROMOTIONS_PAGE_TAG, SERVICE_DESK_PAGE_TAG } from './tags'

const readGlobal = async (slug: 'promotions-page' | 'chat-page' | 'email-page' | 'courses-page' | 'service-desk-page', depth = 0) => {
  const payload = await getPayloadClient()
  return (await payload.findGlobal({ slug, depth })) as unknown as Record<string, unknown>
}

/** The /promocoes global (every promotion, running or not: the page filters by the time it renders). */
export const getPromotionsPage = unstable_cache(
  async (): Promise<PromotionsPageContent> => toPromotionsContent(await readGlobal('promotions-page')),
  ['page:promotions'],
  { tags: [PROMOTIONS_PAGE_TAG] },
)

export const getChatPage = unstable_cache(async (): Promise<ChatPageContent> => toChatContent(await readGlobal('chat-page')), ['page:chat'], {
  tags: [CHAT_PAGE_TAG],
})

export const getEmailPage = unstable_cache(async (): Promise<EmailPageContent> => toEmailContent(await readGlobal('email-page')), ['page:email'], {
  tags: [EMAIL_PAGE_TAG],
})

/** /central-atendimento: the lead, the tabs with their boards and the contact band. */
export const getServiceDeskPage = unstable_cache(
  async (): Promise<ServiceDeskPageContent> => toServiceDeskContent(await readGlobal('service-desk-page')),
  ['page:service-desk'],
  { tags: [SERVICE_DESK_PAGE_TAG] },
)

/** /cursos: modules, video categories with their videos (uploaded thumbnails resolved) and the FAQ. */
export const getCoursesPage = unstable_cache(
  async (): Promise<CoursesContent> => toCoursesContent(await readGlobal('courses-page', 1), localPath),
  ['page:courses'],
  { tags: [COURSES_PAGE_TAG] },
)

/**
 * The promotions running now. The page that shows them is cached until the next start or end of any
 * promotion (an empty cached call with that lifetime lowers the page's revalidate time), so a promotion
 * appears and disappears on time with no deploy, restart or edit.
 */
export async function getRunningPromotions(now = Date.now()): Promise<{ page: PromotionsPageContent; running: PromotionContent[] }> {
  const page = await getPromotionsPage()
  const boundary = nextBoundary(page.promotions, now)
  if (boundary !== null) {
    const seconds = Math.max(1, Math.ceil((boundary - now) / 1000))
    if (seconds < 365 * 24 * 60 * 60) {
      await unstable_cache(async () => boundary, ['page:promotions:boundary', String(boundary)], { revalidate: seconds, tags: [PROMOTIONS_PAGE_TAG] })()
    }
  }
  return { page, running: page.promotions.filter((p) => isRunning(p, now)) }
}

/** The header's promotions strip: its copy while at least one promotion runs, else null. */
export async function getPromoBanner(): Promise<{ text: string; link: string } | null> {
  const { page, running } = await getRunningPromotions()
  return running.length ? { text: page.bannerText, link: page.bannerLink } : null
}
