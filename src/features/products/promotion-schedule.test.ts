import { describe, expect, it } from 'vitest'

import { isRunning, nextBoundary, windowError } from './promotion-schedule'

const at = (iso: string) => new Date(iso).getTime()

describe('promotion windows', () => {
  it('runs from its start until its end, open-ended without an end', () => {
    const w = { startsAt: '2026-11-01T00:00:00.000Z', endsAt: '2026-12-01T00:00:00.000Z' }
    expect(isRunning(w, at('2026-10-31T23:59:59Z'))).toBe(false)
    expect(isRunning(w, at('2026-11-01T00:00:00Z'))).toBe(true)
    expect(isRunning(w, at('2026-12-01T00:00:00Z'))).toBe(false)
    expect(isRunning({ startsAt: '2026-01-01T00:00:00Z', endsAt: null }, at('2030-01-01T00:00:00Z'))).toBe(true)
    expect(isRunning({ startsAt: null, endsAt: null }, at('2030-01-01T00:00:00Z'))).toBe(false)
  })
  it('finds the next start or end after now', () => {
    const windows = [
      { startsAt: '2026-11-01T00:00:00Z', endsAt: '2026-12-01T00:00:00Z' },
      { startsAt: '2026-11-20T00:00:00Z', endsAt: null },
    ]
    expect(nextBoundary(windows, at('2026-10-01T00:00:00Z'))).toBe(at('2026-11-01T00:00:00Z'))
    expect(nextBoundary(windows, at('2026-11-10T00:00:00Z'))).toBe(at('2026-11-20T00:00:00Z'))
    expect(nextBoundary(windows, at('2026-11-25T00:00:00Z'))).toBe(at('2026-12-01T00:00:00Z'))
    expect(nextBoundary(windows, at('2027-01-01T00:00:00Z'))).toBeNull()
  })
  it('refuses an end that is not after the start, in Portuguese', () => {
    expect(windowError({ startsAt: '2026-11-02T00:00:00Z', endsAt: '2026-11-01T00:00:00Z' })).toBe('A data de término deve ser depois da data de início.')
    expect(windowError({ startsAt: '2026-11-01T00:00:00Z', endsAt: '2026-11-01T00:00:00Z' })).not.toBeNull()
    expect(windowError({ startsAt: '2026-11-01T00:00:00Z', endsAt: null })).toBeNull()
  })
})
