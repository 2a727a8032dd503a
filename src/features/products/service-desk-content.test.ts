import { describe, expect, it } from 'vitest'

import { serviceDeskSeedData, toServiceDeskContent } from './page-content'
import { SERVICE_DESK_DEFAULTS } from './page-defaults'

describe('the "Central de Atendimento" global', () => {
  it('reads back what the seed writes as today\'s page, tab ids included', () => {
    const saved = { ...serviceDeskSeedData(), updatedAt: '2026-11-24T00:00:00.000Z' }
    expect(toServiceDeskContent(saved)).toEqual(SERVICE_DESK_DEFAULTS)
  })

  it('shows today\'s page while the global was never saved', () => {
    expect(toServiceDeskContent({})).toBe(SERVICE_DESK_DEFAULTS)
  })

  it('gives a tab named by staff an id without accents or spaces', () => {
    const content = toServiceDeskContent({ updatedAt: 'x', panels: [{ label: 'Robô de triagem', title: 't', text: 'x' }, { label: '!!!' }] })
    expect(content.panels.map((p) => p.id)).toEqual(['robo-de-triagem', 'visao-2'])
  })
})
