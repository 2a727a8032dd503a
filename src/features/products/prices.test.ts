import { describe, expect, it } from 'vitest'

import { formatBRL } from '@/lib/format'

import { CHAT_FIRST_YEAR_PRICE, CHAT_PLAN_PRICE, discounted } from './prices'

describe('promotion prices', () => {
  it('takes the chat plan’s 20% off R$ 1.533,00 for the first year', () => {
    expect(formatBRL(CHAT_PLAN_PRICE)).toBe('R$ 1.533,00')
    expect(formatBRL(CHAT_FIRST_YEAR_PRICE)).toBe('R$ 1.226,40')
  })

  it('rounds to the centavo', () => {
    expect(discounted(999, 10)).toBe(899)
    expect(discounted(1_000, 0)).toBe(1_000)
  })
})
