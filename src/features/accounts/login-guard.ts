import { pbkdf2, randomBytes } from 'node:crypto'
import { promisify } from 'node:util'

import { APIError, AuthenticationError, ValidationError, type CollectionBeforeOperationHook } from 'payload'

import { env } from '@/lib/env'
import { limitRequestsSliding } from '@/features/shared-state/rate-limit-store'
import { clientAddress } from '@/lib/rate-limit'

import { passwordProblem } from './password-policy'

/** Login attempts per client address in a 10-minute window, on top of Payload's per-account lock. */
export const LOGIN_ATTEMPTS_PER_ADDRESS = env.LOGIN_ATTEMPTS_PER_ADDRESS
const WINDOW_MS = 10 * 60 * 1000

/** The pt-BR answer past the limit (the REST route adds `Retry-After` from `data.retryAfterSeconds`). */
export const tooManyAttemptsMessage = (retryAfterSeconds: number) => {
  const minutes = Math.ceil(retryAfterSeconds / 60)
  return `Muitas tentativas deste endereço. Tente de novo em ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`
}

/**
 * Refuses logins and password-reset requests from an address that has tried too often: at most
 * LOGIN_ATTEMPTS_PER_ADDRESS in any 10 minutes (a sliding window, lib/sliding-rate-limit.ts).
 */
export const limitLoginAttempts: CollectionBeforeOperationHook = async ({ operation, req }) => {
  if (operation !== 'login' && operation !== 'forgotPassword') return
  const address = clientAddress(req.headers)
  const result = await limitRequestsSliding(async () => req.payload, `${operation}:${address}`, { limit: LOGIN_ATTEMPTS_PER_ADDRESS, windowMs: WINDOW_MS })
  if (!result.ok) {
    throw new APIError(tooManyAttemptsMessage(result.retryAfterSeconds), 429, { retryAfterSeconds: result.retryAfterSeconds }, true)
  }
}

const pbkdf2Async = promisify(pbkdf2)
const DUMMY_SALT = randomBytes(32).toString('hex')

/** The work of checking one password the way Payload does (PBKDF2-SHA256, 600 000 rounds). */
export async function spendPasswordCheckTime(password: string): Promise<void> {
  await pbkdf2Async(password || 'x', DUMMY_SALT, 600_000, 32, 'sha256')
}

type LoginArgs = { data?: { email?: unknown; password?: unknown } }

/**
 * An unknown e-mail and a locked account get exactly the answer of a wrong password (Payload's own
 * AuthenticationError: same status and message), after the same password-hashing work, so that neither
 * the answer nor its timing tells an attacker which addresses have accounts or are locked.
 */
export const sameAnswerForUnknownOrLocked: CollectionBeforeOperationHook = async ({ args, collection, operation, req }) => {
  if (operation !== 'login') return args
  const data = (args as LoginArgs).data
  const email = typeof data?.email === 'string' ? data.email.trim().toLowerCase() : ''
  const password = typeof data?.password === 'string' ? data.password : ''
  if (!email || !password) return args
  const user = (await req.payload.db.findOne({ collection: collection.slug, where: { email: { equals: email } }, req })) as {
    lockUntil?: string | null
  } | null
  const locked = Boolean(user?.lockUntil && new Date(user.lockUntil).getTime() > Date.now())
  if (user && !locked) return args
  await spendPasswordCheckTime(password)
  throw new AuthenticationError(req.t)
}

/** The password policy on the reset screen too (it bypasses the collection's validation hooks). */
export const passwordPolicyOnReset: CollectionBeforeOperationHook = async ({ args, collection, operation, req }) => {
  if (operation !== 'resetPassword') return args
  const data = (args as { data?: { password?: unknown; token?: unknown } }).data
  const password = typeof data?.password === 'string' ? data.password : ''
  const token = typeof data?.token === 'string' ? data.token : ''
  const user = token
    ? ((await req.payload.db.findOne({ collection: collection.slug, where: { resetPasswordToken: { equals: token } }, req })) as {
        email?: string
      } | null)
    : null
  const problem = passwordProblem(password, user?.email)
  if (problem) throw new ValidationError({ collection: collection.slug, errors: [{ message: problem, path: 'password' }] }, req.t)
  return args
}
