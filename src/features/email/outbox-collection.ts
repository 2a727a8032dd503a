import type { CollectionConfig } from 'payload'

import { isAdmin, isStaff } from '@/features/accounts/roles'

/**
 * Every e-mail the site sends, whether SMTP is configured or not: with no SMTP server the outbox is
 * where a demo's e-mails are read; with one it is the delivery log. Written only by the server.
 */
export const Outbox: CollectionConfig = {
  slug: 'outbox',
  labels: { singular: 'E-mail enviado', plural: 'Caixa de saída' },
  admin: {
    group: 'Administração',
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'to', 'status', 'createdAt'],
    description: 'Todos os e-mails enviados pelo site. Sem SMTP configurado, eles ficam só aqui.',
  },
  access: {
    read: ({ req }) => isStaff(req.user),
    create: () => false,
    update: () => false,
    delete: ({ req }) => isAdmin(req.user),
  },
  timestamps: true,
  fields: [
    { name: 'to', type: 'text', label: 'Para', required: true },
    { name: 'subject', type: 'text', label: 'Assunto', required: true },
    { name: 'text', type: 'textarea', label: 'Texto' },
    { name: 'html', type: 'code', label: 'HTML', admin: { language: 'html' } },
    {
      name: 'status',
      type: 'select',
      label: 'Situação',
      required: true,
      defaultValue: 'queued',
      options: [
        { label: 'Na fila', value: 'queued' },
        { label: 'Enviado por SMTP', value: 'sent' },
        { label: 'Guardado (sem SMTP)', value: 'stored' },
        { label: 'Falhou', value: 'failed' },
      ],
    },
    { name: 'error', type: 'text', label: 'Erro' },
  ],
}
