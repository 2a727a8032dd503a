import { describe, expect, it } from 'vitest'

import { csvCell, toCsv } from './csv'

describe('CSV', () => {
  it('quotes separators, quotes and line breaks', () => {
    expect(csvCell('a;b')).toBe('"a;b"')
    expect(csvCell('diz "oi"')).toBe('"diz ""oi"""')
    expect(csvCell('linha\noutra')).toBe('"linha\noutra"')
    expect(csvCell(undefined)).toBe('')
  })

  it('defuses spreadsheet formulas', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`)
    expect(csvCell('+5511')).toBe("'+5511")
    expect(csvCell('@soma')).toBe("'@soma")
  })

  it('writes a BOM, a header row and CRLF lines', () => {
    const csv = toCsv([{ nome: 'Ana' }], [{ header: 'Nome', value: (r) => r.nome }])
    expect(csv).toBe('\uFEFFNome\r\nAna\r\n')
  })
})
