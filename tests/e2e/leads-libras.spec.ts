import { expect, test } from './fixtures'
import { futureDate, setConsent } from './leads-helpers'

const SUCCESS = 'Recebemos seu pedido! Entraremos em contato em breve.'
const FAILURE = 'Não foi possível enviar. Tente novamente.'

test.describe('Libras quote form', () => {
  test('sends: "Enviando..." with the button disabled, then success, form reset and lead_submit in the dataLayer', async ({ page, context, baseURL }) => {
    await setConsent(context, baseURL, true)
    await page.goto('/servicos/libras')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/leads/libras', async (route) => {
      await held
      await route.continue()
    })
    const form = page.locator('#orcamento form')
    await form.getByLabel('Nome').fill('Carla Mendes')
    await form.getByLabel('E-mail').fill(`carla+${test.info().project.name}@eventosabc.com.br`)
    await form.getByLabel('Tipo de serviço').selectOption('Presencial SP')
    await form.getByLabel('Data do evento').fill(futureDate())
    await form.getByLabel('Tamanho do público').fill('150')
    await form.getByLabel('Autorizo o contato para fins de orçamento, conforme LGPD.').check()
    await form.getByRole('button', { name: 'Solicitar orçamento' }).click()
    const sending = form.getByRole('button', { name: 'Enviando...' })
    await expect(sending).toBeDisabled()
    release()
    await expect(form.getByRole('status')).toHaveText(SUCCESS)
    await expect(form.getByLabel('Nome')).toHaveValue('')
    await expect(form.getByRole('button', { name: 'Solicitar orçamento' })).toBeEnabled()
    const events = await page.evaluate(() => window.dataLayer ?? [])
    expect(events).toContainEqual({ event: 'lead_submit', service: 'libras' })
  })

  test('no lead_submit event without analytics consent', async ({ page, context, baseURL }) => {
    await setConsent(context, baseURL, false)
    await page.route('**/api/leads/libras', (route) => route.fulfill({ status: 201, json: { ok: true } }))
    await page.goto('/servicos/libras')
    const form = page.locator('#orcamento form')
    await form.getByLabel('Nome').fill('Paulo Reis')
    await form.getByLabel('E-mail').fill('paulo@exemplo.com.br')
    await form.getByLabel('Autorizo o contato para fins de orçamento, conforme LGPD.').check()
    await form.getByRole('button', { name: 'Solicitar orçamento' }).click()
    await expect(form.getByRole('status')).toHaveText(SUCCESS)
    expect(await page.evaluate(() => window.dataLayer)).toBeUndefined()
  })

  test('a failure keeps what was typed and says so', async ({ page, context, baseURL }) => {
    await setConsent(context, baseURL, false)
    await page.route('**/api/leads/libras', (route) => route.fulfill({ status: 500, json: { error: 'x' } }))
    await page.goto('/servicos/libras')
    const form = page.locator('#orcamento form')
    await form.getByLabel('Nome').fill('Rita Gomes')
    await form.getByLabel('E-mail').fill('rita@exemplo.com.br')
    await form.getByLabel('Descrição').fill('Congresso de 2 dias')
    await form.getByLabel('Autorizo o contato para fins de orçamento, conforme LGPD.').check()
    await form.getByRole('button', { name: 'Solicitar orçamento' }).click()
    await expect(form.getByRole('alert')).toHaveText(FAILURE)
    await expect(form.getByLabel('Nome')).toHaveValue('Rita Gomes')
    await expect(form.getByLabel('Descrição')).toHaveValue('Congresso de 2 dias')
  })

  for (const { status, hint } of [
    { status: 429, hint: 'Muitos pedidos enviados daqui. Aguarde alguns minutos e tente de novo.' },
    { status: 413, hint: 'O pedido é grande demais. Resuma a descrição e tente de novo.' },
  ]) {
    test(`a ${status} shows the failure text with the server's hint, and keeps the input`, async ({ page, context, baseURL }) => {
      await setConsent(context, baseURL, false)
      await page.route('**/api/leads/libras', (route) => route.fulfill({ status, json: { error: hint } }))
      await page.goto('/servicos/libras')
      const form = page.locator('#orcamento form')
      await form.getByLabel('Nome').fill('Rita Gomes')
      await form.getByLabel('E-mail').fill('rita@exemplo.com.br')
      await form.getByLabel('Autorizo o contato para fins de orçamento, conforme LGPD.').check()
      await form.getByRole('button', { name: 'Solicitar orçamento' }).click()
      await expect(form.getByRole('alert')).toHaveText(`${FAILURE} ${hint}`)
      await expect(form.getByLabel('Nome')).toHaveValue('Rita Gomes')
    })
  }

  test('the shared schema flags fields in Portuguese and focuses the first one, by keyboard only', async ({ page, context, baseURL }) => {
    await setConsent(context, baseURL, false)
    await page.goto('/servicos/libras')
    const form = page.locator('#orcamento form')
    await form.getByLabel('Nome').focus()
    await page.keyboard.type('Li')
    await page.keyboard.press('Tab')
    await page.keyboard.type('nao-e-email')
    await form.getByLabel('Link do vídeo').fill('ftp://arquivo')
    await form.getByRole('button', { name: 'Solicitar orçamento' }).focus()
    await page.keyboard.press('Enter')
    await expect(form.getByText('Informe um e-mail válido, como nome@empresa.com.br.')).toBeVisible()
    await expect(form.getByText('Informe um link que comece com http:// ou https://.')).toBeVisible()
    await expect(form.getByText('Para enviarmos o orçamento, marque a autorização de contato.')).toBeVisible()
    await expect(form.getByLabel('E-mail')).toBeFocused()
    await expect(form.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true')
    // Space ticks the consent box from the keyboard.
    await form.getByLabel('Autorizo o contato para fins de orçamento, conforme LGPD.').focus()
    await page.keyboard.press('Space')
    await expect(form.getByLabel('Autorizo o contato para fins de orçamento, conforme LGPD.')).toBeChecked()
  })

  test('the trap field is hidden from people and from the accessibility tree', async ({ page }) => {
    await page.goto('/servicos/libras')
    const trap = page.locator('input[name="hp_field"]')
    await expect(trap).toHaveCount(1)
    await expect(trap).not.toBeInViewport()
    await expect(trap).toHaveAttribute('tabindex', '-1')
    await expect(page.getByRole('textbox', { name: 'Não preencha este campo' })).toHaveCount(0)
  })

  test('the hero video has a poster, loads nothing up front and never plays under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/servicos/libras')
    const video = page.locator('video')
    await expect(video).toHaveAttribute('poster', /\.webp$/)
    await expect(video).toHaveAttribute('preload', 'none')
    expect(await video.evaluate((v: HTMLVideoElement) => v.muted && !v.autoplay)).toBe(true)
    await page.waitForTimeout(2500)
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true)
    await expect(page.getByRole('link', { name: 'Solicitar orçamento' })).toHaveAttribute('href', '#orcamento')
    await expect(page.getByRole('link', { name: 'Conversar no WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\//)
    for (const text of ['NBR 15290', 'mais de 1 hora', '24 horas úteis']) await expect(page.getByText(text).first()).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Quem vai interpretar' })).toBeVisible()
  })

  test('the sections: story with the founder and audio description, 5 steps, a team of 3', async ({ page }) => {
    await page.goto('/servicos/libras')
    await expect(page.getByRole('heading', { name: 'Cinema de Olhos Fechados' })).toBeVisible()
    await expect(page.getByText('Renata Alves, fundadora')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'O que é audiodescrição?' })).toBeVisible()
    await expect(page.getByText('É a narração, nos intervalos das falas, do que aparece na tela')).toBeVisible()
    const steps = page.locator('#processo ol > li')
    await expect(steps).toHaveCount(5)
    await expect(steps.getByRole('heading')).toHaveText(['Etapa 1: Pedido', 'Etapa 2: Proposta', 'Etapa 3: Preparação', 'Etapa 4: Execução', 'Etapa 5: Entrega e avaliação'])
    const team = page.locator('#equipe li')
    await expect(team).toHaveCount(3)
    await expect(team.getByRole('heading')).toHaveText(['Renata Alves', 'Marcos Souza', 'Juliana Lima'])
    for (const name of ['Presencial em São Paulo', 'Conteúdo gravado com janela de Libras']) await expect(page.getByRole('heading', { name })).toBeVisible()
    // Reasons to hire: four cards, each with a title and its reason.
    const reasons = page.locator('#por-que li')
    await expect(page.locator('#por-que').getByRole('heading', { level: 2 })).toHaveText('Comunicação que inclui todo mundo')
    await expect(reasons.getByRole('heading')).toHaveText(['Cumpra a lei', 'Alcance mais gente', 'Intérpretes certificados', 'Proposta rápida'])
    await expect(reasons.filter({ hasText: 'Cumpra a lei' })).toContainText('Lei 13.146/2015')
    await expect(reasons.filter({ hasText: 'Proposta rápida' })).toContainText('24 horas úteis')
    // Structured data: the service and the breadcrumb trail.
    const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).flatMap((text) => [JSON.parse(text)].flat())
    expect(ld.find((item) => item['@type'] === 'Service')).toMatchObject({ name: 'Intérprete de Libras', url: expect.stringMatching(/\/servicos\/libras$/) })
    const trail = ld.find((item) => item['@type'] === 'BreadcrumbList')?.itemListElement as { name: string }[]
    expect(trail.map((item) => item.name)).toEqual(['Início', 'Intérprete de Libras'])
  })

  test('the story pictures fall back to a labelled placeholder when they fail', async ({ page }) => {
    await page.route('**/libras/*.webp', (route) => route.fulfill({ status: 404, body: '' }))
    await page.goto('/servicos/libras')
    await page.locator('#projeto').scrollIntoViewIfNeeded()
    const cinema = page.getByRole('img', { name: /sala de cinema/ })
    await expect(cinema).toBeVisible()
    expect(await cinema.evaluate((el) => el.tagName)).toBe('DIV')
    await expect(page.getByRole('img', { name: 'Ilustração da fundadora Renata Alves' })).toBeVisible()
    expect(await page.locator('#projeto img').count()).toBe(0)
  })

  test('the hero loop stays off phones and tablets (it would sit behind the title)', { tag: '@both' }, async ({ page, isMobile }) => {
    await page.goto('/servicos/libras')
    const video = page.locator('video')
    if (isMobile) {
      await expect(video).toBeHidden()
      await expect(page.getByRole('button', { name: /vídeo de fundo/ })).toBeHidden()
    } else {
      await expect(video).toBeVisible()
      await expect(page.getByRole('button', { name: /vídeo de fundo/ })).toBeVisible()
    }
  })
})

test.describe('Libras quote form without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a plain post comes back with the success state rendered by the server, the form empty', async ({ page, context, baseURL }) => {
    await setConsent(context, baseURL, false)
    await page.goto('/servicos/libras')
    const form = page.locator('#orcamento form')
    await form.getByLabel('Nome').fill('Sem Script')
    await form.getByLabel('E-mail').fill(`semscript+${test.info().project.name}@exemplo.com.br`)
    await form.getByLabel('Autorizo o contato para fins de orçamento, conforme LGPD.').check()
    await form.getByRole('button', { name: 'Solicitar orçamento' }).click()
    await expect(page).toHaveURL(/\/servicos\/libras#orcamento$/)
    await expect(form.getByRole('status')).toHaveText(SUCCESS)
    await expect(form.getByLabel('Nome')).toHaveValue('')
  })

  test('a plain post the server refuses comes back with everything typed and each field’s message', async ({ page, context, baseURL }) => {
    await setConsent(context, baseURL, false)
    await page.goto('/servicos/libras')
    const form = page.locator('#orcamento form')
    const descricao = 'Congresso de saúde com 2 dias de palestras.\nPrecisamos de intérpretes nos dois auditórios.'
    await form.getByLabel('Nome').fill('Beatriz Nunes')
    await form.getByLabel('E-mail').fill(`beatriz+${test.info().project.name}@exemplo.com.br`)
    await form.getByLabel('Telefone ou WhatsApp').fill('1234') // the browser accepts it; the server wants the DDD
    await form.getByLabel('Tipo de serviço').selectOption('Gravado/Janela')
    await form.getByLabel('Descrição').fill(descricao)
    await form.getByLabel('Autorizo o contato para fins de orçamento, conforme LGPD.').check()
    await form.getByRole('button', { name: 'Solicitar orçamento' }).click()
    await expect(page).toHaveURL(/\/servicos\/libras#orcamento$/)
    await expect(form.getByRole('alert')).toContainText(FAILURE)
    await expect(form.getByLabel('Telefone ou WhatsApp')).toHaveAttribute('aria-invalid', 'true')
    await expect(form.getByText('Informe o telefone com DDD, como (11) 98765-4321.')).toBeVisible()
    await expect(form.getByLabel('Nome')).toHaveValue('Beatriz Nunes')
    await expect(form.getByLabel('Telefone ou WhatsApp')).toHaveValue('1234')
    await expect(form.getByLabel('Tipo de serviço')).toHaveValue('Gravado/Janela')
    await expect(form.getByLabel('Descrição')).toHaveValue(descricao)
    await expect(form.getByLabel('Autorizo o contato para fins de orçamento, conforme LGPD.')).toBeChecked()
    await expect(form.getByLabel('Nome')).not.toHaveAttribute('aria-invalid', 'true')
  })

  test('a form-encoded post to the JSON API gets its JSON answer, the field named', async ({ request }) => {
    const response = await request.post('/api/leads/libras', {
      form: { nome: 'Ana', email: 'errado', lgpdConsent: 'on', paginaOrigem: '/servicos/libras' },
      maxRedirects: 0,
    })
    expect(response.status()).toBe(400)
    expect(Object.keys((await response.json()).fields)).toEqual(['email'])
  })
})

test.describe('POST /api/leads/libras', () => {
  test('answers 201, 400 with per-field messages, 413 and the trap like a success', async ({ request }) => {
    const ok = await request.post('/api/leads/libras', {
      data: { nome: 'API Teste', email: 'api@exemplo.com.br', lgpdConsent: true, tipoServico: 'Gravado/Janela', linkVideo: 'https://exemplo.com/v' },
    })
    expect(ok.status()).toBe(201)
    const bad = await request.post('/api/leads/libras', { data: { nome: '', email: 'x', lgpdConsent: false } })
    expect(bad.status()).toBe(400)
    expect((await bad.json()).fields).toMatchObject({ nome: 'Informe seu nome.', lgpdConsent: expect.any(String) })
    const big = await request.post('/api/leads/libras', { data: { nome: 'A', descricao: 'x'.repeat(40_000) } })
    expect(big.status()).toBe(413)
    const trap = await request.post('/api/leads/libras', { data: { nome: 'Robô', email: 'r@spam.com', lgpdConsent: true, hp_field: 'spam' } })
    expect(trap.status()).toBe(201)
    // Nothing tells a bot it was caught: same body and the same headers (apart from the clock).
    expect(await trap.json()).toEqual(await ok.json())
    const headers = (r: typeof ok) => Object.fromEntries(Object.entries(r.headers()).filter(([name]) => name !== 'date'))
    expect(headers(trap)).toEqual(headers(ok))
  })
})

test('the leads CSV export is for administrators only', async ({ request }) => {
  expect((await request.get('/cms-api/leads/export.csv')).status()).toBe(401) // not logged in
  expect((await request.get('/cms-api/leads')).status()).toBe(403)
  const login = await request.post('/cms-api/users/login', {
    data: { email: process.env.ADMIN_EMAIL ?? 'admin@agencia-teste.com.br', password: process.env.ADMIN_PASSWORD ?? 'senha-de-teste-2026!' },
  })
  expect(login.status()).toBe(200)
  const { token } = await login.json()
  const csv = await request.get('/cms-api/leads/export.csv', { headers: { Authorization: `JWT ${token}` } })
  expect(csv.status()).toBe(200)
  expect(csv.headers()['content-type']).toContain('text/csv')
  expect(await csv.text()).toContain('Nome;E-mail;Telefone')
})
