import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { createTestPayload, destroyTestPayload } from '../helpers/payload'

// Outside Next there is no data cache: the cached queries run directly.
vi.mock('next/cache', () => ({
  unstable_cache: <T extends (...args: never[]) => unknown>(fn: T) => fn,
  revalidateTag: () => undefined,
}))

let payload: Payload
let dataDir: string
let queries: typeof import('@/features/products/queries')
let seed: typeof import('@/features/products/page-content')
let editor: unknown
const context = { disableRevalidate: true, trustedServerTask: true }

beforeAll(async () => {
  ;({ payload, dataDir } = await createTestPayload())
  queries = await import('@/features/products/queries')
  seed = await import('@/features/products/page-content')
  editor = await payload.create({
    collection: 'users',
    data: { email: 'editora@agencia.com.br', password: 'tartaruga-azul-le-jornal', roles: ['editor'] },
    overrideAccess: true,
    context,
  })
})
afterAll(async () => destroyTestPayload(payload, dataDir))

/** Saves a global as an editor does in the admin (access checked), returning the error messages if refused. */
async function save(slug: 'chat-page' | 'email-page' | 'promotions-page' | 'courses-page' | 'site-footer' | 'libras-page', data: Record<string, unknown>): Promise<string[]> {
  try {
    await payload.updateGlobal({ slug, data: data as never, user: editor as never, overrideAccess: false, context })
    return []
  } catch (error) {
    const fields = (error as { data?: { errors?: { message: string }[] } }).data?.errors ?? []
    return fields.length ? fields.map((f) => f.message) : [String(error)]
  }
}

describe('product page globals before the seed', () => {
  it("read as today's copy and prices", async () => {
    const chat = await queries.getChatPage()
    expect(chat.planPrice).toBe(153300)
    expect(chat.minUsers).toBe(5)
    expect((await queries.getEmailPage()).packPrice).toBe(43300)
    const { running } = await queries.getRunningPromotions()
    expect(running.map((p) => p.product)).toEqual(['email', 'templates', 'chat'])
  })
})

describe('prices typed in reais', () => {
  it('stores "1.533,00" as 153300 centavos and shows it back as typed', async () => {
    expect(await save('chat-page', { ...seed.chatSeedData(), planPrice: undefined, planPriceReais: '1.699,90' })).toEqual([])
    const doc = (await payload.findGlobal({ slug: 'chat-page' })) as unknown as Record<string, unknown>
    expect(doc.planPrice).toBe(169990)
    expect(doc.planPriceReais).toBe('1.699,90')
    expect((await queries.getChatPage()).planPrice).toBe(169990)
  })

  it('refuses negative, malformed and absurd prices in Portuguese and saves nothing of the form', async () => {
    await save('email-page', { ...seed.emailSeedData() })
    for (const [typed, message] of [
      ['-10,00', 'O preço não pode ser negativo.'],
      ['1,533.00', 'Use o formato de reais'],
      ['5.000.000,00', 'Preço alto demais'],
    ]) {
      const errors = await save('email-page', { packPriceReais: typed, planTitle: `Título novo ${typed}` })
      expect(errors.join(' ')).toContain(message)
    }
    const doc = (await payload.findGlobal({ slug: 'email-page' })) as unknown as Record<string, unknown>
    expect(doc.packPrice).toBe(43300)
    expect(doc.planTitle).toBe('Pacote 5 contas de 3 GB')
  })

  it('refuses negative centavos sent straight to the API, and a minimum of zero users', async () => {
    expect((await save('email-page', { packPrice: -500 })).join(' ')).toContain('maior que zero')
    expect((await save('chat-page', { minUsers: 0 })).join(' ')).toContain('de 1 a 1000')
    expect((await save('chat-page', { minUsers: 3 }))).toEqual([])
    expect((await queries.getChatPage()).minUsers).toBe(3)
  })
})

describe('promotions', () => {
  const promo = (over: Record<string, unknown>) => ({
    product: 'templates',
    title: 'Templates de sites',
    text: '{desconto} de desconto',
    cta: 'Ver templates',
    href: '/templates',
    percent: 15,
    startsAt: '2026-01-01T03:00:00.000Z',
    ...over,
  })

  it('refuses an end before the start in Portuguese, and keeps the saved promotions', async () => {
    await save('promotions-page', seed.promotionsSeedData())
    const errors = await save('promotions-page', { promotions: [promo({ startsAt: '2026-12-10T12:00:00.000Z', endsAt: '2026-12-01T12:00:00.000Z' })] })
    expect(errors).toContain('A data de término deve ser depois da data de início.')
    expect((await queries.getPromotionsPage()).promotions).toHaveLength(3)
  })

  it('refuses a discount outside 1..90 and a templates or chat promotion without one', async () => {
    expect((await save('promotions-page', { promotions: [promo({ percent: 120 })] })).join(' ')).toContain('de 1 a 90')
    expect((await save('promotions-page', { promotions: [promo({ percent: null })] })).join(' ')).toContain('Informe o desconto')
  })

  it('shows a promotion only between its start and its end', async () => {
    const now = Date.now()
    expect(
      await save('promotions-page', {
        promotions: [
          promo({ title: 'Acabou', startsAt: new Date(now - 2 * 86400e3).toISOString(), endsAt: new Date(now - 86400e3).toISOString() }),
          promo({ title: 'Em vigor', startsAt: new Date(now - 86400e3).toISOString(), endsAt: new Date(now + 86400e3).toISOString() }),
          promo({ title: 'Ainda não', startsAt: new Date(now + 86400e3).toISOString() }),
        ],
      }),
    ).toEqual([])
    expect((await queries.getRunningPromotions(now)).running.map((p) => p.title)).toEqual(['Em vigor'])
    expect((await queries.getRunningPromotions(now + 1.5 * 86400e3)).running.map((p) => p.title)).toEqual(['Ainda não'])
  })

  it('is not editable by visitors', async () => {
    await expect(payload.updateGlobal({ slug: 'promotions-page', data: { footnote: 'x' }, overrideAccess: false, context })).rejects.toThrow()
  })
})

describe('a price left empty', () => {
  it('is refused in Portuguese instead of keeping the old price silently', async () => {
    expect((await save('chat-page', { planPriceReais: '' })).join(' ')).toContain('Informe o preço em reais')
  })
})

describe('the seed', () => {
  it("writes today's copy into the globals, prices in centavos shown back in reais", async () => {
    const { productsSeed } = await import('@/features/products/seed')
    for (const item of productsSeed) await item.run(payload)
    const chat = (await payload.findGlobal({ slug: 'chat-page' })) as unknown as Record<string, unknown>
    expect(chat.planPrice).toBe(153300)
    expect(chat.planPriceReais).toBe('1.533,00')
    expect((await queries.getChatPage()).plan.items).toHaveLength(4)
    expect((await queries.getEmailPage()).plan.items).toContain('Contas de 5 GB disponíveis sob consulta')
    const { running } = await queries.getRunningPromotions()
    expect(running.map((p) => [p.product, p.percent])).toEqual([['email', null], ['templates', 10], ['chat', 20]])
    expect(await queries.getPromoBanner()).toEqual({ text: 'Veja as promoções atuais', link: 'Ver mais' })
  })

  it('writes the whole copy of the e-mail and chat pages: read back from the database, the pages are today\'s', async () => {
    const { CHAT_DEFAULTS, EMAIL_DEFAULTS } = await import('@/features/products/page-defaults')
    expect(await queries.getEmailPage()).toEqual(EMAIL_DEFAULTS)
    expect(await queries.getChatPage()).toEqual(CHAT_DEFAULTS)
  })

  it('fills in the copy of a global saved before the copy existed, keeping the plan staff set', async () => {
    const { productsSeed } = await import('@/features/products/seed')
    const { EMAIL_DEFAULTS } = await import('@/features/products/page-defaults')
    // As the migration leaves such a global: the plan, empty texts and no rows.
    const db = payload.db as unknown as { drizzle: unknown; execute: (args: { drizzle: unknown; raw: string }) => Promise<unknown> }
    for (const raw of [
      "UPDATE email_page SET plan_title = 'Pacote Equipe', hero_eyebrow = '', hero_title = '', hero_lead = '', hero_cta = '', hero_secondary_cta = '', features_eyebrow = '', features_title = '', features_lead = NULL",
      'DELETE FROM email_page_features_items',
    ])
      await db.execute({ drizzle: db.drizzle, raw })
    await productsSeed.find((item) => item.key === 'page:email:copy')!.run(payload)
    const doc = (await payload.findGlobal({ slug: 'email-page', depth: 0 })) as unknown as { planTitle: string; hero: { title: string }; features: { items: unknown[] } }
    expect(doc.planTitle).toBe('Pacote Equipe')
    expect(doc.hero.title).toBe('E-mail Corporativo')
    expect(doc.features.items).toHaveLength(8)
    expect((await queries.getEmailPage()).features).toEqual(EMAIL_DEFAULTS.features)
  })

  it('fills in the heroes, section headings and buttons of globals saved before they left the pages\' code, keeping what staff wrote', async () => {
    const { productsSeed } = await import('@/features/products/seed')
    const { COURSES_COPY_DEFAULTS, SERVICE_DESK_DEFAULTS } = await import('@/features/products/page-defaults')
    // As the copy_products migration leaves such globals: the new texts empty ('' by the column default).
    const db = payload.db as unknown as { drizzle: unknown; execute: (args: { drizzle: unknown; raw: string }) => Promise<unknown> }
    for (const raw of [
      "UPDATE service_desk_page SET hero_eyebrow = '', hero_title = 'Minha central', hero_cta = '', hero_secondary_cta = '', panels_eyebrow = '', plans_section_eyebrow = '', plans_section_title = '', contact_eyebrow = '', contact_cta = ''",
      "UPDATE courses_page SET hero_eyebrow = '', hero_title = '', hero_description = '', hero_summary = '', headings_modules_title = '', headings_modules_lead = NULL, headings_faq_title = ''",
      "UPDATE chat_page SET plan_min_users_note = '', plan_cta = '', contact_eyebrow = ''",
    ])
      await db.execute({ drizzle: db.drizzle, raw })
    for (const key of ['page:service-desk:headings', 'page:courses:headings', 'page:chat:headings']) await productsSeed.find((item) => item.key === key)!.run(payload)
    const desk = await queries.getServiceDeskPage()
    expect(desk.hero).toEqual({ ...SERVICE_DESK_DEFAULTS.hero, title: 'Minha central' })
    expect([desk.panelsEyebrow, desk.plansSection.title, desk.contactCta]).toEqual(['Como funciona', 'Central e chat no mesmo plano', 'Pedir uma demonstração'])
    const course = (await payload.findGlobal({ slug: 'courses-page', depth: 0 })) as unknown as { hero: { title: string }; headings: { modules: { title: string; lead: string } } }
    expect(course.hero.title).toBe('Cursos')
    expect(course.headings.modules).toMatchObject({ title: COURSES_COPY_DEFAULTS.headings.modules.title, lead: COURSES_COPY_DEFAULTS.headings.modules.lead })
    const chat = await queries.getChatPage()
    expect([chat.plan.minUsersNote, chat.plan.cta, chat.contact.eyebrow]).toEqual(['Mínimo de {usuarios}. Usuários extras sob consulta.', 'Contratar pelo WhatsApp', 'Contato'])
  })

  it("refuses, in Portuguese, the chat plan's note and the courses' titles without their placeholder", async () => {
    expect(await save('chat-page', { planMinUsersNote: 'Mínimo de 5 usuários.' })).toContain('Mantenha {usuarios} no texto: no site ele vira o número com a palavra, por exemplo "5 usuários" ou "1 usuário".')
    const doc = (await payload.findGlobal({ slug: 'courses-page', depth: 0 })) as unknown as { headings: Record<string, Record<string, unknown>> }
    const refused = await save('courses-page', { headings: { ...doc.headings, videos: { ...doc.headings.videos, title: '12 vídeos para começar hoje' } } })
    expect(refused.join(' ')).toContain('Mantenha {videos} no texto')
    expect((await queries.getChatPage()).plan.minUsersNote).toBe('Mínimo de {usuarios}. Usuários extras sob consulta.')
  })

  it('refuses an icon outside the fixed list and a feature list left empty', async () => {
    const doc = (await payload.findGlobal({ slug: 'email-page', depth: 0 })) as unknown as { features: { items: Record<string, unknown>[] } }
    const items = doc.features.items.map((f, i) => (i === 0 ? { ...f, icon: 'rocket' } : f))
    expect(await save('email-page', { features: { ...doc.features, items } })).not.toEqual([])
    expect(await save('email-page', { features: { ...doc.features, items: [] } })).not.toEqual([])
    expect((await queries.getEmailPage()).features.items[0]!.icon).toBe('shield-check')
  })
})

describe('the Libras steps', () => {
  it('are refused in Portuguese beyond six, and saved from one to six', async () => {
    const { librasPageSeedData } = await import('@/features/leads/quotes/libras-page-content')
    const data = librasPageSeedData()
    expect(await save('libras-page', data)).toEqual([])
    const step = { title: 'Etapa extra', text: 'Texto.' }
    expect(await save('libras-page', { steps: [...data.steps, step, step] })).toContain('São no máximo 6 etapas: remova 1 etapa.')
    expect(await save('libras-page', { steps: [] })).toContain('Informe pelo menos 1 etapa.')
    expect(await save('libras-page', { steps: [...data.steps, step] })).toEqual([])
    expect(await save('libras-page', { steps: data.steps.slice(0, 1) })).toEqual([])
  })

  it('the steps title keeps {etapas}; the headings item fills a global saved before the headings existed', async () => {
    const { librasHeadingsSeed } = await import('@/features/leads/quotes/libras-seed')
    const { LIBRAS_PAGE_DEFAULTS } = await import('@/features/leads/quotes/libras-page-content')
    const doc = (await payload.findGlobal({ slug: 'libras-page', depth: 0 })) as unknown as { headings: Record<string, Record<string, unknown>> }
    const refused = await save('libras-page', { headings: { ...doc.headings, steps: { ...doc.headings.steps, title: 'Do pedido à entrega em 5 etapas' } } })
    expect(refused.join(' ')).toContain('Mantenha {etapas} no texto')
    const db = payload.db as unknown as { drizzle: unknown; execute: (args: { drizzle: unknown; raw: string }) => Promise<unknown> }
    await db.execute({ drizzle: db.drizzle, raw: "UPDATE libras_page SET hero_eyebrow = '', hero_whatsapp_cta = 'Fale conosco', headings_steps_title = '', headings_quote_lead = ''" })
    await librasHeadingsSeed.run(payload)
    const filled = (await payload.findGlobal({ slug: 'libras-page', depth: 0 })) as unknown as { hero: Record<string, unknown>; headings: { steps: { title: string }; quote: { lead: string } } }
    expect(filled.hero).toMatchObject({ eyebrow: 'Acessibilidade', whatsappCta: 'Fale conosco' })
    expect(filled.headings.steps.title).toBe(LIBRAS_PAGE_DEFAULTS.headings.steps.title)
    expect(filled.headings.quote.lead).toBe(LIBRAS_PAGE_DEFAULTS.headings.quote.lead)
  })
})

describe('course videos', () => {
  it('a module with a YouTube address becomes available and links the lesson; an invalid address is refused', async () => {
    const { productsSeed } = await import('@/features/products/seed')
    await productsSeed.find((item) => item.key === 'page:courses')!.run(payload)
    const doc = (await payload.findGlobal({ slug: 'courses-page', depth: 0 })) as unknown as { modules: Record<string, unknown>[]; categories: { videos: Record<string, unknown>[] }[] }
    expect(doc.modules).toHaveLength(9)
    expect(doc.categories.flatMap((c) => c.videos)).toHaveLength(12)

    const modules = doc.modules.map((m, i) => (i === 0 ? { ...m, video: 'https://youtu.be/dQw4w9WgXcQ' } : m))
    const bad = doc.modules.map((m, i) => (i === 1 ? { ...m, video: 'https://vimeo.com/123456' } : m))
    expect((await save('courses-page', { modules: bad })).join(' ')).toContain('Endereço de vídeo inválido')
    expect(await save('courses-page', { modules })).toEqual([])
    const course = await queries.getCoursesPage()
    expect(course.modules[0]).toMatchObject({ titulo: 'Primeiros passos no Wix Studio', videoId: 'dQw4w9WgXcQ' })
    expect(course.modules[1]?.videoId).toBeUndefined()
    expect(course.categories[0]?.videos[0]).toMatchObject({ slug: 'vd-ini-01', titulo: 'Seu primeiro site em 30 minutos', publicadoEm: '2026-03-02', duracao: '29:48' })
  })

  it('refuses a video with a malformed duration or address, in Portuguese', async () => {
    const doc = (await payload.findGlobal({ slug: 'courses-page', depth: 0 })) as unknown as { categories: { videos: Record<string, unknown>[] }[] }
    const categories = structuredClone(doc.categories)
    categories[0]!.videos[0] = { ...categories[0]!.videos[0], duration: '75:99', youtube: 'https://www.youtube.com/@canal' }
    const errors = (await save('courses-page', { categories })).join(' ')
    expect(errors).toContain('Use minutos:segundos')
    expect(errors).toContain('Endereço de vídeo inválido')
  })
})

describe('home and footer globals', () => {
  it("read as today's cards and links before the seed, and as the seed wrote them after", async () => {
    const home = await import('@/features/home/queries')
    const site = await import('@/features/site/queries')
    const before = await home.getHomePage()
    expect(before.services.map((s) => s.title)).toEqual(['SEO Estratégico', 'Gestão de Tráfego Pago', 'Desenvolvimento Web', 'Branding e Design', 'Consultoria de Negócios Digitais'])
    expect((await site.getFooter()).navigation[0]).toEqual({ href: '/#about', label: 'Sobre nós' })

    const { homeSeed } = await import('@/features/home/seed')
    await homeSeed.find((item) => item.key === 'page:home')!.run(payload)
    const after = await home.getHomePage()
    expect(after).toEqual(before)
    expect(after.services[0]).toMatchObject({ icon: 'Search', color: 'seo', features: ['Auditoria técnica completa', 'Pesquisa de palavras-chave', 'Conteúdo otimizado', 'SEO local no Google Maps'] })
  })

  it('an editor changes a service card; a footer link to another host is refused in Portuguese', async () => {
    const doc = (await payload.findGlobal({ slug: 'home-page', depth: 0 })) as unknown as { services: Record<string, unknown>[] }
    const services = doc.services.map((s, i) => (i === 0 ? { ...s, title: 'SEO que vende', color: 'ads', icon: 'Rocket' } : s))
    await payload.updateGlobal({ slug: 'home-page', data: { services } as never, user: editor as never, overrideAccess: false, context })
    const home = await import('@/features/home/queries')
    expect((await home.getHomePage()).services[0]).toMatchObject({ title: 'SEO que vende', color: 'ads', icon: 'Rocket' })

    const bad = { tagline: 'x', newsletterText: 'y', navigation: [{ label: 'Fora', href: 'https://evil.example/' }] }
    expect((await save('site-footer', bad)).join(' ')).toContain('Use um endereço do site começando com /')
  })
})

describe('the admin form', () => {
  it('lets staff type the prices in reais (Payload would show a virtual field read-only)', () => {
    const find = (fields: unknown[], name: string): Record<string, unknown> | undefined => {
      for (const field of fields as Record<string, unknown>[]) {
        if (field.name === name) return field
        const inner = Array.isArray(field.fields) ? find(field.fields, name) : undefined
        if (inner) return inner
        // The product pages' forms are split in tabs.
        for (const tab of Array.isArray(field.tabs) ? (field.tabs as { fields: unknown[] }[]) : []) {
          const inTab = find(tab.fields, name)
          if (inTab) return inTab
        }
      }
      return undefined
    }
    const chat = payload.config.globals.find((g) => g.slug === 'chat-page')!
    expect((find(chat.fields, 'planPriceReais')?.admin as { readOnly?: boolean }).readOnly).toBe(false)
    const templates = payload.config.collections.find((c) => c.slug === 'store-templates')!
    expect((find(templates.fields, 'priceReais')?.admin as { readOnly?: boolean }).readOnly).toBe(false)
    expect((find(templates.fields, 'price')?.admin as { hidden?: boolean }).hidden).toBe(true)
  })
})
