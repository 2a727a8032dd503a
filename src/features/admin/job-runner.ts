import 'server-only'

import config from '@payload-config'
import { getPayload } from 'payload'

/**
 * Starts Payload's job crons (config.jobs.autoRun) in this server process: every minute the due jobs
 * run, which is how a post, case or template scheduled in the admin gets published on time. Only
 * serving processes call this; scripts and tests never start the crons. Several app servers may run it:
 * each job is claimed by one of them (Payload marks it `processing` before running it).
 */
export async function startJobRunner(): Promise<void> {
  const payload = await getPayload({ config, cron: true })
  // Deliveries a stopped server left half-done are picked up again (features/email/email-task.ts).
  const { releaseStaleEmailJobs } = await import('@/features/email/email-task')
  const release = () => releaseStaleEmailJobs(payload).catch((error) => payload.logger.error({ msg: 'Falha ao liberar entregas presas', error: String(error) }))
  await release()
  // A delivery the previous run of this server left mid-send is not yet stale at start (EMAIL_CLAIM_STALE_MS,
  // 2 minutes by default): without this, it waited for the hourly maintenance. Every 30 s, a stale claim is released.
  setInterval(release, 30_000).unref()
}
