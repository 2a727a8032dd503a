import type { PayloadRequest } from 'payload'

import { dropPageCopies } from '@/features/shared-state/page-copies'

/**
 * Expires cached data with the given tags after an edit: at once in this server, and in every other app
 * server through the shared invalidation record (features/shared-state/cache-sync.ts), written in the
 * edit's transaction. Outside Next's server (seed, migrations, scripts) there is no local cache to expire,
 * but the record still reaches the running servers.
 */
export async function revalidateTags(req: PayloadRequest, tags: string[]): Promise<void> {
  if (req.context?.disableRevalidate) return
  try {
    const { revalidateTag } = await import('next/cache')
    for (const tag of tags) revalidateTag(tag, { expire: 0 })
    dropPageCopies()
  } catch (error) {
    req.payload.logger.debug({ msg: 'revalidateTag skipped outside Next', error: String(error) })
  }
  const { recordInvalidation } = await import('@/features/shared-state/cache-sync')
  await recordInvalidation(req.payload, tags, req)
}
