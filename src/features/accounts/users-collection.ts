import { Forbidden, type CollectionConfig } from 'payload'

import { env } from '@/lib/env'

import { adminOnly, adminOnlyField, isAdmin, roles } from './roles'

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
      secure: env.isProduction && env.SITE_URL.startsWith('https://'),
      sameSite: 'Lax',
    },
  },
  access: {
    create: adminOnly,
    delete: adminOnly,
    read: ({ req }) => (isAdmin(req.user) ? true : req.user ? { id: { equals: req.user.id } } : false),
    update: ({ req }) => (isAdmin(req.user) ? true : req.user ? { id: { equals: req.user.id } } : false),
    admin: ({ req }) => Boolean(req.user),
  },
  hooks: {
    beforeOperation: [
      ({ operation, req }) => {
        if (operation === 'create' && !req.user && req.context?.trustedServerTask !== true) {
          throw new Forbidden(req.t)
        }
      },
    ],
  },
  fields: [
    { name: 'name', type: 'text', label: 'Nome' },
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
        update: adminOnlyField,
      },
      admin: {
        description: 'Administradores gerenciam usuários; editores cuidam do conteúdo.',
      },
    },
  ],
}
