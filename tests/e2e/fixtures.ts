import { test as base, expect, type Page, type Response } from '@playwright/test'

export { expect }

/*
 * The browser tests get the same HTML as visitors, whose scripts may run after the page's `load` event.
 * A click before React has hydrated the page does nothing, so every navigation of the `page` fixture
 * (goto, reload, back, forward) to one of the site's documents waits until the page says it is
 * interactive: `<html data-hydrated>`, set by src/ui/hydration-signal.tsx once React has hydrated it.
 * A navigation that asks for an earlier moment (`waitUntil: 'commit'` or `'domcontentloaded'`: the page as it
 * is before its scripts) is not held.
 * Specs import `test` and `expect` from here instead of from '@playwright/test'.
 */

/** Waits until the page in `page` has hydrated (its buttons and forms respond). */
export async function waitForInteractive(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
}

/** A document of the public site (the admin is Payload's, the API answers data): those carry the signal. */
function isSiteDocument(response: Response | null): boolean {
  if (!response) return false
  const { pathname } = new URL(response.url())
  return /^text\/html/.test(response.headers()['content-type'] ?? '') && !/^\/(admin|api)(\/|$)/.test(pathname)
}

type Navigation = 'goto' | 'reload' | 'goBack' | 'goForward'

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      for (const method of ['goto', 'reload', 'goBack', 'goForward'] satisfies Navigation[]) {
        const original = (page[method] as (...args: unknown[]) => Promise<Response | null>).bind(page)
        Object.assign(page, {
          [method]: async (...args: unknown[]) => {
            const response = await original(...args)
            const options = args.find((a) => a && typeof a === 'object') as { waitUntil?: string } | undefined
            const early = options?.waitUntil === 'commit' || options?.waitUntil === 'domcontentloaded'
            if (!early && isSiteDocument(response)) await waitForInteractive(page)
            return response
          },
        })
      }
    }
    await use(page)
  },
})
