import { describe, expect, it } from 'vitest'

import { parseList, parseMetrics, parseStrings } from './parse-list'

describe('parseList', () => {
  it('keeps arrays and parses JSON-encoded lists', () => {
    expect(parseList(['a'])).toEqual(['a'])
    expect(parseList('["a","b"]')).toEqual(['a', 'b'])
  })
  it('turns bad, empty or non-list values into an empty list', () => {
    expect(parseList('')).toEqual([])
    expect(parseList('   ')).toEqual([])
    expect(parseList('{not json')).toEqual([])
    expect(parseList('{"a":1}')).toEqual([])
    expect(parseList('42')).toEqual([])
    expect(parseList(null)).toEqual([])
    expect(parseList(undefined)).toEqual([])
  })
})

describe('parseMetrics', () => {
  it('keeps rows with label and value; tolerates a plain string', () => {
    expect(
      parseMetrics('[{"label":"Vendas","value":"+120%","description":"em 6 meses"},{"label":"","value":"x"},"+3x"]'),
    ).toEqual([
      { label: 'Vendas', value: '+120%', description: 'em 6 meses' },
      { label: '', value: '+3x', description: '' },
    ])
  })
})

describe('parseStrings', () => {
  it('keeps non-empty strings', () => {
    expect(parseStrings('["SEO", "", 3, " Loja "]')).toEqual(['SEO', 'Loja'])
    expect(parseStrings('ruim')).toEqual([])
  })
})
