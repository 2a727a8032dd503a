import type { CollectionConfig } from 'payload'

import { adminOnly } from '@/features/accounts/roles'

/** E-mail addresses that asked for the newsletter, each with the consent it gave and when. */
export const NewsletterSubscribers: CollectionConfig = {
  slug: 'newsletter-subscribers',
  labels: { singular: 'Assinante da newsletter', plural: 'Assinantes da newsletter' },
  admin: {
    group: 'Vendas',
    useAsTitle: 'email',
    defaultColumns: ['email', 'consentimentoEm', 'paginaOrigem'],
  },
  access: {
    read: adminOnly,
    create: () => false,
    update: adminOnly,
    delete: adminOnly,
  },
  timestamps: true,
  fields: [
    { name: 'email', type: 'email', label: 'E-mail', required: true, unique: true, index: true },
    { name: 'paginaOrigem', type: 'text', label: 'Página de origem', admin: { readOnly: true } },
    { name: 'consentimentoTexto', type: 'text', label: 'Texto aceito', required: true, admin: { readOnly: true } },
    {
      name: 'consentimentoEm',
      type: 'date',
      label: 'Inscrito em',
      required: true,
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime', displayFormat: 'dd/MM/yyyy HH:mm:ss' } },
    },
  ],
}
