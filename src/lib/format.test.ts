import { describe, expect, it } from 'vitest'

import { formatBRL, formatDate } from './format'

describe('formatBRL', () => {
  it('formats centavos as reais with a decimal comma', () => {
    expect(formatBRL(123456)).toBe('R$ 1.234,56')
    expect(formatBRL(9900)).toBe('R$ 99,00')
  })
})

describe('formatDate', () => {
  it('formats in pt-BR in São Paulo time', () => {
    expect(formatDate('2026-11-22T12:00:00.000Z')).toBe('22 de novembro de 2026')
    expect(formatDate('2026-11-22T12:00:00.000Z', 'short')).toBe('22/11/2026')
    // 01:00 UTC is still the previous day in São Paulo.
    expect(formatDate('2026-03-01T01:00:00.000Z')).toBe('28 de fevereiro de 2026')
  })
  it('returns an empty string for an invalid date', () => {
    expect(formatDate('nada')).toBe('')
  })
})
