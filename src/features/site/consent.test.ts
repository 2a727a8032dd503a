// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'

import { applyAnalyticsConsent, trackEvent, trackPageView } from './analytics'
import { CONSENT_COOKIE, parseConsent, readConsent, saveConsent, serializeConsent } from './consent'

afterEach(() => {
  document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`
  delete window.dataLayer
})

describe('cookie consent', () => {
  it('round-trips the choice through the cookie', () => {
    const at = new Date('2026-11-22T12:00:00Z')
    expect(parseConsent(`x=1; ${CONSENT_COOKIE}=${serializeConsent(true, at)}`)).toEqual({
      version: 1,
      analytics: true,
      at: at.toISOString(),
    })
    expect(parseConsent(`${CONSENT_COOKIE}=v0.a1.1`)).toBeNull()
    expect(parseConsent('outro=1')).toBeNull()
  })

  it('nothing reaches the dataLayer before consent or after a refusal', () => {
    expect(readConsent()).toBeNull()
    expect(trackEvent('lead_submit', { service: 'libras' })).toBe(false)
    expect(window.dataLayer).toBeUndefined()
    saveConsent(false)
    expect(trackEvent('lead_submit', { service: 'libras' })).toBe(false)
    expect(window.dataLayer).toBeUndefined()
  })

  it('after acceptance events go to the dataLayer; a later refusal removes it', () => {
    saveConsent(true)
    applyAnalyticsConsent(true)
    expect(trackEvent('lead_submit', { service: 'libras' })).toBe(true)
    expect(window.dataLayer).toContainEqual({ event: 'lead_submit', service: 'libras' })
    saveConsent(false)
    applyAnalyticsConsent(false)
    expect(window.dataLayer).toBeUndefined()
    expect(trackEvent('lead_submit')).toBe(false)
  })

  it('counts a page view on the first page after consent and on every in-site navigation, once each', () => {
    expect(trackPageView('/cursos')).toBe(false)
    expect(window.dataLayer).toBeUndefined()
    saveConsent(true)
    applyAnalyticsConsent(true)
    expect(trackPageView(location.pathname)).toBe(false) // the consent already counted this page
    expect(trackPageView('/cursos')).toBe(true)
    expect(trackPageView('/cursos')).toBe(false)
    expect(trackPageView('/promocoes')).toBe(true)
    expect(trackPageView('/cursos')).toBe(true)
    const views = window.dataLayer!.filter((e) => e.event === 'page_view').map((e) => e.page_path)
    expect(views).toEqual([location.pathname, '/cursos', '/promocoes', '/cursos'])
    saveConsent(false)
    applyAnalyticsConsent(false)
    expect(trackPageView('/blog')).toBe(false)
    expect(window.dataLayer).toBeUndefined()
  })
})
