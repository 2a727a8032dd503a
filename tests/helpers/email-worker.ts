/**
 * One app server's e-mail queue runner, for the delivery fault test (tests/integration/email-durable.test.ts):
 * a separate process on the test's database that runs the due `email` jobs every 100 ms, as the server's
 * cron does, until none is left or WORKER_SECONDS pass. Started with scripts/run-ts.mjs.
 */
import config from '@payload-config'
import { getPayload } from 'payload'

const payload = await getPayload({ config })
const deadline = Date.now() + Number(process.env.WORKER_SECONDS ?? 20) * 1000
let idle = 0
while (Date.now() < deadline) {
  // As the server's cron does, a failed run is logged and the next one goes on (two workers racing for a
  // job that the other one finished and deleted make Payload's bookkeeping throw: the send itself was claimed).
  await payload.jobs.run({ queue: 'email', limit: 5, overrideAccess: true }).catch((error) => process.stderr.write(`run: ${String(error)}\n`))
  const left = await payload.count({ collection: 'payload-jobs', where: { and: [{ queue: { equals: 'email' } }, { completedAt: { exists: false } }, { hasError: { not_equals: true } }] }, overrideAccess: true })
  idle = left.totalDocs === 0 ? idle + 1 : 0
  if (idle >= 3) break
  await new Promise((resolve) => setTimeout(resolve, 100))
}
process.stdout.write('worker done\n')
process.exit(0)
