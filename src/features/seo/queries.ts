import 'server-only'

import { unstable_cache } from 'next/cache'
import { permanentRedirect, redirect } from 'next/navigation'

import { POSTS_TAG } from '@/features/blog/tags'
import { CASES_TAG } from '@/features/cases/tags'
import { STORE_TEMPLATES_TAG } from '@/features/store/tags'
import { env } from '@/lib/env'
import { getPayloadClient } from '@/lib/payload'

import { normalizePath, type RedirectEdge, resolveChain } from './redirect-rules'
import { loadRedirectEdges } from './redirect-table'
import { REDIRECTS_TAG } from './tags'

/** The redirects table, documents resolved to their current address (expires with any edit of them). */
const getRedirectEdges = unstable_cache(
  async (): Promise<RedirectEdge[]> => loadRedirectEdges(await getPayloadClient()),
  ['redirects:table'],
  { tags: [REDIRECTS_TAG, POSTS_TAG, CASES_TAG, STORE_TEMPLATES_TAG] },
)

/** Where an address of this site is redirected to, following chains to their end; null when it is not. */
export async function findRedirect(address: string): Promise<{ to: string; permanent: boolean } | null> {
  const path = normalizePath(address, env.SITE_URL)
  if (!path) return null
  const edges = await getRedirectEdges()
  const withoutQuery = path.split('?')[0] as string
  const found = resolveChain(path, edges, env.SITE_URL) ?? (withoutQuery !== path ? resolveChain(withoutQuery, edges, env.SITE_URL) : null)
  if (!found || found.loop) return null
  return { to: found.to, permanent: found.permanent }
}

/**
 * Answers a redirect for an address that has no page, before the 404: a permanent one (Next's
 * `permanentRedirect`, HTTP 308) or a temporary one (`redirect`, HTTP 307). Returns when nothing
 * redirects from the address.
 */
export async function redirectIfMoved(address: string): Promise<void> {
  const found = await findRedirect(address)
  if (!found) return
  if (found.permanent) permanentRedirect(found.to)
  redirect(found.to)
}
