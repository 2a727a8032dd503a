import 'server-only'

import { unstable_cache } from 'next/cache'

import { getPayloadClient } from '@/lib/payload'

import { LIBRAS_PAGE_TAG, type LibrasPageContent, toLibrasPageContent } from './libras-page-content'

/** /servicos/libras's copy (expires when staff save the global). */
export const getLibrasPage = unstable_cache(
  async (): Promise<LibrasPageContent> => {
    const payload = await getPayloadClient()
    return toLibrasPageContent((await payload.findGlobal({ slug: 'libras-page', depth: 0 })) as unknown as Record<string, unknown>)
  },
  ['page:libras'],
  { tags: [LIBRAS_PAGE_TAG] },
)
