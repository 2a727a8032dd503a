import type { Payload } from 'payload'

/** What the admin dashboard warns about: e-mails that failed for good (every attempt refused) and are waiting for a retry. */
export async function dashboardAlerts(payload: Payload): Promise<{ failedEmails: number; retryingEmails: number }> {
  const [failed, retrying] = await Promise.all([
    payload.count({ collection: 'outbox', where: { status: { equals: 'failed' } }, overrideAccess: true }),
    payload.count({ collection: 'outbox', where: { status: { equals: 'retrying' } }, overrideAccess: true }),
  ])
  return { failedEmails: failed.totalDocs, retryingEmails: retrying.totalDocs }
}
