import { describe, expect, it } from 'vitest'

import { paymentSettingsFrom } from './payment-methods'
import { paymentSummary } from '../checkout/purchase-card'

describe('store payment settings', () => {
  it('defaults to card, Pix and boleto with up to 12 installments', () => {
    expect(paymentSettingsFrom(null)).toEqual({ methods: ['card', 'pix', 'boleto'], maxInstallments: 12 })
    expect(paymentSettingsFrom({ paymentMethods: [], maxInstallments: null })).toEqual({ methods: ['card', 'pix', 'boleto'], maxInstallments: 12 })
  })
  it('keeps the admin\'s choice in the store\'s order, drops unknown methods and clamps installments', () => {
    expect(paymentSettingsFrom({ paymentMethods: ['boleto', 'card', 'bitcoin'], maxInstallments: 3 })).toEqual({ methods: ['card', 'boleto'], maxInstallments: 3 })
    expect(paymentSettingsFrom({ paymentMethods: ['card'], maxInstallments: 40 }).maxInstallments).toBe(12)
    expect(paymentSettingsFrom({ paymentMethods: ['pix'], maxInstallments: 6 })).toEqual({ methods: ['pix'], maxInstallments: 1 })
  })
  it('tells buyers how they can pay', () => {
    expect(paymentSummary(29700, { methods: ['card', 'pix', 'boleto'], maxInstallments: 12 }).replace(/\s/g, ' ')).toBe('Cartão em até 12x de R$ 24,75 · Pix · Boleto')
    expect(paymentSummary(29700, { methods: ['card'], maxInstallments: 1 })).toBe('Cartão à vista')
  })
})
