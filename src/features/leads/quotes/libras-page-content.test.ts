import { describe, expect, it } from 'vitest'

import { LIBRAS_PAGE_DEFAULTS, librasPageSeedData, toLibrasPageContent } from './libras-page-content'

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
