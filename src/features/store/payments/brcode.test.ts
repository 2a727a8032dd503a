import { describe, expect, it } from 'vitest'

import { boletoLine, dueDateFactor } from './boleto'
import { crc16, parseBrCode, pixCopiaECola } from './brcode'

describe('Pix BR Code', () => {
  it('computes CRC16/CCITT-FALSE: the standard check value and the Banco Central manual\'s example', () => {
    expect(crc16('123456789')).toBe('29B1')
    // The static BR Code example of the Pix manual (Manual de Padrões para Iniciação do Pix), CRC 1D3D.
    const manual = '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***6304'
    expect(crc16(manual)).toBe('1D3D')
  })

  it('builds a valid copia e cola: 000201 first, amount, merchant name, CRC last', () => {
    const code = pixCopiaECola({ key: '7d9f0335-8dcc-4054-9bf9-0dbd61d36906', amount: 29700, merchantName: 'Vértice Digital', merchantCity: 'São Paulo', txid: 'cs_sim_abc123' })
    expect(code.startsWith('000201')).toBe(true)
    expect(code).toMatch(/6304[0-9A-F]{4}$/)
    expect(crc16(code.slice(0, -4))).toBe(code.slice(-4))
    const fields = parseBrCode(code)
    expect(fields.get('54')).toBe('297.00')
    expect(fields.get('53')).toBe('986')
    expect(fields.get('58')).toBe('BR')
    expect(fields.get('59')).toBe('VERTICE DIGITAL')
    expect(fields.get('60')).toBe('SAO PAULO')
    expect(parseBrCode(fields.get('26')!).get('00')).toBe('br.gov.bcb.pix')
    expect(parseBrCode(fields.get('62')!).get('05')).toBe('cssimabc123')
    // Every field read back ends exactly at the end of the code.
    expect([...fields.keys()].at(-1)).toBe('63')
  })
})

describe('boleto line', () => {
  it('uses Febraban\'s due-date factor (1000 on 2025-02-22)', () => {
    expect(dueDateFactor(new Date('2025-02-22T12:00:00Z'))).toBe('1000')
    expect(dueDateFactor(new Date('2026-11-26T12:00:00Z'))).toBe(String(1000 + 642))
  })
  it('has 47 digits with valid check digits, the amount and the factor at the end', () => {
    const { barcode, line } = boletoLine({ amount: 29700, due: new Date('2026-11-26T12:00:00Z'), reference: '123456789012345678901234567890' })
    const digits = line.replace(/\D/g, '')
    expect(digits).toHaveLength(47)
    expect(barcode).toHaveLength(44)
    expect(digits.endsWith('16420000029700')).toBe(true)
    expect(line).toMatch(/^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/)
  })
})
