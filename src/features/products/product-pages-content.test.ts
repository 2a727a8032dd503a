import { describe, expect, it } from 'vitest'

import { missingCopy } from '@/kit/missing-copy'

import { chatCopySeedData, chatSeedData, emailSeedData, toChatContent, toEmailContent } from './page-content'
import { CHAT_DEFAULTS, EMAIL_DEFAULTS } from './page-defaults'
import { PRODUCT_ICONS } from './product-icons'

const savedAt = { updatedAt: '2026-11-24T00:00:00.000Z' }

describe('the "E-mail Corporativo" and "Chat WhatsApp" globals: the whole page copy', () => {
  it("read back what the seed writes as today's pages", () => {
    expect(toEmailContent({ ...emailSeedData(), ...savedAt })).toEqual(EMAIL_DEFAULTS)
    expect(toChatContent({ ...chatSeedData(), ...savedAt })).toEqual(CHAT_DEFAULTS)
  })

  it("keep today's texts, the spec's included", () => {
    expect(EMAIL_DEFAULTS.features.items.map((f) => f.title)).toEqual(['Antivírus', 'Antispam com 3 níveis', 'Autenticação por geolocalização', 'Calendário', 'Contatos', 'Tarefas', 'Notas', 'Reuniões'])
    expect(EMAIL_DEFAULTS.setup.settings[0]).toEqual({ term: 'IMAP (recebimento)', value: 'Porta 993 com SSL' })
    expect(CHAT_DEFAULTS.connection.options.map((o) => [o.title, o.badge, o.recommended])).toEqual([
      ['Conexão por QR Code', 'Para testar', false],
      ['Conexão por API oficial', 'Recomendada', true],
    ])
    for (const item of [...EMAIL_DEFAULTS.features.items, ...CHAT_DEFAULTS.features.items, ...CHAT_DEFAULTS.connection.options]) expect(Object.keys(PRODUCT_ICONS)).toContain(item.icon)
  })

  it('show what staff wrote: a renamed feature, a new settings row, an integration item, an emptied optional text', () => {
    const email = emailSeedData()
    email.features.items[0] = { icon: 'lock', title: 'Antivírus em tempo real', text: 'Novo texto.' }
    email.setup.settings.push({ term: 'Webmail', value: 'webmail.seudominio.com.br' })
    email.setup.lead = ''
    const page = toEmailContent({ ...email, ...savedAt })
    expect(page.features.items[0]).toEqual({ icon: 'lock', title: 'Antivírus em tempo real', text: 'Novo texto.' })
    expect(page.setup.settings.at(-1)).toEqual({ term: 'Webmail', value: 'webmail.seudominio.com.br' })
    expect(page.setup.lead).toBe('')

    const chat = chatSeedData()
    chat.integrations.groups[0]!.items.push({ text: 'Claude (Anthropic)' })
    chat.connection.options[0]!.icon = 'rocket' as never
    const chatPage = toChatContent({ ...chat, ...savedAt })
    expect(chatPage.integrations.groups[0]!.items.at(-1)).toBe('Claude (Anthropic)')
    expect(chatPage.connection.options[0]!.icon).toBe('server-cog')
  })

  it("a global saved before the copy existed (the migration leaves empty texts) reads as today's page", () => {
    const before = { ...savedAt, planTitle: 'Plano Equipe', planPrice: 99900, minUsers: 3, planPeriod: 'por ano', planItems: [{ text: 'Tudo' }], hero: { eyebrow: '', title: '', lead: '', cta: '', secondaryCta: '' }, features: { items: [] } }
    const page = toChatContent(before)
    expect(page.plan.title).toBe('Plano Equipe')
    expect(page.hero).toEqual(CHAT_DEFAULTS.hero)
    expect(page.features).toEqual(CHAT_DEFAULTS.features)
    expect(page.integrations).toEqual(CHAT_DEFAULTS.integrations)
  })

  it('the upgrade seed fills only what such a global lacks, and nothing once it has it all', () => {
    const doc = { planTitle: 'Plano Equipe', hero: { eyebrow: 'Novo', title: '', lead: null, cta: '', secondaryCta: '' }, features: { eyebrow: '', title: '', lead: null, items: [] } }
    const missing = missingCopy(doc, chatCopySeedData()) as Record<string, Record<string, unknown>>
    expect(missing.planTitle).toBeUndefined()
    expect(missing.hero).toEqual({ ...CHAT_DEFAULTS.hero, eyebrow: 'Novo' })
    expect((missing.features!.items as unknown[]).length).toBe(6)
    expect(missingCopy(chatSeedData(), chatCopySeedData())).toEqual({})
  })
})
