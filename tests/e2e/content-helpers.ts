import { expect, type APIRequestContext, type APIResponse, type Locator, type Page } from '@playwright/test'

/** Moves the keyboard focus onto `target` with the Tab key (so that :focus-visible applies). */
export async function tabTo(page: Page, target: Locator): Promise<void> {
  await target.focus()
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Tab')
  await expect(target).toBeFocused()
}

/** Reaches `target` with the Tab key and checks that it draws a focus ring (an outline of at least 2 px). */
export async function expectFocusRingByKeyboard(page: Page, target: Locator): Promise<void> {
  await tabTo(page, target)
  const ring = await target.evaluate((el) => {
    const style = getComputedStyle(el)
    return { focusVisible: el.matches(':focus-visible'), style: style.outlineStyle, width: Number.parseFloat(style.outlineWidth) }
  })
  expect(ring.focusVisible).toBe(true)
  expect(ring.style).not.toBe('none')
  expect(ring.width).toBeGreaterThanOrEqual(2)
}

/** How each image loads: loading, fetchpriority, width and height attributes. */
export const imageAttributes = (images: Locator) =>
  images.evaluateAll((els) =>
    els.map((el) => ({
      loading: el.getAttribute('loading'),
      priority: el.getAttribute('fetchpriority'),
      width: Number(el.getAttribute('width')),
      height: Number(el.getAttribute('height')),
    })),
  )

/** The JSON-LD objects of the page. */
export async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text) as unknown)
  return blocks.flat() as Record<string, unknown>[]
}

/**
 * Checks that the page's JSON-LD claims no rating or review anywhere (AggregateRating, Review, or an
 * `aggregateRating`/`review` property): the site has no honest source for them.
 */
export async function expectNoRatingsInJsonLd(page: Page): Promise<void> {
  const items = await jsonLd(page)
  expect(items.length).toBeGreaterThan(0)
  const found: string[] = []
  const walk = (value: unknown, at: string): void => {
    if (Array.isArray(value)) value.forEach((item, i) => walk(item, `${at}[${i}]`))
    else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (/^(aggregateRating|reviews?|reviewRating)$/.test(key)) found.push(`${at}.${key}`)
        if (key === '@type' && [item].flat().some((type) => /Rating|Review/.test(String(type)))) found.push(`${at} ${String(item)}`)
        walk(item, `${at}.${key}`)
      }
    }
  }
  walk(items, '$')
  expect(found).toEqual([])
}

/**
 * A REST client of the CMS logged in as the test administrator (the same account `npm test` creates).
 * Parallel tests log in as that one user at the same time, and a login can drop another one's session
 * (both save the user's session list): a request refused for want of a session logs in again and retries.
 */
export async function cmsAdmin(request: APIRequestContext) {
  const admin = { email: process.env.ADMIN_EMAIL ?? 'admin@agencia-teste.com.br', password: process.env.ADMIN_PASSWORD ?? 'senha-de-teste-2026!' }
  let headers: Record<string, string> = {}
  const login = async () => {
    const response = await request.post('/cms-api/users/login', { data: admin })
    expect(response.ok()).toBe(true)
    headers = { Authorization: `JWT ${(await response.json()).token as string}` }
  }
  const send = async (go: () => Promise<APIResponse>) => {
    let response = await go()
    for (let attempt = 0; attempt < 3 && [401, 403].includes(response.status()); attempt += 1) {
      await login()
      response = await go()
    }
    expect(response.ok(), await response.text()).toBe(true)
    return response
  }
  await login()
  return {
    /** The first document of `collection` where `field` equals `value`. */
    async findOne(collection: string, field: string, value: string): Promise<Record<string, unknown> & { id: number }> {
      const found = await send(() =>
        request.get(`/cms-api/${collection}?where[${field}][equals]=${encodeURIComponent(value)}&limit=1&depth=0`, { headers }),
      )
      const doc = (await found.json()).docs?.[0]
      expect(doc, `${collection} ${field}=${value}`).toBeTruthy()
      return doc
    },
    async update(collection: string, id: number, data: Record<string, unknown>): Promise<void> {
      await send(() => request.patch(`/cms-api/${collection}/${id}`, { headers, data }))
    },
    async create(collection: string, data: Record<string, unknown>): Promise<{ id: number }> {
      return (await (await send(() => request.post(`/cms-api/${collection}`, { headers, data }))).json()).doc
    },
    async remove(collection: string, id: number): Promise<void> {
      await send(() => request.delete(`/cms-api/${collection}/${id}`, { headers }))
    },
  }
}
