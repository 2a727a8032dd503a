import 'server-only'

import fs from 'node:fs'
import path from 'node:path'

import type { MetadataRoute } from 'next'

import { getAllPosts } from '@/features/blog/queries'
import { getAllCases } from '@/features/cases/queries'
import { noIndexedFixedPaths } from '@/features/seo/page-metadata'
import { listStoreTemplates } from '@/features/store/queries'
import { env } from '@/lib/env'
import { indexable } from '@/lib/seo'

import { buildSitemap } from './sitemap'

/**
 * When the running build was made: the last-modified date of the pages whose content lives in the code
 * (products, promotions, privacy policy). Next writes BUILD_ID at the end of `next build`; during the
 * build itself (the sitemap's first render) it does not exist yet, and the build is happening now.
 */
function builtAt(): Date {
  try {
    return fs.statSync(path.resolve(env.NEXT_DIST_DIR, 'BUILD_ID')).mtime
  } catch {
    return new Date()
  }
}

/** Every public page for /sitemap.xml, with dates from the content itself; documents and fixed pages marked "não indexar" stay out. */
export async function sitemapEntries(): Promise<MetadataRoute.Sitemap> {
  const [posts, cases, templates, hiddenPaths] = await Promise.all([getAllPosts(), getAllCases(), listStoreTemplates(), noIndexedFixedPaths()])
  return buildSitemap({
    siteUrl: env.SITE_URL,
    posts: indexable(posts),
    cases: indexable(cases),
    templates: indexable(templates),
    builtAt: builtAt(),
    hiddenPaths,
  })
}
