import 'server-only'

import { unstable_cache } from 'next/cache'

import { MEDIA_TAG } from '@/features/media/tags'
import { getPayloadClient } from '@/lib/payload'

import { type CasesPageContent, toCasesPageContent } from './cases-page'
import { mapCase } from './map-case'
import { CASES_PAGE_TAG, CASES_TAG } from './tags'
import type { CaseDetail } from './types'

/** Every case, newest first. */
export const getAllCases = unstable_cache(
  async (): Promise<CaseDetail[]> => {
    const payload = await getPayloadClient()
    const result = await payload.find({
      collection: 'cases',
      where: { _status: { equals: 'published' } },
      sort: '-date',
      limit: 0,
      depth: 1,
      pagination: false,
    })
    return result.docs.map(mapCase)
  },
  ['cases:all'],
  { tags: [CASES_TAG, MEDIA_TAG] },
)

export async function getCaseBySlug(slug: string): Promise<CaseDetail | null> {
  return (await getAllCases()).find((item) => item.slug === slug) ?? null
}

/** Up to `limit` other cases, same category first. */
export async function getOtherCases(current: CaseDetail, limit = 3): Promise<CaseDetail[]> {
  const others = (await getAllCases()).filter((item) => item.id !== current.id)
  const same = others.filter((item) => item.category === current.category)
  return [...same, ...others.filter((item) => item.category !== current.category)].slice(0, limit)
}

/** The latest draft of a case, for the staff preview only (never cached; see isStaffPreview). */
export async function getCasePreview(slug: string): Promise<CaseDetail | null> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: 'cases', where: { slug: { equals: slug } }, draft: true, depth: 1, limit: 1, overrideAccess: true })
  const doc = docs[0]
  if (!doc) return null
  return mapCase({
    ...doc,
    title: doc.title ?? 'Rascunho sem título',
    client: doc.client ?? '',
    excerpt: doc.excerpt ?? '',
    date: doc.date ?? doc.updatedAt,
    challenge: doc.challenge ?? '',
    solution: doc.solution ?? '',
    results: doc.results ?? '',
  })
}

/** /cases's copy around the list: lead, numbers and call to action. */
export const getCasesPage = unstable_cache(
  async (): Promise<CasesPageContent> => {
    const payload = await getPayloadClient()
    return toCasesPageContent((await payload.findGlobal({ slug: 'cases-page', depth: 0 })) as unknown as Record<string, unknown>)
  },
  ['page:cases'],
  { tags: [CASES_PAGE_TAG] },
)
