import { describe, expect, it } from 'vitest'

import { LIBRAS_PAGE_DEFAULTS, LibrasPageGlobal, librasPageSeedData, stepsCountError, toLibrasPageContent } from './libras-page-content'
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
