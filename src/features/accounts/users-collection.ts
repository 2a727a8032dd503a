import { Forbidden, ValidationError, type CollectionConfig, type FieldAccess } from 'payload'

import { env } from '@/lib/env'

import { currentPasswordField, dropCurrentPassword, requireCurrentPassword } from './account-guards'
import { limitLoginAttempts, passwordPolicyOnReset, sameAnswerForUnknownOrLocked } from './login-guard'
import { passwordProblem } from './password-policy'
import { resetPasswordEmail } from './reset-password-email'
import { adminOnly, adminOnlyField, isAdmin, roles } from './roles'

/** Session cookies are Secure in production over HTTPS (a plain-HTTP local start would lose its session). */
export const secureCookies = (config: { isProduction: boolean; SITE_URL: string }) =>
  config.isProduction && config.SITE_URL.startsWith('https://')

/** Only administrators change roles, and nobody changes their own (no self-promotion or lock-out). */
const notOwnRole: FieldAccess = ({ req, id }) => isAdmin(req.user) && String(req.user?.id) !== String(id)

/**
 * Staff accounts. Nobody can register: the first administrator is created by the start script
 * (`ADMIN_EMAIL`/`ADMIN_PASSWORD`, or a generated password printed once), and only administrators
 * create further accounts. Payload's "create first user" endpoint is refused here as well as in the
 * proxy, so an empty users table never hands the admin to the first visitor.
 */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'Usuário', plural: 'Usuários' },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['name', 'email', 'roles'],
    group: 'Administração',
  },
  auth: {
    maxLoginAttempts: 5,
    lockTime: 10 * 60 * 1000,
    tokenExpiration: 8 * 60 * 60,
    cookies: {
      secure: secureCookies(env),
      sameSite: 'Lax',
    },
    forgotPassword: {
      expiration: 60 * 60 * 1000,
      generateEmailSubject: () => `Redefinição de senha · ${env.BRAND_NAME}`,
      generateEmailHTML: (args) => resetPasswordEmail(args?.token ?? ''),
    },
  },
  access: {
    create: adminOnly,
    delete: adminOnly,
    read: ({ req }) => (isAdmin(req.user) ? true : req.user ? { id: { equals: req.user.id } } : false),
    update: ({ req }) => (isAdmin(req.user) ? true : req.user ? { id: { equals: req.user.id } } : false),
    admin: ({ req }) => Boolean(req.user),
    // Lifting a lock after failed logins (POST /cms-api/users/unlock): administrators only (Payload's
    // default lets any signed-in user unlock any account).
    unlock: adminOnly,
  },
  hooks: {
    beforeChange: [dropCurrentPassword],
    beforeValidate: [
      requireCurrentPassword,
      ({ data, originalDoc }) => {
        const password = (data as { password?: unknown } | undefined)?.password
        if (typeof password === 'string' && password) {
          const problem = passwordProblem(password, (data?.email as string) ?? originalDoc?.email)
          if (problem) throw new ValidationError({ errors: [{ message: problem, path: 'password' }] })
        }
        return data
      },
    ],
    beforeOperation: [
      limitLoginAttempts,
      sameAnswerForUnknownOrLocked,
      passwordPolicyOnReset,
      ({ operation, req }) => {
        if (operation === 'create' && !req.user && req.context?.trustedServerTask !== true) {
          throw new Forbidden(req.t)
        }
      },
    ],
  },
  fields: [
    { name: 'name', type: 'text', label: 'Nome' },
    currentPasswordField,
    {
      name: 'roles',
      type: 'select',
      label: 'Papéis',
      hasMany: true,
      required: true,
      defaultValue: ['editor'],
      saveToJWT: true,
      options: [
        { label: 'Administrador', value: roles[0] },
        { label: 'Editor', value: roles[1] },
      ],
      access: {
        create: adminOnlyField,
        update: notOwnRole,
      },
      admin: {
        description: 'Administradores gerenciam usuários; editores cuidam do conteúdo.',
      },
    },
  ],
}
