import { randomBytes } from 'node:crypto'

import type { CollectionConfig } from 'payload'

import { adminOnly, immutableField } from '@/features/accounts/roles'

import { newsletterCsvEndpoint } from './newsletter-csv-endpoint'

/** A long random token for the unsubscribe link (URL-safe, 32 bytes). */
export const newUnsubscribeToken = () => randomBytes(32).toString('base64url')
/** The same kind of token for the double opt-in link (a new one for each request to subscribe). */
export const newConfirmationToken = () => randomBytes(32).toString('base64url')

/**
 * The addresses that get the newsletter: confirmed through the e-mailed link and not cancelled since
 * (double opt-in: a pending or cancelled address never counts nor gets mail).
 */
export const CONFIRMED_SUBSCRIBERS = {
  and: [{ confirmadoEm: { exists: true } }, { unsubscribedAt: { exists: false } }],
} as const

/**
 * E-mail addresses that asked for the newsletter, each with the consent it gave and when, and when it
 * confirmed it through the link e-mailed to the address (double opt-in, LGPD): until then it is pending.
 */
export const NewsletterSubscribers: CollectionConfig = {
  slug: 'newsletter-subscribers',
  labels: { singular: 'Assinante da newsletter', plural: 'Assinantes da newsletter' },
  admin: {
    group: 'Vendas',
    useAsTitle: 'email',
    defaultColumns: ['email', 'consentimentoEm', 'confirmadoEm', 'unsubscribedAt', 'paginaOrigem'],
    components: { beforeListTable: ['/features/admin/csv-export-link#NewsletterExportLink'] },
  },
  endpoints: [newsletterCsvEndpoint],
  access: {
    read: adminOnly,
    create: () => false,
    update: adminOnly,
    delete: adminOnly,
  },
  timestamps: true,
  hooks: {
    beforeChange: [
      ({ data, operation }) => {
        if (operation === 'create' && !data.unsubscribeToken) data.unsubscribeToken = newUnsubscribeToken()
        if (operation === 'create' && !data.confirmadoEm && !data.confirmationToken) data.confirmationToken = newConfirmationToken()
        return data
      },
    ],
  },
  fields: [
    { name: 'email', type: 'email', label: 'E-mail', required: true, unique: true, index: true },
    { name: 'paginaOrigem', type: 'text', label: 'Página de origem', access: { update: immutableField }, admin: { readOnly: true } },
    {
      name: 'consentimentoTexto',
      type: 'text',
      label: 'Texto aceito',
      required: true,
      access: { update: immutableField },
      admin: { readOnly: true },
    },
    {
      name: 'consentVersion',
      type: 'text',
      label: 'Versão do texto aceito',
      access: { update: immutableField },
      admin: { readOnly: true },
    },
    {
      name: 'consentimentoEm',
      type: 'date',
      label: 'Inscrito em',
      required: true,
      access: { update: immutableField },
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime', displayFormat: 'dd/MM/yyyy HH:mm:ss' } },
    },
    {
      name: 'confirmadoEm',
      type: 'date',
      label: 'Confirmado em',
      index: true,
      access: { update: immutableField },
      admin: {
        readOnly: true,
        description: 'Quando a pessoa seguiu o link de confirmação do e-mail. Sem data, a inscrição está pendente e não recebe nada.',
        date: { pickerAppearance: 'dayAndTime', displayFormat: 'dd/MM/yyyy HH:mm:ss' },
      },
    },
    {
      name: 'confirmacaoEnviadaEm',
      type: 'date',
      label: 'Confirmação enviada em',
      access: { update: immutableField },
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime', displayFormat: 'dd/MM/yyyy HH:mm:ss' } },
    },
    {
      name: 'unsubscribedAt',
      type: 'date',
      label: 'Descadastrado em',
      index: true,
      admin: {
        readOnly: true,
        description: 'Preenchido quando a pessoa usa o link de descadastro do e-mail.',
        date: { pickerAppearance: 'dayAndTime', displayFormat: 'dd/MM/yyyy HH:mm:ss' },
      },
    },
    {
      // Secret of the unsubscribe link: generated on creation; only server code (overrideAccess) reads it.
      name: 'unsubscribeToken',
      type: 'text',
      unique: true,
      index: true,
      access: { read: () => false, create: () => false, update: () => false },
      admin: { hidden: true },
    },
    {
      // Secret of the confirmation link: a new one for each request to subscribe, cleared once used.
      name: 'confirmationToken',
      type: 'text',
      unique: true,
      index: true,
      access: { read: () => false, create: () => false, update: () => false },
      admin: { hidden: true },
    },
  ],
}
