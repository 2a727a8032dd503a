/**
 * The visitor's cookie choice, kept in a first-party cookie (essential: it only remembers the choice).
 * Runs in the browser only. Nothing non-essential runs until `analytics` is true.
 */
export const CONSENT_COOKIE = 'cookie_consent'
/** Bump to ask everyone again (e.g. a new purpose is added). */
export const CONSENT_VERSION = 1
/** ANPD suggests asking again periodically: the choice lasts six months. */
const MAX_AGE_SECONDS = 180 * 24 * 60 * 60
export const CONSENT_EVENT = 'consent-change'

export type ConsentChoice = { version: number; analytics: boolean; at: string }

export function parseConsent(cookieHeader: string): ConsentChoice | null {
  const raw = cookieHeader
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${CONSENT_COOKIE}=`))
    ?.slice(CONSENT_COOKIE.length + 1)
  if (!raw) return null
  const match = /^v(\d+)\.(a[01])\.(\d+)$/.exec(decodeURIComponent(raw))
  if (!match || Number(match[1]) !== CONSENT_VERSION) return null
  return { version: CONSENT_VERSION, analytics: match[2] === 'a1', at: new Date(Number(match[3])).toISOString() }
}

export function serializeConsent(analytics: boolean, now: Date = new Date()): string {
  return `v${CONSENT_VERSION}.a${analytics ? 1 : 0}.${now.getTime()}`
}

export function readConsent(): ConsentChoice | null {
  if (typeof document === 'undefined') return null
  return parseConsent(document.cookie)
}

export function saveConsent(analytics: boolean): ConsentChoice {
  const secure = location.protocol === 'https:' ? '; Secure' : ''
  document.cookie = `${CONSENT_COOKIE}=${serializeConsent(analytics)}; Max-Age=${MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure}`
  const choice = parseConsent(document.cookie) ?? { version: CONSENT_VERSION, analytics, at: new Date().toISOString() }
  window.dispatchEvent(new CustomEvent<ConsentChoice>(CONSENT_EVENT, { detail: choice }))
  return choice
}
