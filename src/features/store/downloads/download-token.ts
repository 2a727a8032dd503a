import { createHmac, timingSafeEqual } from 'node:crypto'

export const DOWNLOAD_TTL_MS = 7 * 24 * 60 * 60 * 1000
export const MAX_DOWNLOADS = 5

export type DownloadClaims = { orderId: number | string; linkId: string; expiresAt: number }

const b64 = (value: string | Buffer) => Buffer.from(value).toString('base64url')
const mac = (body: string, secret: string) => createHmac('sha256', secret).update(body).digest('base64url')

/** A link token: base64url(JSON claims) + '.' + HMAC-SHA256. Nothing secret inside, nothing forgeable. */
export function signDownloadToken(claims: DownloadClaims, secret: string): string {
  const body = b64(JSON.stringify({ o: claims.orderId, l: claims.linkId, e: claims.expiresAt }))
  return `${body}.${mac(body, secret)}`
}

export type TokenCheck =
  | { ok: true; claims: DownloadClaims }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'expired'; claims: DownloadClaims }

export function verifyDownloadToken(token: string, secret: string, now: number = Date.now()): TokenCheck {
  const [body, signature, extra] = token.split('.')
  if (!body || !signature || extra !== undefined || token.length > 512) return { ok: false, reason: 'invalid' }
  const expected = Buffer.from(mac(body, secret))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'invalid' }
  let raw: { o?: unknown; l?: unknown; e?: unknown }
  try {
    raw = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'))
  } catch {
    return { ok: false, reason: 'invalid' }
  }
  if ((typeof raw.o !== 'number' && typeof raw.o !== 'string') || typeof raw.l !== 'string' || typeof raw.e !== 'number') {
    return { ok: false, reason: 'invalid' }
  }
  const claims = { orderId: raw.o, linkId: raw.l, expiresAt: raw.e }
  if (claims.expiresAt <= now) return { ok: false, reason: 'expired', claims }
  return { ok: true, claims }
}
