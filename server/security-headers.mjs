/**
 * The security headers of every response, in one place (plain JS: the server loads it before Next).
 *
 * Scripts: `script-src 'self' 'nonce-…'`, with no 'unsafe-inline' or 'unsafe-eval'. Next's pages carry
 * inline bootstrap scripts; instead of rendering every page per request to stamp a nonce on them
 * (which would give up static rendering), the server adds the response's nonce to each `<script>` tag
 * of the cached HTML as it streams out (see html-nonce.mjs).
 */
import { randomBytes } from 'node:crypto'

export const newNonce = () => randomBytes(16).toString('base64')

/** Origins a form may post to or redirect to: ours, and the payment provider's hosted checkout. */
const formActions = ["'self'", 'https://checkout.stripe.com']

/** @param {{ nonce?: string, production?: boolean }} [options] */
export function contentSecurityPolicy({ nonce, production = false } = {}) {
  const directives = [
    "default-src 'self'",
    nonce ? `script-src 'self' 'nonce-${nonce}'` : "script-src 'self'",
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
    "frame-ancestors 'none'",
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
 * Headers for every response; `nonce` only for HTML documents.
 * @param {{ nonce?: string, production?: boolean, https?: boolean }} [options]
 */
export function securityHeaders({ nonce, production = false, https = false } = {}) {
  /** @type {Record<string, string>} */
  const headers = {
    'Content-Security-Policy': contentSecurityPolicy({ nonce, production: production && https }),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
  }
  if (production) headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains'
  return headers
}
