import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test'

import { expect, test } from './fixtures'
import { baseURL } from '../../playwright.config'

import { loginAsNewAdmin, loginAsNewEditor } from './admin-helpers'

/*
 * Staff change the product pages' prices, promotions and course videos in the admin (here through its
 * REST API, as the admin's form does) and the public pages follow within 10 seconds, with no deploy or
 * restart; bad input is refused in Portuguese and changes nothing. Runs after the visitors' tests that read
 * today's prices (the 'publishing' and 'page-texts' projects, below), and puts every value back at the end.
 */

test.describe.configure({ mode: 'serial' })

/*
 * Two projects share this file (playwright.config.ts). 'publishing' runs the tests that edit the globals the
 * staff walkthrough edits too (chat-page, promotions-page, courses-page), before it; those tagged
 * @page-texts edit other globals only (service desk, cases, Libras, home, blog, store, site settings) and
 * run in 'page-texts', beside the walkthrough, each project's tests one after the other.
 */

type Api = { request: APIRequestContext; headers: Record<string, string> }

async function api(page: Page): Promise<Api> {
  return { request: page.request, headers: { Authorization: `JWT ${await loginAsNewEditor(page)}` } }
}

const getGlobal = async ({ request, headers }: Api, slug: string) => (await (await request.get(`/cms-api/globals/${slug}?depth=0`, { headers })).json()) as Record<string, unknown>

async function saveGlobal({ request, headers }: Api, slug: string, data: Record<string, unknown>) {
  const response = await request.post(`/cms-api/globals/${slug}`, { headers, data })
  return { status: response.status(), body: (await response.json()) as { errors?: { message: string; data?: { errors?: { message: string }[] } }[] } }
}

const messages = (body: { errors?: { message: string; data?: { errors?: { message: string }[] } }[] }) =>
  (body.errors ?? []).flatMap((e) => [e.message, ...(e.data?.errors ?? []).map((f) => f.message)]).join(' | ')

/**
 * The page's HTML as an anonymous visitor gets it (no cookie, no test header: through the server's
 * micro-cache, as everyone), polled until it does (or does not) contain the text. An edit must show within
 * 10 s; a promotion's start or end, which nobody saves, re-renders the page at that instant, and a visitor
 * may get the copy made just before it for up to the micro-cache's 5 s more: `timeout` says so.
 */
async function expectPageWithin10s(_page: Page, path: string, text: string, present = true, timeout = 10_000) {
  const visitor = await playwrightRequest.newContext({ baseURL })
  try {
    await expect.poll(async () => (await (await visitor.get(path)).text()).includes(text), { timeout, intervals: [250, 500] }).toBe(present)
  } finally {
    await visitor.dispose()
  }
}

test('a price typed in reais shows on /chat-whatsapp, /central-atendimento and /promocoes; negative or absurd prices are refused (400) and change nothing', async ({ page }) => {
  const staff = await api(page)
  // Over the REST API: 400 naming the field.
  const refused = await saveGlobal(staff, 'chat-page', { planPriceReais: '-1.533,00' })
  expect(refused.status).toBe(400)
  expect(messages(refused.body)).toContain('Preço anual do plano (R$)')
  const absurd = await saveGlobal(staff, 'chat-page', { planPriceReais: '153.300.000,00' })
  expect(absurd.status).toBe(400)
  expect((await getGlobal(staff, 'chat-page')).planPriceReais).toBe('1.533,00')

  try {
    expect((await saveGlobal(staff, 'chat-page', { planPriceReais: '1.699,90', minUsers: 3 })).status).toBe(200)
    await expectPageWithin10s(page, '/chat-whatsapp', 'R$ 1.699,90')
    await expectPageWithin10s(page, '/central-atendimento', 'R$ 1.699,90')
    await page.goto('/chat-whatsapp')
    const plans = page.locator('#planos')
    await expect(plans.getByText('R$ 1.699,90', { exact: true })).toBeVisible()
    await expect(plans.getByText('Mínimo de 3 usuários. Usuários extras sob consulta.')).toBeVisible()
    // The chat promotion's 20% is computed from the new price: R$ 1.359,92 in the first year.
    await expect(plans.getByText('20% de desconto no primeiro ano: R$ 1.359,92 em vez de R$ 1.699,90', { exact: false })).toBeVisible()
    await expectPageWithin10s(page, '/promocoes', 'R$ 1.359,92 em vez de R$ 1.699,90')
  } finally {
    expect((await saveGlobal(staff, 'chat-page', { planPriceReais: '1.533,00', minUsers: 5 })).status).toBe(200)
  }
  await expectPageWithin10s(page, '/chat-whatsapp', 'R$ 1.533,00')
})

test("a promotion's end date: it leaves /promocoes, the plans card and then the header strip on time, with no edit", async ({ page }) => {
  const staff = await api(page)
  const original = (await getGlobal(staff, 'promotions-page')).promotions as Record<string, unknown>[]
  const withEnd = (rows: Record<string, unknown>[], endsAt: (row: Record<string, unknown>) => string | null) => rows.map((row) => ({ ...row, endsAt: endsAt(row) }))

  const backwards = await saveGlobal(staff, 'promotions-page', { promotions: withEnd(original, (row) => (row.product === 'chat' ? '2025-01-01T00:00:00.000Z' : null)) })
  expect(backwards.status).toBe(400)
  expect(messages(backwards.body)).toContain('Término')

  try {
    // The chat promotion ends in 6 seconds: nobody edits anything after this save.
    const chatEnds = new Date(Date.now() + 6_000).toISOString()
    expect((await saveGlobal(staff, 'promotions-page', { promotions: withEnd(original, (row) => (row.product === 'chat' ? chatEnds : null)) })).status).toBe(200)
    await expectPageWithin10s(page, '/promocoes', 'R$ 1.226,40 em vez de R$ 1.533,00')
    await expectPageWithin10s(page, '/chat-whatsapp', '20% OFF no 1º ano')
    await page.waitForTimeout(Math.max(0, new Date(chatEnds).getTime() - Date.now()))
    await expectPageWithin10s(page, '/promocoes', 'R$ 1.226,40 em vez de R$ 1.533,00', false, 15_000)
    await expectPageWithin10s(page, '/chat-whatsapp', '20% OFF no 1º ano', false, 15_000)
    await page.goto('/promocoes')
    await expect(page.getByRole('main').getByRole('heading', { name: 'Templates de sites' })).toBeVisible()
    await expect(page.getByRole('main').getByRole('heading', { name: 'Chat WhatsApp' })).toHaveCount(0)

    // Every promotion over: the header strip leaves every page.
    await expectPageWithin10s(page, '/', 'Veja as promoções atuais')
    const allEnd = new Date(Date.now() + 4_000).toISOString()
    expect((await saveGlobal(staff, 'promotions-page', { promotions: withEnd(original, () => allEnd) })).status).toBe(200)
    await page.waitForTimeout(Math.max(0, new Date(allEnd).getTime() - Date.now()))
    await expectPageWithin10s(page, '/', 'Veja as promoções atuais', false, 15_000)
    await expectPageWithin10s(page, '/cursos', 'Veja as promoções atuais', false, 15_000)
    await page.goto('/')
    await expect(page.getByRole('link', { name: 'Ver mais', exact: true })).toHaveCount(0)
  } finally {
    expect((await saveGlobal(staff, 'promotions-page', { promotions: original })).status).toBe(200)
  }
  await expectPageWithin10s(page, '/', 'Veja as promoções atuais')
  await expectPageWithin10s(page, '/promocoes', 'R$ 1.226,40 em vez de R$ 1.533,00')
})

test("a course video: the module becomes 'Disponível' and links the lesson; an invalid address is refused", async ({ page }) => {
  const staff = await api(page)
  const original = (await getGlobal(staff, 'courses-page')).modules as Record<string, unknown>[]
  const withVideo = (video: string) => original.map((row, index) => (index === 0 ? { ...row, video } : row))

  const refused = await saveGlobal(staff, 'courses-page', { modules: withVideo('https://vimeo.com/76979871') })
  expect(refused.status).toBe(400)
  expect(messages(refused.body)).toContain('Vídeo da aula (YouTube)')

  try {
    expect((await saveGlobal(staff, 'courses-page', { modules: withVideo('https://www.youtube.com/watch?v=dQw4w9WgXcQ') })).status).toBe(200)
    await expectPageWithin10s(page, '/cursos', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ')
    await page.goto('/cursos')
    const first = page.locator('#modulos li').first()
    await expect(first.getByText('Disponível', { exact: true })).toBeVisible()
    await expect(first.getByRole('link', { name: /Assistir aula/ })).toHaveAttribute('href', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ')
    await expect(page.locator('#modulos').getByText('Em breve', { exact: true })).toHaveCount(16)
  } finally {
    expect((await saveGlobal(staff, 'courses-page', { modules: original })).status).toBe(200)
  }
  await expectPageWithin10s(page, '/cursos', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', false)
})

test('/central-atendimento from its global: a tab\'s name, text and board edited in the admin show within 10 s, and are put back', { tag: '@page-texts' }, async ({ page }) => {
  const staff = await api(page)
  const original = await getGlobal(staff, 'service-desk-page')
  const panels = original.panels as { label: string; title: string; text: string }[]
  expect(panels.map((p) => p.label)).toEqual(['Abertos', 'Pendentes', 'Resolvidos', 'Chatbot'])
  const edited = structuredClone(panels) as { label: string; title: string; text: string; board: { column: string; cards: { text: string }[] }[] }[]
  edited[3] = { ...edited[3]!, label: 'Robô', title: 'Triagem feita pelo robô', board: [{ column: 'Fila do robô', cards: [{ text: 'Cliente Ágata' }] }] }
  try {
    expect((await saveGlobal(staff, 'service-desk-page', { panels: edited, contactTitle: 'Agende uma demonstração da central' })).status).toBe(200)
    await expectPageWithin10s(page, '/central-atendimento', 'Agende uma demonstração da central')
    await page.goto('/central-atendimento')
    const tablist = page.getByRole('tablist', { name: 'Visões da central de atendimento' })
    await expect(tablist.getByRole('tab')).toHaveText(['Abertos', 'Pendentes', 'Resolvidos', 'Robô'])
    await tablist.getByRole('tab', { name: 'Robô' }).click()
    await expect(page.getByRole('tabpanel')).toContainText('Triagem feita pelo robô')
    await expect(page.getByRole('tabpanel')).toContainText('Cliente Ágata')
    // A fifth tab would not fit a phone's width: refused, nothing saved.
    const five = await saveGlobal(staff, 'service-desk-page', { panels: [...edited, edited[0]] })
    expect(five.status).toBe(400)
  } finally {
    expect((await saveGlobal(staff, 'service-desk-page', { panels, contactTitle: original.contactTitle })).status).toBe(200)
  }
  await expectPageWithin10s(page, '/central-atendimento', 'Veja a central com as conversas da sua empresa')
})

test('/cases from its global: a number and the call to action edited in the admin show within 10 s, and are put back', { tag: '@page-texts' }, async ({ page }) => {
  const staff = await api(page)
  const original = await getGlobal(staff, 'cases-page')
  const stats = original.stats as { value: string; label: string }[]
  expect(stats.map((s) => `${s.value} ${s.label}`)).toEqual(['150+ Projetos Concluídos', '98% Taxa de Satisfação', '300% ROI Médio', '50+ Clientes Ativos'])
  try {
    const edited = stats.map((s, i) => (i === 0 ? { value: '175+', label: 'Projetos Entregues' } : s))
    expect((await saveGlobal(staff, 'cases-page', { stats: edited, ctaButton: 'Quero ser o próximo case' })).status).toBe(200)
    await expectPageWithin10s(page, '/cases', 'Projetos Entregues')
    await page.goto('/cases')
    const numbers = page.getByRole('region', { name: 'Nossos números' })
    await expect(numbers.getByRole('definition').first()).toHaveText('175+')
    await expect(page.getByRole('link', { name: 'Quero ser o próximo case' })).toHaveAttribute('href', /^https:\/\/wa\.me\//)
  } finally {
    expect((await saveGlobal(staff, 'cases-page', { stats, ctaButton: original.ctaButton })).status).toBe(200)
  }
  await expectPageWithin10s(page, '/cases', 'Projetos Concluídos')
})

test('/servicos/libras from its global: a team member, a step, a commitment and the founder\'s text edited in the admin show within 10 s, and are put back', { tag: '@page-texts' }, async ({ page }) => {
  const staff = await api(page)
  const original = await getGlobal(staff, 'libras-page')
  const team = original.team as { name: string; initials: string; role: string; text: string }[]
  const steps = original.steps as { title: string; text: string }[]
  const compliance = original.compliance as { text: string }[]
  const story = original.story as Record<string, string>
  expect(team.map((p) => p.name)).toEqual(['Renata Alves', 'Marcos Souza', 'Juliana Lima'])
  expect(story.founderName).toBe('Renata Alves, fundadora')
  try {
    const saved = await saveGlobal(staff, 'libras-page', {
      team: [...team, { name: 'Paula Reis', initials: 'PR', role: 'Intérprete de eventos', text: 'Shows e festivais ao ar livre.' }],
      steps: steps.slice(0, 4),
      compliance: [...compliance, { text: 'Intérpretes com seguro de responsabilidade civil.' }],
      story: { ...story, founderText: 'Coordena as sessões acessíveis desde a primeira, em 2019.' },
    })
    expect(saved.status).toBe(200)
    await expectPageWithin10s(page, '/servicos/libras', 'Paula Reis')
    await page.goto('/servicos/libras')
    await expect(page.getByRole('heading', { name: 'Do pedido à entrega em 4 etapas' })).toBeVisible()
    await expect(page.locator('#equipe').getByRole('heading', { level: 3 })).toHaveText(['Renata Alves', 'Marcos Souza', 'Juliana Lima', 'Paula Reis'])
    await expect(page.locator('#conformidade')).toContainText('Intérpretes com seguro de responsabilidade civil.')
    await expect(page.locator('#projeto p').filter({ hasText: 'Renata Alves, fundadora' })).toContainText('Coordena as sessões acessíveis desde a primeira, em 2019.')
  } finally {
    expect((await saveGlobal(staff, 'libras-page', { team, steps, compliance, story })).status).toBe(200)
  }
  await expectPageWithin10s(page, '/servicos/libras', 'Do pedido à entrega em 5 etapas')
})

test('/email-corporativo and /chat-whatsapp from their globals: a feature, a settings row and an integration edited in the admin show within 10 s, and are put back', async ({ page }) => {
  const staff = await api(page)
  const email = await getGlobal(staff, 'email-page')
  const features = email.features as { eyebrow: string; title: string; lead: string; items: { icon: string; title: string; text: string }[] }
  const setup = email.setup as { settings: { term: string; value: string }[] }
  expect(features.items.map((f) => f.title)).toEqual(['Antivírus', 'Antispam com 3 níveis', 'Autenticação por geolocalização', 'Calendário', 'Contatos', 'Tarefas', 'Notas', 'Reuniões'])
  expect(setup.settings[0]).toMatchObject({ term: 'IMAP (recebimento)', value: 'Porta 993 com SSL' })
  const chat = await getGlobal(staff, 'chat-page')
  const integrations = chat.integrations as { groups: { title: string; items: { text: string }[] }[] }
  expect(integrations.groups.map((g) => g.title)).toEqual(['Inteligência artificial', 'Canais', 'Gateways e sistemas'])

  // An icon outside the fixed list is refused and nothing is saved.
  const badIcon = await saveGlobal(staff, 'email-page', { features: { ...features, items: features.items.map((f, i) => (i === 0 ? { ...f, icon: 'rocket' } : f)) } })
  expect(badIcon.status).toBe(400)
  try {
    const edited = {
      features: { ...features, items: features.items.map((f, i) => (i === 0 ? { ...f, icon: 'lock', title: 'Antivírus em tempo real' } : f)) },
      setup: { ...setup, settings: [...setup.settings, { term: 'Webmail', value: 'Acesso pelo navegador em webmail.seudominio.com.br' }] },
    }
    expect((await saveGlobal(staff, 'email-page', edited)).status).toBe(200)
    const groups = integrations.groups.map((g, i) => (i === 0 ? { ...g, items: [...g.items, { text: 'Claude (Anthropic)' }] } : g))
    expect((await saveGlobal(staff, 'chat-page', { integrations: { ...integrations, groups } })).status).toBe(200)

    await expectPageWithin10s(page, '/email-corporativo', 'Antivírus em tempo real')
    await expectPageWithin10s(page, '/chat-whatsapp', 'Claude (Anthropic)')
    await page.goto('/email-corporativo')
    const first = page.locator('#recursos li').first()
    await expect(first.getByRole('heading', { level: 3 })).toHaveText('Antivírus em tempo real')
    // The icon staff picked is drawn on the server (lucide's lock, from the icon sprite), no script involved.
    await expect(first.locator('svg > use[href$="#Lock"]')).toHaveCount(1)
    const table = page.locator('#imap-pop3 dl')
    await expect(table.getByRole('term')).toHaveText(['IMAP (recebimento)', 'SMTP (envio)', 'Backup', 'Cópia POP3', 'Webmail'])
    await expect(table.getByRole('definition').last()).toHaveText('Acesso pelo navegador em webmail.seudominio.com.br')
    await page.goto('/chat-whatsapp')
    await expect(page.locator('#integracoes').getByRole('listitem').filter({ hasText: 'Claude (Anthropic)' })).toBeVisible()
  } finally {
    expect((await saveGlobal(staff, 'email-page', { features, setup })).status).toBe(200)
    expect((await saveGlobal(staff, 'chat-page', { integrations })).status).toBe(200)
  }
  await expectPageWithin10s(page, '/email-corporativo', 'Antivírus em tempo real', false)
  await expectPageWithin10s(page, '/chat-whatsapp', 'Claude (Anthropic)', false)
})

test('/servicos/libras: more than six steps are refused in Portuguese; six steps sit in rows of three on a wide screen', { tag: '@page-texts' }, async ({ page }) => {
  const staff = await api(page)
  const original = await getGlobal(staff, 'libras-page')
  const steps = original.steps as { title: string; text: string }[]
  const seven = [...steps, { title: 'Sexta', text: 'Texto.' }, { title: 'Sétima', text: 'Texto.' }]
  const refused = await saveGlobal(staff, 'libras-page', { steps: seven })
  expect(refused.status).toBe(400)
  // The REST answer names the field; its message ('São no máximo 6 etapas…') is the integration test's.
  expect(messages(refused.body)).toContain('Etapas')
  try {
    expect((await saveGlobal(staff, 'libras-page', { steps: seven.slice(0, 6) })).status).toBe(200)
    await expectPageWithin10s(page, '/servicos/libras', 'Do pedido à entrega em 6 etapas')
    await page.goto('/servicos/libras')
    const items = page.locator('#processo ol > li')
    await expect(items).toHaveCount(6)
    const boxes = await items.evaluateAll((lis) => lis.map((li) => li.getBoundingClientRect()).map((r) => ({ top: Math.round(r.top), width: r.width })))
    const rows = new Set(boxes.map((b) => b.top)).size
    const viewport = page.viewportSize()!.width
    // A phone stacks them (6 rows); from 1024 px, two rows of three, each card at least 280 px wide.
    expect(rows).toBe(viewport >= 1024 ? 2 : viewport >= 640 ? 3 : 6)
    if (viewport >= 1024) expect(Math.min(...boxes.map((b) => b.width))).toBeGreaterThanOrEqual(280)
    // One step: one card, and the heading speaks in the singular.
    expect((await saveGlobal(staff, 'libras-page', { steps: steps.slice(0, 1) })).status).toBe(200)
    await expectPageWithin10s(page, '/servicos/libras', 'Do pedido à entrega em 1 etapa<')
  } finally {
    expect((await saveGlobal(staff, 'libras-page', { steps })).status).toBe(200)
  }
  await expectPageWithin10s(page, '/servicos/libras', 'Do pedido à entrega em 5 etapas')
})

/*
 * The heroes, section headings and buttons that left the pages' code (issue 11): one test per global,
 * each edits a heading through the admin's REST API, sees it on the public page within 10 s and puts it back.
 */
type Heading = { eyebrow: string; title: string; lead?: string | null }

test("/servicos/libras: a section heading, the steps title (its {etapas} counts the steps) and a hero button edited in the admin show within 10 s; a steps title without {etapas} is refused", { tag: '@page-texts' }, async ({ page }) => {
  const staff = await api(page)
  const original = await getGlobal(staff, 'libras-page')
  const hero = original.hero as Record<string, string>
  const headings = original.headings as Record<string, Heading>
  expect(headings.steps!.title).toBe('Do pedido à entrega em {etapas}')
  const refused = await saveGlobal(staff, 'libras-page', { headings: { ...headings, steps: { ...headings.steps, title: 'Do pedido à entrega em 5 etapas' } } })
  expect(refused.status).toBe(400)
  expect(messages(refused.body)).toContain('Título')
  try {
    const saved = await saveGlobal(staff, 'libras-page', {
      hero: { ...hero, whatsappCta: 'Falar agora no WhatsApp' },
      headings: { ...headings, team: { eyebrow: 'Nosso time', title: 'Quem interpreta seu evento' }, steps: { ...headings.steps, title: 'Como trabalhamos, em {etapas}' } },
    })
    expect(saved.status).toBe(200)
    await expectPageWithin10s(page, '/servicos/libras', 'Quem interpreta seu evento')
    await page.goto('/servicos/libras')
    await expect(page.locator('#equipe').getByRole('heading', { level: 2 })).toHaveText('Quem interpreta seu evento')
    await expect(page.locator('#equipe')).toContainText('Nosso time')
    await expect(page.locator('#processo').getByRole('heading', { level: 2 })).toHaveText('Como trabalhamos, em 5 etapas')
    await expect(page.getByRole('link', { name: 'Falar agora no WhatsApp' })).toBeVisible()
  } finally {
    expect((await saveGlobal(staff, 'libras-page', { hero, headings })).status).toBe(200)
  }
  await expectPageWithin10s(page, '/servicos/libras', 'Quem interpreta seu evento', false)
})

test('/cursos: the hero, the modules title (its {modulos} counts the modules) and the FAQ heading edited in the admin show within 10 s, and are put back', async ({ page }) => {
  const staff = await api(page)
  const original = await getGlobal(staff, 'courses-page')
  const hero = original.hero as Record<string, string>
  const headings = original.headings as Record<string, Heading>
  const modules = (original.modules as unknown[]).length
  try {
    const saved = await saveGlobal(staff, 'courses-page', {
      hero: { ...hero, title: 'Cursos grátis' },
      headings: { ...headings, modules: { ...headings.modules, title: 'O curso inteiro em {modulos}' }, faq: { eyebrow: 'Ajuda', title: 'Dúvidas sobre o curso' } },
    })
    expect(saved.status).toBe(200)
    await expectPageWithin10s(page, '/cursos', 'Dúvidas sobre o curso')
    await page.goto('/cursos')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cursos grátis')
    await expect(page.locator('#modulos').getByRole('heading', { level: 2 })).toHaveText(`O curso inteiro em ${modules} módulos`)
    await expect(page.locator('#perguntas').getByRole('heading', { level: 2 })).toHaveText('Dúvidas sobre o curso')
  } finally {
    expect((await saveGlobal(staff, 'courses-page', { hero, headings })).status).toBe(200)
  }
  await expectPageWithin10s(page, '/cursos', 'Dúvidas sobre o curso', false)
})

test('/central-atendimento: the hero, the plans heading and the contact button edited in the admin show within 10 s, and are put back', { tag: '@page-texts' }, async ({ page }) => {
  const staff = await api(page)
  const original = await getGlobal(staff, 'service-desk-page')
  const { hero, plansSection, contactCta } = original as { hero: Record<string, string>; plansSection: Heading; contactCta: string }
  expect(plansSection.title).toBe('Central e chat no mesmo plano')
  try {
    const saved = await saveGlobal(staff, 'service-desk-page', {
      hero: { ...hero, eyebrow: 'Atendimento', title: 'Central de Atendimento Omnichannel' },
      plansSection: { eyebrow: 'Preço', title: 'Um só plano para central e chat' },
      contactCta: 'Quero ver a central',
    })
    expect(saved.status).toBe(200)
    await expectPageWithin10s(page, '/central-atendimento', 'Um só plano para central e chat')
    await page.goto('/central-atendimento')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Central de Atendimento Omnichannel')
    await expect(page.locator('#planos').getByRole('heading', { level: 2 })).toHaveText('Um só plano para central e chat')
    await expect(page.locator('#contato').getByRole('link', { name: 'Quero ver a central' })).toBeVisible()
  } finally {
    expect((await saveGlobal(staff, 'service-desk-page', { hero, plansSection, contactCta })).status).toBe(200)
  }
  await expectPageWithin10s(page, '/central-atendimento', 'Um só plano para central e chat', false)
})

test('/promocoes: the hero edited in the admin shows within 10 s, and is put back', async ({ page }) => {
  const staff = await api(page)
  const { hero } = (await getGlobal(staff, 'promotions-page')) as { hero: Heading }
  expect(hero).toMatchObject({ eyebrow: 'Ofertas', title: 'Promoções' })
  try {
    expect((await saveGlobal(staff, 'promotions-page', { hero: { eyebrow: 'Só este mês', title: 'Promoções de novembro' } })).status).toBe(200)
    await expectPageWithin10s(page, '/promocoes', 'Promoções de novembro')
    await page.goto('/promocoes')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Promoções de novembro')
  } finally {
    expect((await saveGlobal(staff, 'promotions-page', { hero })).status).toBe(200)
  }
  await expectPageWithin10s(page, '/promocoes', 'Promoções de novembro', false)
})

test("the chat plan card (/chat-whatsapp, /central-atendimento): its button and minimum-users note edited in the admin show within 10 s; a note without {usuarios} is refused; the e-mail page's contact sobretítulo too", async ({ page }) => {
  const staff = await api(page)
  const chat = await getGlobal(staff, 'chat-page')
  const { planCta, planMinUsersNote } = chat as { planCta: string; planMinUsersNote: string }
  const email = await getGlobal(staff, 'email-page')
  const contact = email.contact as Record<string, string>
  expect(planMinUsersNote).toBe('Mínimo de {usuarios}. Usuários extras sob consulta.')
  const refused = await saveGlobal(staff, 'chat-page', { planMinUsersNote: 'Mínimo de 5 usuários.' })
  expect(refused.status).toBe(400)
  expect(messages(refused.body)).toContain('Observação abaixo do preço')
  try {
    expect((await saveGlobal(staff, 'chat-page', { planCta: 'Assinar pelo WhatsApp', planMinUsersNote: 'A partir de {usuarios} na equipe.' })).status).toBe(200)
    expect((await saveGlobal(staff, 'email-page', { contact: { ...contact, eyebrow: 'Fale com a gente' } })).status).toBe(200)
    await expectPageWithin10s(page, '/chat-whatsapp', 'A partir de 5 usuários na equipe.')
    await expectPageWithin10s(page, '/central-atendimento', 'A partir de 5 usuários na equipe.')
    await expectPageWithin10s(page, '/email-corporativo', 'Fale com a gente')
    await page.goto('/central-atendimento')
    await expect(page.locator('#planos').getByRole('link', { name: 'Assinar pelo WhatsApp' })).toBeVisible()
    await expect(page.locator('#planos')).toContainText('A partir de 5 usuários na equipe.')
  } finally {
    expect((await saveGlobal(staff, 'chat-page', { planCta, planMinUsersNote })).status).toBe(200)
    expect((await saveGlobal(staff, 'email-page', { contact })).status).toBe(200)
  }
  await expectPageWithin10s(page, '/chat-whatsapp', 'Mínimo de 5 usuários. Usuários extras sob consulta.')
  await expectPageWithin10s(page, '/email-corporativo', 'Fale com a gente', false)
})

type Texts = Record<string, string | null>

/** The path of one published document of a collection (a case, a post), for its page. */
async function firstSlug({ request, headers }: Api, collection: 'cases' | 'posts') {
  const { docs } = (await (await request.get(`/cms-api/${collection}?limit=1&depth=0&sort=-date&where[_status][equals]=published`, { headers })).json()) as { docs: { slug: string }[] }
  return docs[0]!.slug
}

test("the home's section headings from 'Início': a section title, the hero's button and the contact button edited in the admin show within 10 s, and are put back", { tag: '@page-texts' }, async ({ page }) => {
  const staff = await api(page)
  const original = await getGlobal(staff, 'home-page')
  const services = original.servicesSection as Texts
  const hero = original.hero as Texts
  const contact = original.contactSection as Texts
  expect(services.title).toBe('Tudo o que sua empresa precisa para crescer online')
  expect(hero.cta).toBe('Transformar Meu Negócio')
  expect(contact.whatsappButton).toBe('Conversar no WhatsApp')
  try {
    const edited = {
      servicesSection: { ...services, title: 'Serviços para vender mais pela internet', cta: 'Pedir este serviço' },
      hero: { ...hero, cta: 'Quero vender mais' },
      contactSection: { ...contact, whatsappButton: 'Chamar no WhatsApp' },
    }
    expect((await saveGlobal(staff, 'home-page', edited)).status).toBe(200)
    await expectPageWithin10s(page, '/', 'Serviços para vender mais pela internet')
    await page.goto('/')
    await expect(page.locator('#services-title')).toHaveText('Serviços para vender mais pela internet')
    await expect(page.getByRole('link', { name: 'Pedir este serviço: Branding e Design' })).toHaveAttribute('href', /^https:\/\/wa\.me\//)
    await expect(page.getByRole('link', { name: 'Quero vender mais' })).toHaveAttribute('href', /^https:\/\/wa\.me\//)
    await expect(page.locator('#contact').getByRole('link', { name: 'Chamar no WhatsApp' })).toBeVisible()
  } finally {
    expect((await saveGlobal(staff, 'home-page', { servicesSection: services, hero, contactSection: contact })).status).toBe(200)
  }
  await expectPageWithin10s(page, '/', 'Tudo o que sua empresa precisa para crescer online')
})

test("/cases and a case page from 'Cases (página)': the hero title, the cards' link and a case page's titles edited in the admin show within 10 s, and are put back", { tag: '@page-texts' }, async ({ page }) => {
  const staff = await api(page)
  const original = await getGlobal(staff, 'cases-page')
  const hero = original.hero as Texts
  const casePage = original.casePage as Texts
  expect(hero).toMatchObject({ eyebrow: 'Portfólio', title: 'Cases de Sucesso' })
  expect(casePage).toMatchObject({ othersTitle: 'Outros Cases de Sucesso', ctaButton: 'Iniciar Conversa' })
  const slug = await firstSlug(staff, 'cases')
  try {
    const edited = {
      hero: { ...hero, title: 'Clientes que cresceram' },
      cardCta: 'Ler o case inteiro',
      casePage: { ...casePage, othersTitle: 'Mais cases', ctaButton: 'Falar com a equipe' },
    }
    expect((await saveGlobal(staff, 'cases-page', edited)).status).toBe(200)
    await expectPageWithin10s(page, '/cases', 'Clientes que cresceram')
    await expectPageWithin10s(page, `/cases/${slug}`, 'Mais cases')
    await page.goto('/cases')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Clientes que cresceram')
    await expect(page.getByRole('link', { name: /^Ler o case inteiro: / }).first()).toHaveText('Ler o case inteiro')
    await page.goto(`/cases/${slug}`)
    await expect(page.getByRole('heading', { name: 'Mais cases' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Falar com a equipe' })).toHaveAttribute('href', /^https:\/\/wa\.me\//)
  } finally {
    expect((await saveGlobal(staff, 'cases-page', { hero, cardCta: original.cardCta, casePage })).status).toBe(200)
  }
  await expectPageWithin10s(page, `/cases/${slug}`, 'Outros Cases de Sucesso')
})

test("/blog and a post page from 'Página do blog': the hero and the related posts' title edited in the admin show within 10 s, and are put back", { tag: '@page-texts' }, async ({ page }) => {
  const staff = await api(page)
  const original = await getGlobal(staff, 'blog-page')
  const hero = original.hero as Texts
  const postPage = original.postPage as Texts
  expect(hero).toMatchObject({ eyebrow: 'Conteúdo', title: 'Blog' })
  expect(postPage.relatedTitle).toBe('Posts Relacionados')
  const slug = await firstSlug(staff, 'posts')
  try {
    const edited = { hero: { ...hero, title: 'Blog da agência', lead: 'Artigos novos toda semana.' }, postPage: { relatedTitle: 'Leia também' } }
    expect((await saveGlobal(staff, 'blog-page', edited)).status).toBe(200)
    await expectPageWithin10s(page, '/blog', 'Artigos novos toda semana.')
    await expectPageWithin10s(page, `/blog/${slug}`, 'Leia também')
    await page.goto('/blog')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog da agência')
    await page.goto(`/blog/${slug}`)
    await expect(page.getByRole('heading', { name: 'Leia também' })).toBeVisible()
  } finally {
    expect((await saveGlobal(staff, 'blog-page', { hero, postPage })).status).toBe(200)
  }
  await expectPageWithin10s(page, `/blog/${slug}`, 'Posts Relacionados')
})

test("/templates from 'Página da loja': the catalogue's title edited in the admin shows within 10 s, and is put back", { tag: '@page-texts' }, async ({ page }) => {
  const staff = await api(page)
  const hero = (await getGlobal(staff, 'store-page')).hero as Texts
  expect(hero).toMatchObject({ eyebrow: 'Loja de templates', title: 'Templates de Sites' })
  try {
    expect((await saveGlobal(staff, 'store-page', { hero: { ...hero, title: 'Modelos de sites prontos' } })).status).toBe(200)
    await expectPageWithin10s(page, '/templates', 'Modelos de sites prontos')
    await page.goto('/templates')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Modelos de sites prontos')
  } finally {
    expect((await saveGlobal(staff, 'store-page', { hero })).status).toBe(200)
  }
  await expectPageWithin10s(page, '/templates', 'Templates de Sites')
})

test("the reply promise and business hours from 'Configurações do site': edited once, they show on the home, a product page and a case page within 10 s, and are put back", { tag: '@page-texts' }, async ({ page }) => {
  // The site settings are an administrator's: one of its own, since the seeded administrator's sessions are
  // shared with the publishing tests running beside this one.
  const admin: Api = { request: page.request, headers: { Authorization: `JWT ${await loginAsNewAdmin(page)}` } }
  const original = await getGlobal(admin, 'site-settings')
  expect(original).toMatchObject({ replyTime: 'Resposta: Em até 2 horas úteis', businessHours: 'De segunda a sexta, das 9h às 18h' })
  const slug = await firstSlug(admin, 'cases')
  try {
    expect((await saveGlobal(admin, 'site-settings', { replyTime: 'Resposta: Em até 1 hora útil', businessHours: 'Todos os dias, das 8h às 20h' })).status).toBe(200)
    await expectPageWithin10s(page, '/', 'Todos os dias, das 8h às 20h')
    await expectPageWithin10s(page, '/email-corporativo', 'Resposta: Em até 1 hora útil')
    await expectPageWithin10s(page, `/cases/${slug}`, 'Converse com a nossa equipe. Resposta: Em até 1 hora útil.')
    await page.goto('/')
    await expect(page.locator('#contact')).toContainText('Resposta: Em até 1 hora útil')
    await expect(page.locator('#contact')).toContainText('Todos os dias, das 8h às 20h')
  } finally {
    expect((await saveGlobal(admin, 'site-settings', { replyTime: original.replyTime, businessHours: original.businessHours })).status).toBe(200)
  }
  await expectPageWithin10s(page, '/email-corporativo', 'Resposta: Em até 2 horas úteis')
})
