import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

export type FirstAdminResult =
  | { created: false }
  | { created: true; email: string; generatedPassword?: string }

/**
 * Makes sure the site has an administrator before anyone can reach /admin: the configured one
 * (ADMIN_EMAIL/ADMIN_PASSWORD), or, when none is configured and there is no user at all,
 * `admin@localhost.local` with a generated password that the caller prints once.
 */
export async function ensureFirstAdmin(
  payload: Payload,
  config: { email?: string; password?: string },
): Promise<FirstAdminResult> {
  const context = { trustedServerTask: true, disableRevalidate: true }
  if (config.email) {
    const existing = await payload.find({
      collection: 'users',
      where: { email: { equals: config.email.toLowerCase() } },
      limit: 1,
      overrideAccess: true,
    })
    if (existing.totalDocs > 0) return { created: false }
    if (!config.password) {
      throw new Error('ADMIN_EMAIL foi definido sem ADMIN_PASSWORD (mínimo de 12 caracteres).')
    }
    await payload.create({
      collection: 'users',
      data: { email: config.email, password: config.password, name: 'Administrador', roles: ['admin'] },
      overrideAccess: true,
      context,
    })
    return { created: true, email: config.email }
  }

  const { totalDocs } = await payload.count({ collection: 'users', overrideAccess: true })
  if (totalDocs > 0) return { created: false }
  // Payload's login form requires a dotted domain, so the 'admin@localhost' becomes 'admin@localhost.local'.
  const email = 'admin@localhost.local'
  const generatedPassword = randomBytes(18).toString('base64url')
  await payload.create({
    collection: 'users',
    data: { email, password: generatedPassword, name: 'Administrador', roles: ['admin'] },
    overrideAccess: true,
    context,
  })
  return { created: true, email, generatedPassword }
}
