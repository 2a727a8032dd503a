import { describe, expect, it } from 'vitest'

import { formatBRL } from '@/lib/format'

import { CHAT_DEFAULTS } from './page-defaults'
import { discounted } from './prices'

describe('promotion prices', () => {
  it('takes the chat plan’s 20% off R$ 1.533,00 for the first year', () => {
    expect(formatBRL(CHAT_DEFAULTS.planPrice)).toBe('R$ 1.533,00')
    expect(formatBRL(discounted(CHAT_DEFAULTS.planPrice, 20))).toBe('R$ 1.226,40')
  })

  it('rounds to the centavo', () => {
    expect(discounted(999, 10)).toBe(899)
    expect(discounted(1_000, 0)).toBe(1_000)
  })
})
