/**
 * The public pages every quality check visits: the sitemap's pages (every post, case and template
 * included) plus the noindex pages the sitemap leaves out. `sample` keeps the fixed pages and one
 * post, one case and one template (seeded ones, see SAMPLE_DOCUMENTS). Shared by the browser tests and the benchmarks.
 */

/** Pages that must not be indexed (their SEO score is not budgeted). */
export const noindexPaths = ['/payment-success', '/payment-canceled', '/servicos/libras']

/** The kinds of document the sample keeps one of (each must be in the sitemap). */
export const DOCUMENT_KINDS = ['blog', 'cases', 'templates']

/**
 * The seeded document of each kind the sample measures, one no test renames or unpublishes. The
 * sitemap lists the newest first, and browser tests publish (and rename) posts of their own while a run
 * goes on: the first post of the sitemap could be `/blog/renomear-…`, a page that changes under the
 * benchmark. A site without these (a server measured through BENCH_URL) gets its first document of the kind.
 */
export const SAMPLE_DOCUMENTS = {
  blog: '/blog/seo-local-como-aparecer-no-google-maps-do-seu-bairro',
  cases: '/cases/loja-de-moda-praia-triplica-vendas-online',
  templates: '/templates/clinica-sorriso',
}

/**
 * Pages outside the sitemap that the HTML, accessibility and external-request checks visit too (not
 * Lighthouse): the old address of the chat page, the unsubscribe page without a token, and the 404 page.
 * The pages that need data of the running site (a template's demo, a payment simulator session, an
 * unsubscribe link with a real token) are added by tests/e2e/quality/public-pages.ts.
 */
export const pagesOutsideSitemap = [
  { path: '/chatwhatsapp', noindex: false },
  { path: '/newsletter/cancelar', noindex: true },
  { path: '/pagina-que-nao-existe', noindex: true, status: 404 },
]

/** @param {string} sitemapXml @param {{ sample?: boolean }} [options] @returns {{ path: string, noindex: boolean }[]} */
export function pagesFromSitemap(sitemapXml, { sample = false } = {}) {
  const paths = [...sitemapXml.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map((m) => m[1] || '/')
  const documents = paths.filter((p) => /^\/(blog|cases|templates)\/[^/]+$/.test(p))
  const pages = paths.filter((p) => !documents.includes(p))
  const picked = DOCUMENT_KINDS.flatMap((kind) => {
    const ofKind = documents.filter((p) => p.startsWith(`/${kind}/`))
    return ofKind.includes(SAMPLE_DOCUMENTS[kind]) ? [SAMPLE_DOCUMENTS[kind]] : ofKind.slice(0, 1)
  })
  // A sample without one post, one case and one template would let a broken document page through
  // every gate (Lighthouse included) unnoticed: refuse it instead.
  const missing = DOCUMENT_KINDS.filter((kind) => !picked.some((p) => p.startsWith(`/${kind}/`)))
  if (missing.length) throw new Error(`O sitemap não tem nenhuma página de: ${missing.map((kind) => `/${kind}/…`).join(', ')}`)
  const chosen = sample ? [...pages, ...picked] : paths
  return [...new Set([...chosen, ...noindexPaths])].map((path) => ({ path, noindex: noindexPaths.includes(path) }))
}
