import { describe, expect, it } from 'vitest'

import { DOCUMENT_CACHE_CONTROL, documentCacheControl, PRIVATE_DOCUMENT_CACHE_CONTROL } from './cache-control.mjs'

const html = 'text/html; charset=utf-8'

describe('documentCacheControl', () => {
  it("shortens the year-long CDN life Next gives prerendered pages and their RSC payloads", () => {
    expect(documentCacheControl({ status: 200, contentType: html, cacheControl: 's-maxage=31536000' })).toBe(DOCUMENT_CACHE_CONTROL)
    expect(
      documentCacheControl({ status: 200, contentType: 'text/x-component', cacheControl: 's-maxage=3600, stale-while-revalidate=31532400' }),
    ).toBe(DOCUMENT_CACHE_CONTROL)
    expect(DOCUMENT_CACHE_CONTROL).toMatch(/max-age=0/)
    expect(DOCUMENT_CACHE_CONTROL).toMatch(/s-maxage=60\b/)
  })

  it('never stores an error page', () => {
    expect(documentCacheControl({ status: 404, contentType: html, cacheControl: 's-maxage=31536000' })).toBe('no-store')
    expect(documentCacheControl({ status: 500, contentType: html, cacheControl: '' })).toBe('no-store')
  })

  it('lets public pages rendered per request into the back/forward cache: private, revalidated, but not no-store', () => {
    const dynamic = 'private, no-cache, no-store, max-age=0, must-revalidate'
    for (const path of ['/blog?q=seo', '/templates', '/payment-success?session_id=cs_1']) {
      expect(documentCacheControl({ status: 200, contentType: html, cacheControl: dynamic, path })).toBe(PRIVATE_DOCUMENT_CACHE_CONTROL)
    }
    expect(documentCacheControl({ status: 200, contentType: 'text/x-component', cacheControl: dynamic, path: '/blog?_rsc=1' })).toBe(
      PRIVATE_DOCUMENT_CACHE_CONTROL,
    )
    expect(PRIVATE_DOCUMENT_CACHE_CONTROL).toMatch(/\bprivate\b/)
    expect(PRIVATE_DOCUMENT_CACHE_CONTROL).toMatch(/\bno-cache\b/)
    expect(PRIVATE_DOCUMENT_CACHE_CONTROL).not.toMatch(/no-store/)
  })

  it("keeps Next's answer for the admin, static files and everything that is not a document", () => {
    const admin = 'private, no-cache, no-store, max-age=0, must-revalidate'
    expect(documentCacheControl({ status: 200, contentType: html, cacheControl: admin, path: '/admin/collections/leads' })).toBeUndefined()
    expect(documentCacheControl({ status: 200, contentType: html, cacheControl: admin, path: '/admin' })).toBeUndefined()
    expect(
      documentCacheControl({ status: 200, contentType: 'application/javascript', cacheControl: 'public, max-age=31536000, immutable' }),
    ).toBeUndefined()
    expect(documentCacheControl({ status: 200, contentType: 'image/webp', cacheControl: 's-maxage=31536000' })).toBeUndefined()
    expect(documentCacheControl({ status: 200, contentType: 'application/json', cacheControl: 's-maxage=60' })).toBeUndefined()
  })
})
