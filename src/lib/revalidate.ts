import type { PayloadRequest } from 'payload'

/**
 * Expires cached data with the given tags after an edit. Outside Next's server (seed, migrations,
 * scripts) there is no cache to expire, so the call is skipped.
 */
export async function revalidateTags(req: PayloadRequest, tags: string[]): Promise<void> {
  if (req.context?.disableRevalidate) return
  try {
    const { revalidateTag } = await import('next/cache')
    for (const tag of tags) revalidateTag(tag, { expire: 0 })
  } catch (error) {
    req.payload.logger.debug({ msg: 'revalidateTag skipped outside Next', error: String(error) })
  }
}
