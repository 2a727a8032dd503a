import type { CollectionConfig } from 'payload'

import { adminOnly, nobody } from '@/features/accounts/roles'

/**
 * Secrets never kept in the stored copy of an e-mail: the token of a password-reset link (whoever reads
 * the outbox could otherwise take over the account). The e-mail actually sent still carries it.
 */
export function maskSecrets(text: string): string {
  return text.replace(/(\/admin\/reset\/)[^\s"'<>]+/g, '$1[token-oculto]')
}

/**
 * Every e-mail the site sends, whether SMTP is configured or not: with no SMTP server the outbox is
 * where a demo's e-mails are read; with one it is the delivery log. Written only by the server; read by
 * administrators only (it holds customers' addresses and download links).
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
    read: adminOnly,
    create: nobody,
    update: nobody,
    delete: adminOnly,
  },
  hooks: {
    beforeChange: [
      ({ data }) => {
        if (typeof data.text === 'string') data.text = maskSecrets(data.text)
        if (typeof data.html === 'string') data.html = maskSecrets(data.html)
        return data
      },
    ],
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
