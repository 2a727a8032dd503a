import 'server-only'

import type { Metadata } from 'next'
import { unstable_cache } from 'next/cache'

import { getPayloadClient } from '@/lib/payload'
import { buildDocumentMetadata, type DocumentSeo, type MetaGroup, readDocumentSeo } from '@/lib/seo'

import { FIXED_PAGES, type FixedPage, type FixedPath, PAGE_SEO_SLUG } from './page-seo'
import { PAGE_SEO_TAG } from './tags'

/** Every fixed page's SEO group as staff set it, by address (expires when any of them is saved). */
export const getFixedPagesSeo = unstable_cache(
  async (): Promise<Partial<Record<string, DocumentSeo>>> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({ collection: PAGE_SEO_SLUG, depth: 1, limit: 100, pagination: false, overrideAccess: true })
    return Object.fromEntries(docs.map((doc) => [doc.path, readDocumentSeo(doc.meta as MetaGroup, FIXED_PAGES[doc.path as FixedPath]?.title)]))
  },
  ['page-seo:all'],
  { tags: [PAGE_SEO_TAG] },
)

/**
 * A fixed page's metadata: what staff set in "SEO das páginas" where set, today's title and description
 * where empty, `noindex` when the page is marked "não indexar" (or the specification keeps it out).
 * `brand` spells the brand into the default title of a page whose segment has no title template (the home).
 */
export async function pageMetadata(path: FixedPath, { brand }: { brand?: string } = {}): Promise<Metadata> {
  const page: FixedPage = FIXED_PAGES[path]
  const seo = (await getFixedPagesSeo())[path]
  const metadata = buildDocumentMetadata({ title: page.title, description: page.description, path, noindex: page.noindex }, seo)
  if (seo?.title || !brand) return metadata
  return { ...metadata, title: { absolute: `${page.title} | ${brand}` } }
}

/** The fixed pages staff marked "não indexar": they leave the sitemap. */
export async function noIndexedFixedPaths(): Promise<Set<string>> {
  const all = await getFixedPagesSeo()
  return new Set(Object.entries(all).filter(([, seo]) => seo?.noIndex).map(([path]) => path))
}
