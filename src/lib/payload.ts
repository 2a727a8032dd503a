import 'server-only'

import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** The Payload Local API for server code. Feature `queries.ts` modules are its only callers. */
export function getPayloadClient(): Promise<Payload> {
  return getPayload({ config })
}
