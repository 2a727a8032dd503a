import type { IncomingMessage } from 'node:http'

import { describe, expect, it } from 'vitest'

import { setClientAddress } from './index.mjs'

const request = (headers: Record<string, string>) =>
  ({ headers: { ...headers }, socket: { remoteAddress: '192.0.2.7' } }) as unknown as IncomingMessage

describe('setClientAddress', () => {
  it('ignores forged forwarding headers unless a proxy of ours is trusted', () => {
    const req = request({ 'x-forwarded-for': '203.0.113.9', 'x-real-ip': '203.0.113.10' })
    setClientAddress(req, false)
    expect(req.headers['x-real-ip']).toBe('192.0.2.7')
    expect(req.headers['x-forwarded-for']).toBeUndefined()
  })

  it('takes the address our proxy appended, not one the client wrote before it', () => {
    const req = request({ 'x-forwarded-for': '198.51.100.1, 203.0.113.9' })
    setClientAddress(req, true)
    expect(req.headers['x-real-ip']).toBe('203.0.113.9')
  })

  it('takes the only X-Forwarded-For entry, or X-Real-IP without one, behind a trusted proxy', () => {
    const one = request({ 'x-forwarded-for': ' 203.0.113.9 ' })
    setClientAddress(one, true)
    expect(one.headers['x-real-ip']).toBe('203.0.113.9')
    const real = request({ 'x-real-ip': '203.0.113.10' })
    setClientAddress(real, true)
    expect(real.headers['x-real-ip']).toBe('203.0.113.10')
  })
})
