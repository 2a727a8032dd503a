import { describe, expect, it } from 'vitest'

import { scopeClientHintsToAdmin } from '../next.config'

describe('scopeClientHintsToAdmin', () => {
  it('moves the client-hint headers Payload adds to every route onto /admin only', () => {
    const rules = scopeClientHintsToAdmin([
      { source: '/:path*', headers: [{ key: 'X-Test', value: '1' }] },
      { source: '/:path*', headers: [{ key: 'Accept-CH', value: 'Sec-CH-Prefers-Color-Scheme' }] },
    ])
    expect(rules[0]?.source).toBe('/:path*')
    expect(rules[1]?.source).toBe('/admin/:path*')
  })
})
