/**
 * Cache-Control for the site's documents (HTML and the RSC payloads of client navigations).
 *
 * Next answers a prerendered page with `s-maxage=31536000`: a CDN in front of the site would then keep
 * serving a page for a year after an edit in the CMS (Next revalidates its own cache, not the CDN's).
 * Shared caches get a short life instead, and may serve a slightly stale copy while they fetch a fresh
 * one in the background; browsers always revalidate. Error answers are never stored, so a page created
 * after a 404, or a page that failed once, shows as soon as it exists or works.
 *
 * Public pages rendered per request (blog search, catalogue filters, the payment's return page) and their
 * RSC payloads come from Next as `private, no-cache, no-store`: `no-store` keeps a page out of the browser's
 * back/forward cache, so going back to it reloads and re-runs it (Lighthouse's bf-cache audit fails). They get
 * `private, no-cache` instead: never kept by a shared cache, always revalidated by the browser, restored
 * instantly on Back. Next has no setting for this (its dynamic pages' header is fixed). The admin's pages keep
 * Next's and Payload's answer.
 */
export const DOCUMENT_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300'
export const PRIVATE_DOCUMENT_CACHE_CONTROL = 'private, no-cache'
export const ERROR_CACHE_CONTROL = 'no-store'
const ADMIN_PATH = /^\/(admin|cms-api)(\/|$|\?)/

const DOCUMENT = /^(text\/html|text\/x-component)\b/

/**
 * The Cache-Control header to send, or `undefined` to keep Next's own (static files, images, private
 * answers of the admin, which Next and Payload mark `private, no-store`).
 * @param {{ status: number, contentType: string, cacheControl: string, path?: string }} response
 */
export function documentCacheControl({ status, contentType, cacheControl, path = '/' }) {
  if (!DOCUMENT.test(contentType)) return undefined
  if (status >= 400) return ERROR_CACHE_CONTROL
  if (/\bno-store\b/.test(cacheControl) && !ADMIN_PATH.test(path)) return PRIVATE_DOCUMENT_CACHE_CONTROL
  if (/\b(private|no-store)\b/.test(cacheControl)) return undefined
  if (/\bs-maxage=/.test(cacheControl)) return DOCUMENT_CACHE_CONTROL
  return undefined
}
