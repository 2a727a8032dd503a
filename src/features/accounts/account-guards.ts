import { pbkdf2, timingSafeEqual } from 'node:crypto'
import { promisify } from 'node:util'

import {
  APIError,
  ValidationError,
  type Access,
  type CollectionBeforeChangeHook,
  type CollectionBeforeValidateHook,
  type Field,
  type SanitizedConfig,
} from 'payload'

import { limitRequests } from '@/features/shared-state/rate-limit-store'

import { isAdmin, isStaff } from './roles'

const pbkdf2Async = promisify(pbkdf2)

/**
 * Checks `password` against a stored Payload hash: the current format (`pbkdf2-sha256-v1:`, 600 000
 * rounds, 32 bytes) or the legacy one (25 000 rounds, 512 bytes), the way Payload's login does.
 */
export async function passwordMatches(password: string, stored: { hash?: unknown; salt?: unknown } | null | undefined): Promise<boolean> {
  const { hash, salt } = stored ?? {}
  if (typeof hash !== 'string' || typeof salt !== 'string' || !password) return false
  const prefix = 'pbkdf2-sha256-v1:'
  const [hex, iterations, keyLength] = hash.startsWith(prefix) ? [hash.slice(prefix.length), 600_000, 32] : [hash, 25_000, 512]
  const expected = Buffer.from(hex, 'hex')
  const actual = await pbkdf2Async(password, salt, iterations, keyLength, 'sha256')
  return expected.length === actual.length && timingSafeEqual(expected, actual)
}

export const CURRENT_PASSWORD_MESSAGES = {
  missing: 'Para trocar a sua senha, informe a senha atual.',
  wrong: 'A senha atual não confere.',
  tooMany: 'Muitas tentativas com a senha atual. Tente de novo em alguns minutos.',
}

/** Whether the document being edited is the signed-in person's own account. */
export const isOwnAccount = (user: { id: unknown; email?: unknown }, data: { id?: unknown; email?: unknown }): boolean =>
  data.id !== undefined && data.id !== null
    ? String(user.id) === String(data.id)
    : typeof data.email === 'string' && typeof user.email === 'string' && data.email.toLowerCase() === user.email.toLowerCase()

/** A person's own account: the password form asks for the current one (never stored). */
export const currentPasswordField: Field = {
  name: 'currentPassword',
  type: 'text',
  label: 'Senha atual',
  // Virtual, so never stored nor read back (dropCurrentPassword also strips it before a save). No field read
  // access rule: the admin hides a field its reader may not read, and so it hid this one from everybody.
  virtual: true,
  admin: {
    description: 'Só para trocar a sua própria senha.',
    // The form's data may lack the id (it holds the fields' values): the e-mail, a field, names the account too.
    condition: (data, _sibling, { user }) => Boolean(user && data && isOwnAccount(user, data)),
    components: { Field: '@payloadcms/ui#PasswordField' },
  },
}

/**
 * Whoever changes their own password gives the current one first (a stolen session cannot take the
 * account over); only an administrator sets another person's password without it (an editor cannot
 * reach another account at all: the collection's update access). Payload then ends every other
 * session of the account (the one making the change stays signed in).
 */
export const requireCurrentPassword: CollectionBeforeValidateHook = async ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || !data) return data
  const password = (data as { password?: unknown }).password
  if (typeof password !== 'string' || !password) return data
  const ownAccount = Boolean(req.user && originalDoc && String(req.user.id) === String(originalDoc.id))
  if (!ownAccount) {
    if (req.user && !isAdmin(req.user)) throw new APIError('Só administradores trocam a senha de outra pessoa.', 403, undefined, true)
    return data
  }
  const current = (data as { currentPassword?: unknown }).currentPassword
  const fail = (message: string) => new ValidationError({ collection: 'users', errors: [{ message, path: 'currentPassword' }] }, req.t)
  if (typeof current !== 'string' || !current) throw fail(CURRENT_PASSWORD_MESSAGES.missing)
  const attempts = await limitRequests(async () => req.payload, `current-password:${req.user!.id}`, { limit: 5, windowMs: 10 * 60 * 1000 })
  if (!attempts.ok) throw new APIError(CURRENT_PASSWORD_MESSAGES.tooMany, 429, undefined, true)
  const stored = await req.payload.db.findOne<{ id: number; hash?: string; salt?: string }>({ collection: 'users', where: { id: { equals: originalDoc!.id } }, req })
  if (!(await passwordMatches(current, stored))) throw fail(CURRENT_PASSWORD_MESSAGES.wrong)
  return data
}

/** Never stored: the current password is only checked. */
export const dropCurrentPassword: CollectionBeforeChangeHook = ({ data }) => {
  if (data && 'currentPassword' in data) delete (data as { currentPassword?: unknown }).currentPassword
  return data
}

type LockData = { user?: { relationTo?: string; value?: unknown } | string | number | null }
const lockUserId = (user: LockData['user']) => (user && typeof user === 'object' ? user.value : user)

/**
 * Payload's document locks (`payload-locked-documents`, added by Payload itself, open to any signed-in
 * user) restricted: staff see them and lock, or take over, a document in their own name; only an
 * administrator writes or removes a lock in another person's name.
 */
export function restrictDocumentLocks(config: SanitizedConfig): SanitizedConfig {
  const locks = config.collections.find((collection) => collection.slug === 'payload-locked-documents')
  if (!locks) return config
  const ownLocksOrAdmin: Access = ({ req }) => (isAdmin(req.user) ? true : isStaff(req.user) ? { 'user.value': { equals: req.user!.id } } : false)
  locks.access = {
    ...locks.access,
    read: ({ req }) => isStaff(req.user),
    create: ({ req }) => isStaff(req.user),
    // Taking over another's lock (the admin's "Assumir" button) writes the lock in one's own name: allowed,
    // checked below; the lock's owner is what cannot be set to somebody else.
    update: ({ req }) => isStaff(req.user),
    delete: ownLocksOrAdmin,
  }
  const ownName: CollectionBeforeChangeHook = ({ data, req, operation }) => {
    if (!req.user || isAdmin(req.user)) return data
    const owner = lockUserId((data as LockData).user)
    if ((operation === 'create' || owner !== undefined) && String(owner) !== String(req.user.id)) {
      throw new APIError('Só administradores gerenciam o bloqueio de um documento em nome de outra pessoa.', 403, undefined, true)
    }
    return data
  }
  locks.hooks = { ...locks.hooks, beforeChange: [...(locks.hooks?.beforeChange ?? []), ownName] }
  return config
}
