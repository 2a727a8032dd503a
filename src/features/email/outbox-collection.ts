import type { CollectionConfig } from 'payload'

import { adminOnly, isAdmin, nobody } from '@/features/accounts/roles'

import { maskSecrets } from './message'

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
    defaultColumns: ['subject', 'to', 'status', 'attempts', 'nextAttemptAt', 'createdAt'],
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
  endpoints: [
    {
      // POST /cms-api/outbox/:id/retry: an administrator tries one e-mail again now (email-task.ts).
      path: '/:id/retry',
      method: 'post',
      handler: async (req) => {
        if (!isAdmin(req.user)) return Response.json({ error: 'Só administradores reenviam e-mails.' }, { status: 403 })
        const id = Number(req.routeParams?.id)
        if (!Number.isInteger(id) || id < 1) return Response.json({ error: 'E-mail não encontrado.' }, { status: 404 })
        const exists = await req.payload.count({ collection: 'outbox', where: { id: { equals: id } }, overrideAccess: true })
        if (!exists.totalDocs) return Response.json({ error: 'E-mail não encontrado.' }, { status: 404 })
        const { retryEmail } = await import('./send-email')
        const result = await retryEmail(req.payload, id)
        const messages = {
          retrying: 'Nova tentativa de envio iniciada.',
          requeued: 'O e-mail voltou para a fila e está sendo enviado de novo.',
          sent: 'Este e-mail já foi enviado.',
          'no-smtp': 'Sem SMTP configurado: o e-mail fica só na caixa de saída.',
        } as const
        return Response.json({ ok: result === 'retrying' || result === 'requeued', result, message: messages[result] })
      },
    },
  ],
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
        { label: 'Enviando', value: 'sending' },
        { label: 'Nova tentativa agendada', value: 'retrying' },
        { label: 'Falhou (todas as tentativas)', value: 'failed' },
      ],
    },
    { name: 'attempts', type: 'number', label: 'Tentativas', defaultValue: 0, admin: { readOnly: true } },
    { name: 'error', type: 'text', label: 'Último erro', admin: { readOnly: true } },
    {
      name: 'nextAttemptAt',
      type: 'date',
      label: 'Próxima tentativa',
      index: true,
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime', displayFormat: 'dd/MM/yyyy HH:mm:ss' } },
    },
    // When a server took the message to send it (email-task.ts): the claim that keeps two servers apart.
    { name: 'claimedAt', type: 'date', admin: { hidden: true } },
    // The delivery job in Payload's queue (payload-jobs), for the retry button.
    { name: 'jobId', type: 'text', admin: { hidden: true }, access: { read: () => false } },
    {
      name: 'retry',
      type: 'ui',
      admin: { components: { Field: '/features/email/retry-email-button#RetryEmailButton' } },
    },
  ],
}
