import type { APIRequestContext } from '@playwright/test'

import { noindexPaths, pagesFromSitemap } from '../../quality/public-pages.mjs'

export { noindexPaths }

/** Every public page to check (see tests/quality/public-pages.mjs); `sample` keeps one document of each kind. */
export async function publicPages(request: APIRequestContext, { sample = false } = {}) {
  return pagesFromSitemap(await (await request.get('/sitemap.xml')).text(), { sample })
}
