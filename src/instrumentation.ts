/**
 * Runs once when a server process starts: the store logs which payment provider is active, and the
 * process starts following the cache invalidations recorded by every app server (shared-state/cache-sync).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { activeProvider } = await import('@/features/store/payments/payment-provider')
  activeProvider()
  // `next build` also loads this file; only a serving process has a cache to keep in step.
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  const [{ getPayloadClient }, { startCacheSync }] = await Promise.all([
    import('@/lib/payload'),
    import('@/features/shared-state/cache-sync'),
  ])
  await startCacheSync(await getPayloadClient())
  // Scheduled publishing: the jobs queue runs in every serving process (features/admin/job-runner.ts).
  const { startJobRunner } = await import('@/features/admin/job-runner')
  await startJobRunner()
}
