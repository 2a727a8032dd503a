import 'server-only'

import { draftMode, headers } from 'next/headers'

import { isStaff } from '@/features/accounts/roles'
import { getPayloadClient } from '@/lib/payload'

/**
 * True when this request may show drafts: Next's draft mode is on (set by /api/preview) AND the request
 * carries a staff session, checked on every render. A leftover draft-mode cookie without a session shows
 * the published page. Outside draft mode nothing is read, so public pages stay static.
 */
export async function isStaffPreview(): Promise<boolean> {
  const { isEnabled } = await draftMode()
  if (!isEnabled) return false
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  return isStaff(user)
}
