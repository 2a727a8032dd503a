import { describe, expect, it } from 'vitest'

import { CASES_PAGE_DEFAULTS, casesPageSeedData, toCasesPageContent } from './cases-page'

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
})
