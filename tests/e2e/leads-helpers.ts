import type { BrowserContext } from '@playwright/test'

/** Records a cookie choice up front, so the notice stays out of the way of tests about something else. */
export async function setConsent(context: BrowserContext, baseURL: string | undefined, analytics: boolean) {
  await context.addCookies([{ name: 'cookie_consent', value: `v1.a${analytics ? 1 : 0}.${Date.now()}`, url: baseURL ?? 'http://localhost:3100' }])
}

export const futureDate = (days = 10) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
