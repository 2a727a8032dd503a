import 'server-only'

import { getPayloadClient } from '@/lib/payload'

/** Whether the database answers: a count on a small table, within a deadline. */
export async function checkHealth(timeoutMs = 3000): Promise<{ ok: boolean; database: 'ok' | 'indisponível' }> {
  try {
    const payload = await getPayloadClient()
    await Promise.race([
      payload.count({ collection: 'users', overrideAccess: true }),
      new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), timeoutMs)),
    ])
    return { ok: true, database: 'ok' }
  } catch {
    return { ok: false, database: 'indisponível' }
  }
}
