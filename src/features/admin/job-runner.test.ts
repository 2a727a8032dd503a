import { afterEach, describe, expect, it, vi } from 'vitest'

const release = vi.hoisted(() => vi.fn(async () => 0))
vi.mock('@/features/email/email-task', () => ({ releaseStaleEmailJobs: release }))
vi.mock('@payload-config', () => ({ default: {} }))
vi.mock('payload', () => ({ getPayload: async () => ({ logger: { error: () => {} } }) }))

afterEach(() => vi.useRealTimers())

describe('the job runner', () => {
  it('releases deliveries a killed server left mid-send at start and every 30 s after (not only at the hourly maintenance)', async () => {
    vi.useFakeTimers()
    const { startJobRunner } = await import('./job-runner')
    await startJobRunner()
    expect(release).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(30_000)
    expect(release).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(120_000)
    expect(release).toHaveBeenCalledTimes(6)
  })
})
