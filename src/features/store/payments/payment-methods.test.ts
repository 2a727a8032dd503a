import { describe, expect, it } from 'vitest'

import { paymentSettingsFrom, pixPrice, sessionPlan } from './payment-methods'
import { paymentSummary } from '../checkout/purchase-card'

describe('store payment settings', () => {
  it('defaults to card, Pix and boleto with up to 12 installments', () => {
    expect(paymentSettingsFrom(null)).toEqual({ methods: ['card', 'pix', 'boleto'], maxInstallments: 12, pixDiscountPercent: 0 })
    expect(paymentSettingsFrom({ paymentMethods: [], maxInstallments: null })).toEqual({ methods: ['card', 'pix', 'boleto'], maxInstallments: 12, pixDiscountPercent: 0 })
  })
  it('keeps the admin\'s choice in the store\'s order, drops unknown methods and clamps installments', () => {
    expect(paymentSettingsFrom({ paymentMethods: ['boleto', 'card', 'bitcoin'], maxInstallments: 3 })).toEqual({ methods: ['card', 'boleto'], maxInstallments: 3, pixDiscountPercent: 0 })
    expect(paymentSettingsFrom({ paymentMethods: ['card'], maxInstallments: 40 }).maxInstallments).toBe(12)
    expect(paymentSettingsFrom({ paymentMethods: ['pix'], maxInstallments: 6 })).toEqual({ methods: ['pix'], maxInstallments: 1, pixDiscountPercent: 0 })
  })
  it('tells buyers how they can pay', () => {
    expect(paymentSummary(29700, { methods: ['card', 'pix', 'boleto'], maxInstallments: 12 }).replace(/\s/g, ' ')).toBe('Cartão em até 12x de R$ 24,75 · Pix · Boleto')
    expect(paymentSummary(29700, { methods: ['card'], maxInstallments: 1 })).toBe('Cartão à vista')
    expect(paymentSummary(29700, { methods: ['card', 'pix'], maxInstallments: 1, pixDiscountPercent: 5 })).toBe('Cartão à vista · Pix com 5% de desconto')
  })
  it('reads the Pix discount (0 to 50 %, only when Pix is offered)', () => {
    expect(paymentSettingsFrom({ paymentMethods: ['card', 'pix'], pixDiscountPercent: 5 }).pixDiscountPercent).toBe(5)
    expect(paymentSettingsFrom({ paymentMethods: ['card', 'pix'], pixDiscountPercent: 80 }).pixDiscountPercent).toBe(50)
    expect(paymentSettingsFrom({ paymentMethods: ['card', 'pix'], pixDiscountPercent: -3 }).pixDiscountPercent).toBe(0)
    expect(paymentSettingsFrom({ paymentMethods: ['card', 'boleto'], pixDiscountPercent: 5 }).pixDiscountPercent).toBe(0)
  })
  it('gives Pix its own session at the discounted price when there is a Pix discount', () => {
    const all = { methods: ['card', 'pix', 'boleto'] as const, maxInstallments: 12 }
    expect(pixPrice(29700, 5)).toBe(28215)
    expect(pixPrice(9990, 5)).toBe(9490)
    // No discount: one session with every method, whatever the button.
    expect(sessionPlan(29700, { ...all, methods: [...all.methods], pixDiscountPercent: 0 }, true)).toEqual({ methods: ['card', 'pix', 'boleto'], price: 29700, pixDiscount: 0 })
    const discounted = { ...all, methods: [...all.methods], pixDiscountPercent: 5 }
    expect(sessionPlan(29700, discounted, true)).toEqual({ methods: ['pix'], price: 28215, pixDiscount: 1485 })
    // The other button: every other method, full price (Pix is not offered there at the full price).
    expect(sessionPlan(29700, discounted, false)).toEqual({ methods: ['card', 'boleto'], price: 29700, pixDiscount: 0 })
    // A store that takes only Pix: always the Pix price.
    expect(sessionPlan(29700, { methods: ['pix'], maxInstallments: 1, pixDiscountPercent: 10 }, false)).toEqual({ methods: ['pix'], price: 26730, pixDiscount: 2970 })
  })
})
