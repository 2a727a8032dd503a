import { describe, expect, it } from 'vitest'

import { isValidCnpj, isValidCpf, parseTaxId } from './tax-id'

describe('CPF and CNPJ check digits', () => {
  it('accepts valid CPFs, typed with or without punctuation', () => {
    expect(parseTaxId('529.982.247-25')).toEqual({ kind: 'cpf', value: '52998224725', formatted: '529.982.247-25' })
    expect(parseTaxId(' 52998224725 ')?.kind).toBe('cpf')
    expect(isValidCpf('11144477735')).toBe(true)
  })
  it('refuses a CPF with a wrong check digit, a repeated digit or the wrong length', () => {
    expect(parseTaxId('529.982.247-24')).toBeNull()
    expect(parseTaxId('529.982.247-15')).toBeNull()
    expect(parseTaxId('111.111.111-11')).toBeNull()
    expect(parseTaxId('5299822472')).toBeNull()
    expect(parseTaxId('abc')).toBeNull()
  })
  it('accepts valid CNPJs, numeric and alphanumeric (2026 rule)', () => {
    expect(parseTaxId('11.222.333/0001-81')).toEqual({ kind: 'cnpj', value: '11222333000181', formatted: '11.222.333/0001-81' })
    expect(isValidCnpj('12ABC34501DE35')).toBe(true)
    expect(parseTaxId('12.abc.345/01de-35')?.formatted).toBe('12.ABC.345/01DE-35')
  })
  it('refuses a CNPJ with a wrong check digit or a repeated digit', () => {
    expect(parseTaxId('11.222.333/0001-82')).toBeNull()
    expect(parseTaxId('12.ABC.345/01DE-36')).toBeNull()
    expect(parseTaxId('00.000.000/0000-00')).toBeNull()
  })
})
