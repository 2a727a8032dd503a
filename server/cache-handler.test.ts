import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import CacheHandler, { createEntryStore, expireTags, IN_FLIGHT_MS, sizeOf, tagExpiries, TAG_EXPIRIES } from './cache-handler.mjs'

const page = (html: string, tags: string) => ({
  kind: 'APP_PAGE',
  html,
  rscData: Buffer.from(`0:${html}`),
  headers: { 'x-next-cache-tags': tags },
  status: 200,
  segmentData: new Map([['/_tree', Buffer.from('árvore')]]),
})
const data = (value: unknown) => ({ kind: 'FETCH', data: { body: JSON.stringify(value), headers: {}, url: '' }, revalidate: false })

beforeEach(() => tagExpiries().clear())
afterEach(() => vi.useRealTimers())

describe('the cache handler Next uses (next.config.ts cacheHandler)', () => {
  it("keeps a page and an unstable_cache entry until one of their tags expires, from this server's revalidateTag", async () => {
    const handler = new CacheHandler({})
    await handler.set('/blog', page('<p>posts</p>', 'posts,_N_T_/blog'), { kind: 'APP_PAGE' })
    await handler.set('home-data', data({ title: 'Início' }), { kind: 'FETCH', tags: ['home-page'] })
    expect((await handler.get('/blog', { kind: 'APP_PAGE' }))?.value).toMatchObject({ html: '<p>posts</p>' })
    expect((await handler.get('home-data', { kind: 'FETCH', tags: ['home-page'], softTags: [] }))?.value).toMatchObject({ kind: 'FETCH' })

    await new Promise((resolve) => setTimeout(resolve, 2))
    await handler.revalidateTag(['posts'])
    expect(await handler.get('/blog', { kind: 'APP_PAGE' })).toBeNull()
    expect(await handler.get('home-data', { kind: 'FETCH', tags: ['home-page'] })).not.toBeNull()
    await handler.revalidateTag('home-page')
    expect(await handler.get('home-data', { kind: 'FETCH', tags: ['home-page'] })).toBeNull()
  })

  it("drops entries on another server's invalidation (expireTags under the shared symbol), not entries stored after it", async () => {
    const handler = new CacheHandler({})
    await handler.set('/cases', page('<p>antes</p>', 'cases'), { kind: 'APP_PAGE' })
    await new Promise((resolve) => setTimeout(resolve, 2))
    // What cache-sync.ts does, from the app's own bundle, when the poller sees another server's edit.
    const fromTheApp = (globalThis as unknown as Record<symbol, Map<string, number> | undefined>)[Symbol.for('site.cache.tag-expiries')]
    expect(fromTheApp).toBe((globalThis as unknown as Record<symbol, unknown>)[TAG_EXPIRIES])
    fromTheApp?.set('cases', Date.now())
    expect(await handler.get('/cases', { kind: 'APP_PAGE' })).toBeNull()

    vi.useFakeTimers({ now: Date.now() + IN_FLIGHT_MS + 1 })
    await handler.set('/cases', page('<p>depois</p>', 'cases'), { kind: 'APP_PAGE' })
    expect((await handler.get('/cases', { kind: 'APP_PAGE' }))?.value).toMatchObject({ html: '<p>depois</p>' })
  })

  it('does not trust an entry stored just after one of its tags expired: its render may have read the data before the edit', async () => {
    const handler = new CacheHandler({})
    vi.useFakeTimers({ now: new Date('2026-11-24T12:00:00Z') })
    // A visitor's render of the home reads the promotions; staff save while it runs; it finishes 2 s later.
    await handler.revalidateTag(['page:promotions'])
    vi.advanceTimersByTime(2_000)
    await handler.set('/', page('<p>faixa de promoção de antes</p>', 'page:promotions'), { kind: 'APP_PAGE' })
    expect(await handler.get('/', { kind: 'APP_PAGE' })).toBeNull()
    await handler.set('promotions', data(['antes']), { kind: 'FETCH', tags: ['page:promotions'] })
    expect(await handler.get('promotions', { kind: 'FETCH', tags: ['page:promotions'] })).toBeNull()
    // Once no render from before the edit can still be running, what is stored is kept.
    vi.advanceTimersByTime(IN_FLIGHT_MS)
    await handler.set('/', page('<p>sem faixa</p>', 'page:promotions'), { kind: 'APP_PAGE' })
    expect((await handler.get('/', { kind: 'APP_PAGE' }))?.value).toMatchObject({ html: '<p>sem faixa</p>' })
  })

  it("honours a page's implicit tags given at read time (revalidatePath)", async () => {
    const handler = new CacheHandler({})
    await handler.set('posts-data', data([1, 2]), { kind: 'FETCH', tags: ['posts'] })
    await new Promise((resolve) => setTimeout(resolve, 2))
    expireTags(['_N_T_/blog'])
    expect(await handler.get('posts-data', { kind: 'FETCH', tags: ['posts'], softTags: ['_N_T_/blog'] })).toBeNull()
  })
})

describe('createEntryStore', () => {
  it('adds and takes off the same size for every entry: replaced, deleted, expired and evicted', () => {
    const store = createEntryStore({ maxBytes: 10_000 })
    for (let i = 0; i < 40; i += 1) store.set(`/p/${i % 13}`, page('<p>x</p>'.repeat(i * 7), `t${i % 3}`), [`t${i % 3}`], i)
    expect(store.size()).toBeLessThanOrEqual(10_000)
    expect(store.count()).toBeGreaterThan(1)
    expect(store.size()).toBe(store.heldBytes())
    store.delete('/p/12')
    store.set('/p/11', null)
    expireTags(['t1'], 1000)
    for (let i = 0; i < 13; i += 1) store.get(`/p/${i}`)
    expect(store.size()).toBe(store.heldBytes())
    expect(store.size()).toBeGreaterThan(0)
  })

  it('evicts the least recently used entry first', () => {
    const one = sizeOf(page('a'.repeat(1000), ''))
    const store = createEntryStore({ maxBytes: 3 * (one + 10) })
    store.set('/um', page('a'.repeat(1000), ''))
    store.set('/dois', page('a'.repeat(1000), ''))
    store.set('/tres', page('a'.repeat(1000), ''))
    store.get('/um')
    store.set('/quatro', page('a'.repeat(1000), ''))
    expect(store.get('/dois')).toBeNull()
    expect(store.get('/um')).not.toBeNull()
    expect(store.size()).toBe(store.heldBytes())
  })
})
