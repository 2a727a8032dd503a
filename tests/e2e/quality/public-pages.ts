import type { APIRequestContext } from '@playwright/test'

/** Pages that must not be indexed (their SEO score is not budgeted). */
export const noindexPaths = ['/payment-success', '/payment-canceled', '/servicos/libras']

/**
 * Every public page to check: the sitemap's pages (which include every post, case and template),
 * the noindex pages, and a 404. `sample` keeps the static pages plus one document of each kind.
 */
export async function publicPages(request: APIRequestContext, { sample = false } = {}) {
  const xml = await (await request.get('/sitemap.xml')).text()
  const paths = [...xml.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map((m) => m[1] || '/')
  const documents = paths.filter((p) => /^\/(blog|cases|templates)\/[^/]+$/.test(p))
  const pages = paths.filter((p) => !documents.includes(p))
  const chosen = sample
    ? [...pages, ...['blog', 'cases', 'templates'].flatMap((kind) => documents.filter((p) => p.startsWith(`/${kind}/`)).slice(0, 1))]
    : paths
  return [...new Set([...chosen, ...noindexPaths])].map((path) => ({ path, noindex: noindexPaths.includes(path) }))
}
