/**
 * The public pages every quality check visits: the sitemap's pages (every post, case and template
 * included) plus the noindex pages the sitemap leaves out. `sample` keeps the fixed pages and one
 * post, one case and one template. Shared by the browser tests and the benchmarks.
 */

/** Pages that must not be indexed (their SEO score is not budgeted). */
export const noindexPaths = ['/payment-success', '/payment-canceled', '/servicos/libras']

/** @param {string} sitemapXml @param {{ sample?: boolean }} [options] @returns {{ path: string, noindex: boolean }[]} */
export function pagesFromSitemap(sitemapXml, { sample = false } = {}) {
  const paths = [...sitemapXml.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map((m) => m[1] || '/')
  const documents = paths.filter((p) => /^\/(blog|cases|templates)\/[^/]+$/.test(p))
  const pages = paths.filter((p) => !documents.includes(p))
  const chosen = sample
    ? [...pages, ...['blog', 'cases', 'templates'].flatMap((kind) => documents.filter((p) => p.startsWith(`/${kind}/`)).slice(0, 1))]
    : paths
  return [...new Set([...chosen, ...noindexPaths])].map((path) => ({ path, noindex: noindexPaths.includes(path) }))
}
