import { describe, expect, it } from 'vitest'

import { missingCopy } from '@/kit/missing-copy'

import { CASES_PAGE_DEFAULTS, casesPageCopySeedData, casesPageSeedData, toCasesPageContent } from './cases-page'

describe('the "Cases (página)" global', () => {
  it('reads back what the seed writes as today\'s /cases copy', () => {
    expect(toCasesPageContent({ ...casesPageSeedData(), updatedAt: '2026-11-24T00:00:00.000Z' })).toEqual(CASES_PAGE_DEFAULTS)
  })

  it('shows today\'s copy while the global was never saved, and drops a half-filled number', () => {
    expect(toCasesPageContent({})).toBe(CASES_PAGE_DEFAULTS)
    const content = toCasesPageContent({ updatedAt: 'x', stats: [{ value: '10', label: 'Anos' }, { value: '', label: 'Sem número' }] })
    expect(content.stats).toEqual([{ value: '10', label: 'Anos' }])
    expect(content.ctaButton).toBe('Iniciar Projeto')
  })

  it("reads today's heading, cards' link and case page texts where they are empty (a database from before them)", () => {
    const before = { ...casesPageSeedData(), updatedAt: 'x', hero: { eyebrow: '', title: '' }, cardCta: '', casePage: { metricsTitle: '', galleryTitle: '', othersTitle: '', ctaTitle: '', ctaText: '', ctaButton: '' } }
    const content = toCasesPageContent(before)
    expect(content.hero).toEqual({ eyebrow: 'Portfólio', title: 'Cases de Sucesso' })
    expect(content.cardCta).toBe('Ver Case Completo')
    expect(content.casePage).toEqual({
      metricsTitle: 'Resultados em números',
      galleryTitle: 'Galeria do Projeto',
      othersTitle: 'Outros Cases de Sucesso',
      ctaTitle: 'Quer resultados como estes?',
      ctaText: 'Converse com a nossa equipe.',
      ctaButton: 'Iniciar Conversa',
    })
    // The seed item fills exactly those in.
    expect(toCasesPageContent({ ...before, ...missingCopy(before, casesPageCopySeedData()) })).toEqual(CASES_PAGE_DEFAULTS)
  })

  it('reads the heading, link and case page texts staff set', () => {
    const content = toCasesPageContent({
      ...casesPageSeedData(),
      updatedAt: 'x',
      hero: { eyebrow: 'Clientes', title: 'Nossos cases' },
      cardCta: 'Ler o case',
      casePage: { ...CASES_PAGE_DEFAULTS.casePage, othersTitle: 'Mais cases', ctaButton: 'Falar com a equipe' },
    })
    expect(content.hero).toEqual({ eyebrow: 'Clientes', title: 'Nossos cases' })
    expect(content.cardCta).toBe('Ler o case')
    expect(content.casePage.othersTitle).toBe('Mais cases')
    expect(content.casePage.ctaButton).toBe('Falar com a equipe')
    expect(content.casePage.metricsTitle).toBe('Resultados em números')
  })
})
