import { expect, type APIRequestContext } from '@playwright/test'

import { noindexPaths, pagesFromSitemap, pagesOutsideSitemap } from '../../quality/public-pages.mjs'
import { BUYER } from '../store-helpers'

export { noindexPaths }

/** A page to check, and the status it answers with (200 unless said). */
export type PublicPage = { path: string; noindex: boolean; status?: number }

/** Every public page to check (see tests/quality/public-pages.mjs); `sample` keeps one document of each kind. */
export async function publicPages(request: APIRequestContext, { sample = false } = {}): Promise<PublicPage[]> {
  return pagesFromSitemap(await (await request.get('/sitemap.xml')).text(), { sample })
}

const ADMIN = { email: process.env.ADMIN_EMAIL ?? 'admin@agencia-teste.com.br', password: process.env.ADMIN_PASSWORD ?? 'senha-de-teste-2026!' }
/** The subscriber whose unsubscribe page the gates check: one address for the whole run. */
const GATE_SUBSCRIBER = 'paginas-de-qualidade@exemplo.com.br'

/*
 * Checkouts and newsletter subscriptions are rate-limited per client address, and every browser test
 * comes from the same one: each worker opens one simulator session and the run shares one subscriber.
 */
let simulatorSession: Promise<string> | undefined
let unsubscribeToken: Promise<string> | undefined

async function openSimulatorSession(request: APIRequestContext, slug: string): Promise<string> {
  const res = await request.post('/api/checkout', { data: { id: slug, ...BUYER } })
  expect(res.ok(), `checkout de ${slug}: ${res.status()}`).toBe(true)
  return (await res.json()).sessionId
}

async function gateSubscriberToken(request: APIRequestContext): Promise<string> {
  /*
   * The seeded administrator has one session list, and the other worker (whose quality checks need these
   * pages too) logs in to it at about the same moment: a login can drop this one's session, whose next
   * request answers 403. As admin-helpers' createEditor does, it logs in again then.
   */
  const welcomeMail = async () => {
    let outbox
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const login = await request.post('/cms-api/users/login', { data: ADMIN })
      expect(login.ok()).toBe(true)
      const auth = { Authorization: `JWT ${(await login.json()).token}` }
      outbox = await request.get(`/cms-api/outbox?where[to][equals]=${encodeURIComponent(GATE_SUBSCRIBER)}&limit=1`, { headers: auth })
      if (outbox.ok()) break
    }
    expect(outbox!.ok(), `caixa de saída: ${outbox!.status()}`).toBe(true)
    const [mail] = (await outbox!.json()).docs as { text: string }[]
    return mail && /\/newsletter\/cancelar\?token=([\w-]+)/.exec(mail.text)?.[1]
  }
  const existing = await welcomeMail()
  if (existing) return existing
  const subscribed = await request.post('/api/newsletter', { data: { email: GATE_SUBSCRIBER } })
  expect([200, 201, 202], `inscrição na newsletter: ${subscribed.status()}`).toContain(subscribed.status())
  // The confirmation e-mail (double opt-in) carries the cancel link too: a pending subscription has its page.
  const token = await welcomeMail()
  expect(token, 'e-mail de confirmação com o link de cancelamento').toBeTruthy()
  return token!
}

/**
 * The public pages the sitemap leaves out, for the HTML, accessibility and external-request checks (not
 * Lighthouse): /chatwhatsapp, the 404 page, a template's demo, the payment simulator with an open
 * session, and the unsubscribe page without a token, with an unknown one and with a subscriber's.
 */
export async function pagesOutside(request: APIRequestContext): Promise<PublicPage[]> {
  const sitemapPages = await publicPages(request, { sample: true })
  const template = sitemapPages.find((p) => /^\/templates\/[^/]+$/.test(p.path))!.path.split('/')[2]!
  simulatorSession ??= openSimulatorSession(request, template)
  unsubscribeToken ??= gateSubscriberToken(request)
  const [session, token] = await Promise.all([simulatorSession, unsubscribeToken])
  return [
    ...pagesOutsideSitemap,
    { path: `/templates/${template}/demo`, noindex: true },
    { path: `/checkout/simulador/${session}`, noindex: true },
    { path: '/newsletter/cancelar?token=link-que-nao-existe-mais-000', noindex: true },
    { path: `/newsletter/cancelar?token=${token}`, noindex: true },
  ]
}

/**
 * One of Next's own script tags as Next writes them: no public page has one, the server replaces them with
 * the after-paint loader (server/deferred-scripts.mjs) for every visitor, browser tests included.
 */
export const EAGER_SCRIPT_TAG = /<script src="\/_next\/static\/[^"]+\.js" async=""><\/script>/
