import { describe, expect, it } from 'vitest'

import { formatReais, parseReais } from './reais'

describe('prices typed in reais', () => {
  it('reads the Brazilian ways of writing a price as centavos', () => {
    expect(parseReais('1.533,00')).toEqual({ ok: true, centavos: 153300 })
    expect(parseReais('1533,00')).toEqual({ ok: true, centavos: 153300 })
    expect(parseReais('R$ 433')).toEqual({ ok: true, centavos: 43300 })
    expect(parseReais('7,5')).toEqual({ ok: true, centavos: 750 })
    expect(parseReais(' 1.000.000,00 ')).toEqual({ ok: true, centavos: 100000000 })
  })
  it('refuses negative, zero, malformed and absurd prices in Portuguese', () => {
    expect(parseReais('-10,00')).toEqual({ ok: false, error: 'O preço não pode ser negativo.' })
    expect(parseReais('0,00')).toMatchObject({ ok: false, error: 'O preço deve ser maior que zero.' })
    expect(parseReais('1,533.00')).toMatchObject({ ok: false })
    expect(parseReais('12,345')).toMatchObject({ ok: false })
    expect(parseReais('abc')).toMatchObject({ ok: false })
    expect(parseReais('')).toMatchObject({ ok: false, error: 'Informe o preço em reais, por exemplo 1.533,00.' })
    expect(parseReais('1.000.000,01')).toMatchObject({ ok: false, error: expect.stringContaining('Preço alto demais') })
  })
  it('shows centavos back as staff type them', () => {
    expect(formatReais(153300)).toBe('1.533,00')
    expect(formatReais(43300)).toBe('433,00')
  })
})
