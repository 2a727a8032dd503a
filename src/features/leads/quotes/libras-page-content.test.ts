import { describe, expect, it } from 'vitest'

import { missingCopy } from '@/kit/missing-copy'

import { LIBRAS_PAGE_DEFAULTS, LibrasPageGlobal, librasHeadingsSeedData, librasPageSeedData, librasStepsTitle, librasStorySeedData, stepsCountError, toLibrasPageContent } from './libras-page-content'
import { stepColumns } from './libras-sections'

describe('the "Intérprete de Libras" global', () => {
  it('reads back what the seed writes as today\'s page', () => {
    expect(toLibrasPageContent({ ...librasPageSeedData(), updatedAt: '2026-11-24T00:00:00.000Z' })).toEqual(LIBRAS_PAGE_DEFAULTS)
    expect(LIBRAS_PAGE_DEFAULTS.steps).toHaveLength(5)
  })

  it('shows today\'s page while the global was never saved; an unknown icon falls back to one of the set', () => {
    expect(toLibrasPageContent({})).toBe(LIBRAS_PAGE_DEFAULTS)
    const content = toLibrasPageContent({ updatedAt: 'x', reasons: [{ icon: 'rocket', title: 'T', text: 'X' }], compliance: [{ text: '' }, { text: 'NBR 15290' }] })
    expect(content.reasons).toEqual([{ icon: 'hand-heart', title: 'T', text: 'X' }])
    expect(content.compliance).toEqual(['NBR 15290'])
    expect(content.lead).toBe(LIBRAS_PAGE_DEFAULTS.lead)
  })
})

describe("the Libras page's hero and section headings", () => {
  const savedAt = { updatedAt: '2026-11-24T00:00:00.000Z' }
  const emptyHeading = { eyebrow: '', title: '' }

  it("keep today's texts, the steps title counting the steps", () => {
    const page = toLibrasPageContent({ ...librasPageSeedData(), ...savedAt })
    expect(page.hero).toEqual({ eyebrow: 'Acessibilidade', title: 'Intérprete de Libras', quoteCta: 'Solicitar orçamento', whatsappCta: 'Conversar no WhatsApp' })
    expect(page.headings.story).toEqual({ eyebrow: 'Nossa história', title: 'Acessibilidade é o que fazemos desde o começo' })
    expect(page.headings.quote).toEqual({ eyebrow: 'Orçamento', title: 'Peça seu orçamento', lead: 'Campos com * são obrigatórios. Respondemos em até 24 horas úteis.' })
    expect(librasStepsTitle(page)).toBe('Do pedido à entrega em 5 etapas')
    expect(librasStepsTitle({ ...page, steps: page.steps.slice(0, 1) })).toBe('Do pedido à entrega em 1 etapa')
  })

  it("read empty texts (a global saved before these fields: the migration leaves '') as today's", () => {
    const headings = Object.fromEntries(Object.keys(LIBRAS_PAGE_DEFAULTS.headings).map((key) => [key, { ...emptyHeading }]))
    const page = toLibrasPageContent({ ...savedAt, hero: { eyebrow: '', title: '  ', quoteCta: null, whatsappCta: '' }, headings })
    expect(page.hero).toEqual(LIBRAS_PAGE_DEFAULTS.hero)
    expect(page.headings).toEqual(LIBRAS_PAGE_DEFAULTS.headings)
  })

  it('show what staff wrote', () => {
    const data = librasPageSeedData()
    data.hero.whatsappCta = 'Falar no WhatsApp'
    data.headings.team = { eyebrow: 'Pessoas', title: 'Nossa equipe' }
    data.headings.steps.title = 'Como trabalhamos: {etapas}'
    const page = toLibrasPageContent({ ...data, ...savedAt, steps: data.steps.slice(0, 3) })
    expect(page.hero.whatsappCta).toBe('Falar no WhatsApp')
    expect(page.headings.team).toEqual({ eyebrow: 'Pessoas', title: 'Nossa equipe' })
    expect(librasStepsTitle(page)).toBe('Como trabalhamos: 3 etapas')
  })

  it('the upgrade seed fills only the texts such a global lacks', () => {
    const doc = { ...librasPageSeedData(), hero: { eyebrow: 'Inclusão', title: '', quoteCta: '', whatsappCta: '' }, headings: {} }
    const missing = missingCopy(doc, librasHeadingsSeedData()) as { hero: Record<string, string>; headings: Record<string, unknown> }
    expect(missing.hero).toEqual({ ...LIBRAS_PAGE_DEFAULTS.hero, eyebrow: 'Inclusão' })
    expect(missing.headings).toEqual(LIBRAS_PAGE_DEFAULTS.headings)
    expect(missingCopy(librasPageSeedData(), librasHeadingsSeedData())).toEqual({})
  })

  it('refuse a steps title without {etapas}, in Portuguese', () => {
    const headings = LibrasPageGlobal.fields.find((f) => 'name' in f && f.name === 'headings') as { fields: { name: string; fields: { fields?: { name: string; validate?: (v: unknown, o: unknown) => unknown }[] }[] }[] }
    const title = headings.fields.find((f) => f.name === 'steps')!.fields[0]!.fields!.find((f) => f.name === 'title')!
    const options = { required: true, maxLength: 90, req: { payload: { config: {} }, t: (key: string) => key } }
    expect(title.validate!('Do pedido à entrega em {etapas}', options)).toBe(true)
    expect(title.validate!('Do pedido à entrega em 5 etapas', options)).toMatch(/^Mantenha \{etapas\} no texto/)
  })
})

describe('the Libras steps: 1 to 6, refused in Portuguese otherwise', () => {
  const stepsField = LibrasPageGlobal.fields.find((f) => 'name' in f && f.name === 'steps') as { validate: (value: unknown) => true | string }
  const step = { title: 'Etapa', text: 'Texto' }

  it('accepts 1 to 6 steps, as rows (API) or as a row count (admin form)', () => {
    for (const count of [1, 2, 3, 4, 5, 6]) {
      expect(stepsField.validate(Array.from({ length: count }, () => step))).toBe(true)
      expect(stepsField.validate(count)).toBe(true)
    }
  })

  it('refuses none and more than six with a message staff understand', () => {
    expect(stepsField.validate([])).toBe('Informe pelo menos 1 etapa.')
    expect(stepsField.validate(null)).toBe('Informe pelo menos 1 etapa.')
    expect(stepsField.validate(Array.from({ length: 7 }, () => step))).toBe('São no máximo 6 etapas: remova 1 etapa.')
    expect(stepsCountError(9)).toBe('São no máximo 6 etapas: remova 3 etapas.')
  })

  it('lays the steps out in as many columns as fit their count', () => {
    expect(stepColumns(5)).toBe('md:grid-cols-5')
    expect(stepColumns(4)).toBe('sm:grid-cols-2 lg:grid-cols-4')
    expect(stepColumns(6)).toBe('sm:grid-cols-2 lg:grid-cols-3')
    expect(new Set([1, 2, 3, 4, 5, 6].map(stepColumns)).size).toBe(6)
  })
})

describe("the Libras page's story block (project, founder, audio description)", () => {
  const savedAt = { updatedAt: '2026-11-24T00:00:00.000Z' }

  it("keeps today's texts, read back from what the seed writes", () => {
    const { story } = toLibrasPageContent({ ...librasPageSeedData(), ...savedAt })
    expect(story.projectTitle).toBe('Cinema de Olhos Fechados')
    expect(story.projectText).toMatch(/^Desde 2019, o projeto leva sessões de cinema .* Já foram 84 sessões para mais de 6\.000 pessoas cegas, com baixa visão ou surdas\.$/)
    expect(story.founderName).toBe('Renata Alves, fundadora')
    expect(story.explainerTitle).toBe('O que é audiodescrição?')
    expect(story.founderImageAlt).toBe('Ilustração da fundadora Renata Alves')
  })

  it("reads empty texts (a global saved before these fields) as today's, and shows what staff wrote", () => {
    const empty = Object.fromEntries(Object.keys(LIBRAS_PAGE_DEFAULTS.story).map((key) => [key, '']))
    expect(toLibrasPageContent({ ...savedAt, story: empty }).story).toEqual(LIBRAS_PAGE_DEFAULTS.story)
    expect(toLibrasPageContent({ ...savedAt }).story).toEqual(LIBRAS_PAGE_DEFAULTS.story)
    const written = toLibrasPageContent({ ...savedAt, story: { ...empty, founderText: 'Coordena a equipe desde 2010.', projectTitle: 'Cine Acessível' } }).story
    expect(written).toEqual({ ...LIBRAS_PAGE_DEFAULTS.story, founderText: 'Coordena a equipe desde 2010.', projectTitle: 'Cine Acessível' })
  })

  it('the upgrade seed fills only the story texts such a global lacks', () => {
    const doc = { ...librasPageSeedData(), story: { projectTitle: 'Cine Acessível', projectText: '' } }
    const missing = missingCopy(doc, librasStorySeedData()) as { story: Record<string, string> }
    expect(missing.story).toEqual({ ...LIBRAS_PAGE_DEFAULTS.story, projectTitle: 'Cine Acessível' })
    expect(missingCopy(librasPageSeedData(), librasStorySeedData())).toEqual({})
  })
})
