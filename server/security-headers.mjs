/**
 * The security headers of every response, in one place (plain JS: the server loads it before Next).
 *
 * Scripts: `script-src 'self'` plus the SHA-256 hashes of the document's own inline scripts, with no
 * 'unsafe-inline' or 'unsafe-eval'. Next's pages carry inline bootstrap scripts; a nonce would force
 * every page to render per request (or the cached HTML to be rewritten and recompressed on every
 * response), so the server hashes each document's inline scripts instead (see html-csp.mjs).
 */

/** Origins a form may post to or redirect to: ours, and the payment provider's hosted checkout. */
const formActions = ["'self'", 'https://checkout.stripe.com']

/**
 * Who may show a document in a frame. Nobody, except for the staff's preview of a draft: the admin's live
 * preview shows the real page in an iframe of the admin, on this same origin (so 'self', never another site).
 * @param {{ scriptHashes?: string[], production?: boolean, framedBySite?: boolean }} [options]
 */
export function contentSecurityPolicy({ scriptHashes = [], production = false, framedBySite = false } = {}) {
  const directives = [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "media-src 'self'",
    "frame-src 'self'",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action ${formActions.join(' ')}`,
    framedBySite ? "frame-ancestors 'self'" : "frame-ancestors 'none'",
  ]
  if (production) directives.push('upgrade-insecure-requests')
  return directives.join('; ')
}

/** What the site does not use, denied to every page and every embedded frame. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=(self)',
  'camera=()',
  'display-capture=()',
  'encrypted-media=()',
  'fullscreen=(self)',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'picture-in-picture=(self)',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'sync-xhr=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ')

/**
 * A request in Next's draft mode (its `__prerender_bypass` cookie, set by /api/preview for staff only): the
 * draft preview, which the admin's live preview frames. The cookie only loosens framing to this same site;
 * what the page shows is still decided by the staff session the page checks.
 * @param {{ headers: { cookie?: string } }} req
 */
export const isDraftPreview = (req) => /(?:^|;\s*)__prerender_bypass=/.test(String(req.headers.cookie ?? ''))

/** The build's static files (scripts, styles, fonts, images under /_next/static): never shown as a page. */
export const isStaticAsset = (url = '') => url.startsWith('/_next/static/')

/**
 * Headers for every response; script hashes only for HTML documents. A static asset gets only the headers
 * that act on a file fetched by a page (nosniff, Cross-Origin-Resource-Policy, HSTS): the policy, framing,
 * referrer and permissions headers act on documents, and repeated on each of a page's dozen scripts they
 * added 1.3 KB to every one (13 KB per first visit on a phone).
 * `framedBySite`: the staff's draft preview (see isDraftPreview), which the admin shows in a frame.
 * @param {{ scriptHashes?: string[], production?: boolean, https?: boolean, asset?: boolean, framedBySite?: boolean }} [options]
 */
export function securityHeaders({ scriptHashes = [], production = false, https = false, asset = false, framedBySite = false } = {}) {
  if (asset) {
    /** @type {Record<string, string>} */
    const assetHeaders = { 'X-Content-Type-Options': 'nosniff', 'Cross-Origin-Resource-Policy': 'same-origin' }
    if (production) assetHeaders['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains'
    return assetHeaders
  }
  /** @type {Record<string, string>} */
  const headers = {
    'Content-Security-Policy': contentSecurityPolicy({ scriptHashes, production: production && https, framedBySite }),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    'X-Frame-Options': framedBySite ? 'SAMEORIGIN' : 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
  }
  if (production) headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains'
  return headers
}
