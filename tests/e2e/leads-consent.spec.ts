import { expect, test } from './fixtures'
import { setConsent } from './leads-helpers'

const CONSENT_TEXT = 'Ao assinar, você aceita receber nossas novidades por e-mail. Cancele quando quiser pelo link em cada mensagem.'

test.describe('cookie consent', () => {
  test('accept, reject and customise have equal weight; nothing runs before a choice', async ({ page }) => {
    await page.goto('/')
    const banner = page.getByRole('region', { name: 'Sua privacidade' })
    await expect(banner).toBeVisible()
    expect(await page.evaluate(() => window.dataLayer)).toBeUndefined()
    const buttons = ['Aceitar todos', 'Rejeitar não essenciais', 'Personalizar'].map((name) => banner.getByRole('button', { name }))
    const classes = await Promise.all(buttons.map((b) => b.getAttribute('class')))
    expect(new Set(classes).size).toBe(1)
    await buttons[1]!.click()
    await expect(banner).toBeHidden()
    expect(await page.evaluate(() => window.dataLayer)).toBeUndefined()
    await page.reload()
    await expect(page.getByRole('region', { name: 'Sua privacidade' })).toBeHidden()
    const cookie = (await page.context().cookies()).find((c) => c.name === 'cookie_consent')
    expect(cookie?.value).toMatch(/^v1\.a0\.\d+$/)
  })

  test('accepting starts the dataLayer; the footer reopens the choice and a refusal stops it', async ({ page }) => {
    await page.goto('/cursos')
    await page.getByRole('region', { name: 'Sua privacidade' }).getByRole('button', { name: 'Aceitar todos' }).click()
    const events = await page.evaluate(() => window.dataLayer ?? [])
    expect(events).toContainEqual(expect.objectContaining({ event: 'consent_update' }))
    await page.getByRole('contentinfo').getByRole('link', { name: 'Preferências de cookies' }).click()
    const banner = page.getByRole('region', { name: 'Sua privacidade' })
    await expect(banner).toBeVisible()
    await expect(page).toHaveURL(/\/cursos$/)
    const measure = banner.getByRole('checkbox', { name: /Medição de audiência/ })
    await expect(measure).toBeChecked()
    await measure.uncheck()
    await banner.getByRole('button', { name: 'Salvar preferências' }).click()
    await expect(banner).toBeHidden()
    expect(await page.evaluate(() => window.dataLayer)).toBeUndefined()
  })

  test('customise by keyboard', async ({ page }) => {
    await page.goto('/promocoes')
    const banner = page.getByRole('region', { name: 'Sua privacidade' })
    await banner.getByRole('button', { name: 'Personalizar' }).focus()
    await page.keyboard.press('Enter')
    await banner.getByRole('checkbox', { name: /Medição de audiência/ }).focus()
    await page.keyboard.press('Space')
    await banner.getByRole('button', { name: 'Salvar preferências' }).focus()
    await page.keyboard.press('Enter')
    await expect(banner).toBeHidden()
    expect(await page.evaluate(() => window.dataLayer?.some((e) => e.event === 'consent_update'))).toBe(true)
  })
})

test.describe('analytics after consent', () => {
  test('a page_view for the first page and for every navigation inside the site; nothing before', async ({ page }) => {
    await page.goto('/')
    const pageViews = () => page.evaluate(() => (window.dataLayer ?? []).filter((e) => e.event === 'page_view').map((e) => e.page_path))
    expect(await page.evaluate(() => window.dataLayer)).toBeUndefined()
    await page.getByRole('region', { name: 'Sua privacidade' }).getByRole('button', { name: 'Aceitar todos' }).click()
    expect(await pageViews()).toEqual(['/'])
    // Links of the site navigate without loading a new document: the dataLayer survives and counts each page.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Cursos', exact: true }).click()
    await expect(page).toHaveURL(/\/cursos$/)
    await expect.poll(pageViews).toEqual(['/', '/cursos'])
    await page.getByRole('contentinfo').getByRole('link', { name: 'Chat para WhatsApp' }).click()
    await expect(page).toHaveURL(/\/chat-whatsapp$/)
    await expect.poll(pageViews).toEqual(['/', '/cursos', '/chat-whatsapp'])
  })

  test('after a refusal, navigating counts nothing', async ({ page, context, baseURL }) => {
    await setConsent(context, baseURL, false)
    await page.goto('/')
    await page.getByRole('contentinfo').getByRole('link', { name: 'Cursos', exact: true }).click()
    await expect(page).toHaveURL(/\/cursos$/)
    expect(await page.evaluate(() => window.dataLayer)).toBeUndefined()
  })
})

test.describe('newsletter', () => {
  test('subscribes with JavaScript and answers a repeat exactly alike (nothing tells who is subscribed)', async ({ page, context, baseURL }) => {
    await setConsent(context, baseURL, false)
    await page.goto('/promocoes')
    const footer = page.getByRole('contentinfo')
    const email = `leitor+${test.info().project.name}-${Date.now()}@exemplo.com.br`
    await footer.getByLabel('Seu e-mail').fill(email)
    await footer.getByRole('button', { name: 'Assinar' }).click()
    await expect(footer.getByRole('status')).toHaveText(/Quase lá!.*link para confirmar/)
    const first = await footer.getByRole('status').textContent()
    await footer.getByLabel('Seu e-mail').fill(email)
    await footer.getByRole('button', { name: 'Assinar' }).click()
    await expect(footer.getByRole('status')).toHaveText(first!)
  })

  test('the footer shows the consent text that is stored with the subscription', async ({ page }) => {
    await page.goto('/promocoes')
    await expect(page.getByRole('contentinfo').getByText(CONSENT_TEXT)).toBeVisible()
    await expect(page.getByRole('contentinfo').getByLabel('Seu e-mail')).toHaveAttribute('aria-describedby', 'newsletter-note')
  })

  test('double opt-in: the e-mailed link confirms only after its button, cancelling works, subscribing again needs a new confirmation', async ({ page, request }) => {
    const email = `cancelar-${Date.now()}@exemplo.com.br`
    expect((await request.post('/api/newsletter', { data: { email } })).status()).toBe(202)
    const login = await request.post('/cms-api/users/login', {
      data: { email: process.env.ADMIN_EMAIL ?? 'admin@agencia-teste.com.br', password: process.env.ADMIN_PASSWORD ?? 'senha-de-teste-2026!' },
    })
    const { token: jwt } = await login.json()
    const outbox = await request.get(`/cms-api/outbox?where[to][equals]=${encodeURIComponent(email)}`, { headers: { Authorization: `JWT ${jwt}` } })
    const [mail] = (await outbox.json()).docs as { text: string }[]
    const confirmLink = /https?:\/\/\S+(\/newsletter\/confirmar\?token=[\w-]+)/.exec(mail!.text)![1]!
    const link = /https?:\/\/\S+(\/newsletter\/cancelar\?token=[\w-]+)/.exec(mail!.text)![1]!

    await page.goto(confirmLink)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirmar a newsletter')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    await page.getByRole('button', { name: 'Confirmar inscrição' }).click()
    await expect(page).toHaveURL(/&estado=confirmada$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inscrição confirmada')

    await page.goto(link)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cancelar a newsletter')
    await expect(page.getByText(/c•+@exemplo\.com\.br/)).toBeVisible()
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    await page.reload() // opening the link twice still changes nothing
    await page.getByRole('button', { name: 'Cancelar inscrição' }).click()
    await expect(page).toHaveURL(/&estado=cancelada$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inscrição cancelada')
    await expect(page.getByRole('main').getByRole('status')).toContainText('não recebe mais nossa newsletter')

    const again = await request.post('/api/newsletter', { data: { email } })
    expect(again.status()).toBe(202)
    expect((await again.json()).message).toMatch(/Quase lá/)
    await page.waitForTimeout(1100) // anonymous page views are micro-cached for 1 s by the server
    await page.goto(link)
    // still cancelled: a new request is pending until its own confirmation
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inscrição cancelada')
  })

  test('an unknown link says so', async ({ page }) => {
    await page.goto('/newsletter/cancelar?token=nao-existe-nao-existe-nao-existe')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Link inválido')
    await expect(page.getByRole('button', { name: 'Cancelar inscrição' })).toHaveCount(0)
  })
})

test.describe('newsletter without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  test('the plain form comes back to the same page with the message', async ({ page }) => {
    await page.goto('/cursos')
    const footer = page.getByRole('contentinfo')
    await footer.getByLabel('Seu e-mail').fill(`semjs+${test.info().project.name}-${Date.now()}@exemplo.com.br`)
    await footer.getByRole('button', { name: 'Assinar' }).click()
    await expect(page).toHaveURL(/\/cursos#newsletter-confirme$/)
    await expect(page.getByText(/^Quase lá! Se este e-mail ainda não recebe nossa newsletter/)).toBeVisible()
  })
})
