import { APIError, type CollectionBeforeOperationHook } from 'payload'

import { env } from '@/lib/env'
import { clientAddress, rateLimit } from '@/lib/rate-limit'

/** Login attempts per client address in a 10-minute window, on top of Payload's per-account lock. */
export const LOGIN_ATTEMPTS_PER_ADDRESS = env.LOGIN_ATTEMPTS_PER_ADDRESS
const WINDOW_MS = 10 * 60 * 1000

/** Refuses logins and password-reset requests from an address that has tried too often. */
export const limitLoginAttempts: CollectionBeforeOperationHook = async ({ operation, req }) => {
  if (operation !== 'login' && operation !== 'forgotPassword') return
  const address = clientAddress(req.headers)
  const result = await rateLimit(`${operation}:${address}`, { limit: LOGIN_ATTEMPTS_PER_ADDRESS, windowMs: WINDOW_MS })
  if (!result.ok) {
    throw new APIError(
      `Muitas tentativas deste endereço. Tente de novo em ${Math.ceil(result.retryAfterSeconds / 60)} minutos.`,
      429,
      undefined,
      true,
    )
  }
}
