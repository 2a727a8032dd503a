/**
 * Cache-Control for the site's documents (HTML and the RSC payloads of client navigations).
 *
 * Next answers a prerendered page with `s-maxage=31536000`: a CDN in front of the site would then keep
 * serving a page for a year after an edit in the CMS (Next revalidates its own cache, not the CDN's).
 * Shared caches get a short life instead, and may serve a slightly stale copy while they fetch a fresh
 * one in the background; browsers always revalidate. Error answers are never stored, so a page created
 * after a 404, or a page that failed once, shows as soon as it exists or works.
 */
export const DOCUMENT_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300'
export const ERROR_CACHE_CONTROL = 'no-store'

const DOCUMENT = /^(text\/html|text\/x-component)\b/

/**
 * The Cache-Control header to send, or `undefined` to keep Next's own (static files, images, private
 * or per-request answers such as the admin's, which Next already marks `private, no-store`).
 * @param {{ status: number, contentType: string, cacheControl: string }} response
 */
export function documentCacheControl({ status, contentType, cacheControl }) {
  if (!DOCUMENT.test(contentType)) return undefined
  if (status >= 400) return ERROR_CACHE_CONTROL
  if (/\b(private|no-store)\b/.test(cacheControl)) return undefined
  if (/\bs-maxage=/.test(cacheControl)) return DOCUMENT_CACHE_CONTROL
  return undefined
}
