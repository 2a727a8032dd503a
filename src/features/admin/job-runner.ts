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
  await getPayload({ config, cron: true })
}
