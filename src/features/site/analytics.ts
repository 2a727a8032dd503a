import { readConsent } from './consent'

/**
 * Site analytics: events go to `window.dataLayer`, and only when the visitor accepted measurement
 * cookies. No third-party script is loaded here; a tag manager, if the agency ever configures one,
 * reads the same dataLayer after consent.
 */
export type AnalyticsEvent = { event: string; [key: string]: unknown }

declare global {
  interface Window {
    dataLayer?: AnalyticsEvent[]
  }
}

export function analyticsAllowed(): boolean {
  return readConsent()?.analytics === true
}

/** Pushes an event when analytics is allowed; returns whether it was sent. */
export function trackEvent(event: string, params: Record<string, unknown> = {}): boolean {
  if (typeof window === 'undefined' || !analyticsAllowed()) return false
  window.dataLayer ??= []
  window.dataLayer.push({ event, ...params })
  return true
}

/** The path of the last page_view sent, so one page is counted once however many times it is reported. */
let lastPageView: string | undefined

/**
 * Counts a page view: on the first page after consent and on every navigation inside the site (the
 * router changes the path without loading a new document). Repeats of the same path are ignored.
 */
export function trackPageView(path: string): boolean {
  if (path === lastPageView || !trackEvent('page_view', { page_path: path })) return false
  lastPageView = path
  return true
}

/** Applies a new choice: starts the dataLayer on consent, removes it on refusal. */
export function applyAnalyticsConsent(analytics: boolean): void {
  if (analytics) {
    window.dataLayer ??= []
    window.dataLayer.push({ event: 'consent_update', analytics_storage: 'granted' })
    trackPageView(location.pathname)
  } else {
    delete window.dataLayer
    lastPageView = undefined
  }
}
