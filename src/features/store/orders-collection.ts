import type { CollectionConfig } from 'payload'

import { adminOnly } from '@/features/accounts/roles'

export const ORDER_STATUSES = ['pending', 'paid', 'failed', 'expired'] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

/** One checkout: created pending with the session, then updated by the provider's webhook. */
export const Orders: CollectionConfig = {
  slug: 'orders',
  labels: { singular: 'Pedido', plural: 'Pedidos' },
  admin: {
    group: 'Loja',
    useAsTitle: 'sessionId',
    defaultColumns: ['template', 'email', 'amount', 'status', 'createdAt'],
  },
  access: { read: adminOnly, create: () => false, update: adminOnly, delete: adminOnly },
  timestamps: true,
  fields: [
    { name: 'template', type: 'relationship', relationTo: 'store-templates', label: 'Template', required: true },
    { name: 'amount', type: 'number', label: 'Valor (centavos)', required: true },
    { name: 'currency', type: 'text', label: 'Moeda', defaultValue: 'brl' },
    { name: 'email', type: 'email', label: 'E-mail do cliente' },
    { name: 'provider', type: 'select', label: 'Provedor', options: ['stripe', 'simulator'], required: true },
    { name: 'sessionId', type: 'text', label: 'Sessão de pagamento', required: true, unique: true, index: true },
    {
      name: 'status',
      type: 'select',
      label: 'Situação',
      required: true,
      defaultValue: 'pending',
      options: [
        { label: 'Aguardando pagamento', value: 'pending' },
        { label: 'Pago', value: 'paid' },
        { label: 'Falhou', value: 'failed' },
        { label: 'Expirado', value: 'expired' },
      ],
    },
    { name: 'paidAt', type: 'date', label: 'Pago em' },
    { name: 'linkId', type: 'text', label: 'Link de download atual', admin: { readOnly: true } },
    { name: 'downloads', type: 'number', label: 'Downloads com o link atual', defaultValue: 0 },
    { name: 'deliveredAt', type: 'date', label: 'Link enviado em' },
  ],
}
