import { afterEach, describe, expect, it, vi } from 'vitest'

import { formatBRL } from '@/lib/format'

import { DOWNLOAD_TTL_MS, signDownloadToken, verifyDownloadToken } from './downloads/download-token'
import { categoriesOf, filterTemplates } from './catalogue/filters'
import { maskEmail } from './orders/mask-email'
import { countLabel, discountPercent, toReais } from './catalogue/pricing'
import { demoHref } from './catalogue/template-view'

const items = [
  { title: 'Clínica Sorriso', description: 'Site para dentistas', category: 'Saúde', tags: ['odontologia'] },
  { title: 'Loja Aurora', description: 'E-commerce de moda', category: 'E-commerce', tags: ['moda', 'Loja'] },
  { title: 'Bistrô Paulista', description: 'Cardápio e reservas', category: 'Restaurante', tags: ['gastronomia'] },
  { title: 'Studio Pilates', description: 'Agenda de aulas', category: 'saúde', tags: ['bem-estar'] },
]

describe('prices', () => {
  it('formats centavos as BRL with a decimal comma', () => {
    expect(formatBRL(123456)).toBe('R$ 1.234,56')
    expect(formatBRL(29700)).toBe('R$ 297,00')
  })
  it('rounds the discount and ignores a missing or lower original price', () => {
    expect(discountPercent(29700, 49700)).toBe(40)
    expect(discountPercent(19900, 29900)).toBe(33)
    expect(discountPercent(100, null)).toBeNull()
    expect(discountPercent(100, 90)).toBeNull()
  })
  it('converts to reais for the API and pluralises the count', () => {
    expect(toReais(29790)).toBe(297.9)
    expect(countLabel(1)).toBe('1 Template Encontrado')
    expect(countLabel(0)).toBe('0 Templates Encontrados')
    expect(countLabel(12)).toBe('12 Templates Encontrados')
  })
})

describe('filters', () => {
  it('lists Todos then distinct categories, case-insensitively', () => {
    expect(categoriesOf(items)).toEqual(['Todos', 'Saúde', 'E-commerce', 'Restaurante'])
  })
  it('searches title, description and tags ignoring case and accents', () => {
    expect(filterTemplates(items, 'CLINICA', 'Todos').map((t) => t.title)).toEqual(['Clínica Sorriso'])
    expect(filterTemplates(items, 'reservas', 'Todos')).toHaveLength(1)
    expect(filterTemplates(items, 'gastronomia', '')).toHaveLength(1)
  })
  it('combines category AND search', () => {
    expect(filterTemplates(items, '', 'SAUDE')).toHaveLength(2)
    expect(filterTemplates(items, 'agenda', 'Saúde').map((t) => t.title)).toEqual(['Studio Pilates'])
    expect(filterTemplates(items, 'moda', 'Saúde')).toHaveLength(0)
  })
})

describe('download tokens', () => {
  const secret = 'a-test-secret-with-more-than-32-characters'
  const now = Date.UTC(2026, 10, 22)
  const token = signDownloadToken({ orderId: 7, linkId: 'abc', expiresAt: now + DOWNLOAD_TTL_MS }, secret)
  it('verifies a fresh token', () => {
    expect(verifyDownloadToken(token, secret, now)).toEqual({ ok: true, claims: { orderId: 7, linkId: 'abc', expiresAt: now + DOWNLOAD_TTL_MS } })
  })
  it('expires after 7 days', () => {
    expect(verifyDownloadToken(token, secret, now + DOWNLOAD_TTL_MS + 1)).toMatchObject({ ok: false, reason: 'expired' })
  })
  it('rejects a tampered token or another secret', () => {
    const [body, sig] = token.split('.')
    const forged = Buffer.from(JSON.stringify({ o: 8, l: 'abc', e: now + DOWNLOAD_TTL_MS })).toString('base64url')
    expect(verifyDownloadToken(`${forged}.${sig}`, secret, now)).toEqual({ ok: false, reason: 'invalid' })
    expect(verifyDownloadToken(`${body}.${sig}`, 'another-secret-with-more-than-32-characters', now)).toEqual({ ok: false, reason: 'invalid' })
    expect(verifyDownloadToken('garbage', secret, now)).toEqual({ ok: false, reason: 'invalid' })
  })
})

describe('provider choice', () => {
  it('uses Stripe when a key is set, the simulator otherwise, and PAYMENT_PROVIDER overrides', async () => {
    const { parseEnv } = await import('@/lib/env')
    const secret = { PAYLOAD_SECRET: 'x'.repeat(40) }
    expect(parseEnv(secret).paymentProvider).toBe('simulator')
    expect(parseEnv({ ...secret, SITE_URL: 'http://127.0.0.1:3620' }).paymentProvider).toBe('simulator')
    // A public site without a Stripe key takes no payments: the simulator would let anyone "pay".
    expect(parseEnv({ ...secret, SITE_URL: 'https://www.agencia.com.br' }).paymentProvider).toBe('unavailable')
    expect(parseEnv({ ...secret, SITE_URL: 'http://localhost.agencia.com.br' }).paymentProvider).toBe('unavailable')
    expect(parseEnv({ ...secret, SITE_URL: 'https://localhost:3000' }).paymentProvider).toBe('unavailable')
    expect(parseEnv({ ...secret, SITE_URL: 'https://www.agencia.com.br', PAYMENT_PROVIDER: 'simulator' }).paymentProvider).toBe('simulator')
    expect(parseEnv({ ...secret, SITE_URL: 'https://www.agencia.com.br', STRIPE_SECRET_KEY: 'sk_test_1' }).paymentProvider).toBe('stripe')
    expect(parseEnv({ ...secret, STRIPE_SECRET_KEY: 'sk_test_1' }).paymentProvider).toBe('stripe')
    expect(parseEnv({ ...secret, STRIPE_SECRET_KEY: 'sk_test_1', PAYMENT_PROVIDER: 'simulator' }).paymentProvider).toBe('simulator')
    expect(parseEnv(secret).downloadTokenSecret).not.toBe(parseEnv({ PAYLOAD_SECRET: 'y'.repeat(40) }).downloadTokenSecret)
  })
})

describe('what the pages show', () => {
  it('masks the buyer\'s e-mail as a***@domain', () => {
    expect(maskEmail('ana.souza@cliente.com.br')).toBe('a***@cliente.com.br')
    expect(maskEmail('b@x.io')).toBe('b***@x.io')
    expect(maskEmail('sem-arroba')).toBe('***')
  })
  it('links the live demo to the app\'s own preview unless an editor stored a real address', () => {
    expect(demoHref('https://demo.verticedigital.com.br/clinica', 'clinica')).toBe('/templates/clinica/demo')
    expect(demoHref('https://demo.exemplo.com.br', 'clinica')).toBe('/templates/clinica/demo')
    expect(demoHref('', 'clinica')).toBe('/templates/clinica/demo')
    expect(demoHref('javascript:alert(1)', 'clinica')).toBe('/templates/clinica/demo')
    expect(demoHref('//evil.example', 'clinica')).toBe('/templates/clinica/demo')
    expect(demoHref('/templates/clinica/demo', 'clinica')).toBe('/templates/clinica/demo')
    expect(demoHref('https://clinica-sorriso.wixsite.com/demo', 'clinica')).toBe('https://clinica-sorriso.wixsite.com/demo')
  })
})

describe('start-up log', () => {
  const saved = { ...process.env }
  afterEach(() => {
    process.env = { ...saved }
    vi.resetModules()
    vi.restoreAllMocks()
  })

  /** Runs the server's start-up hook (src/instrumentation.ts) with the given settings; returns what it logged. */
  async function startWith(settings: Record<string, string>) {
    vi.resetModules()
    Object.assign(process.env, { PAYLOAD_SECRET: 'x'.repeat(40), NEXT_RUNTIME: 'nodejs', NEXT_PHASE: 'phase-production-build', ...settings })
    const { logger } = await import('@/lib/logger')
    const info = vi.spyOn(logger, 'info').mockImplementation(() => undefined)
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined)
    const error = vi.spyOn(logger, 'error').mockImplementation(() => undefined)
    const { register } = await import('@/instrumentation')
    await register()
    return [...info.mock.calls, ...warn.mock.calls, ...error.mock.calls.map(([entry]) => [{ msg: `ERROR ${(entry as { msg: string }).msg}` }])].map(
      ([entry]) => (entry as { msg: string }).msg,
    )
  }

  it('says at error level that a public site without a Stripe key takes no payments', async () => {
    const logged = await startWith({ PAYMENT_PROVIDER: '', STRIPE_SECRET_KEY: '', SITE_URL: 'https://www.agencia.com.br' })
    expect(logged.some((m) => m.startsWith('ERROR Loja: pagamentos indisponíveis no momento'))).toBe(true)
    expect(logged.some((m) => m.includes('SIMULADOR'))).toBe(false)
  })

  it('names the simulator when there is no Stripe key on a local site', async () => {
    const logged = await startWith({ PAYMENT_PROVIDER: '', STRIPE_SECRET_KEY: '', SITE_URL: 'http://localhost:3000' })
    expect(logged).toContain('Loja: pagamentos pelo SIMULADOR local (demonstração, nada é cobrado)')
  })

  it('names Stripe when a key is set, and warns about a missing webhook secret', async () => {
    const logged = await startWith({ PAYMENT_PROVIDER: '', STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: '' })
    expect(logged).toContain('Loja: pagamentos pela Stripe Checkout')
    expect(logged.some((m) => m.includes('STRIPE_WEBHOOK_SECRET ausente'))).toBe(true)
  })
})
