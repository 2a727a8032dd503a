import type { CollectionConfig } from 'payload'

import { adminOnly, staffOnly } from '@/features/accounts/roles'
import { ordersCsvEndpoint } from '@/features/store/orders/orders-csv-endpoint'

import { resendLinkEndpoint } from './order-admin-actions'
import { ORDER_STATUS_LABELS } from './order-status'
import { PAYMENT_METHOD_OPTIONS } from '../payments/payment-methods'

/**
 * One checkout: created pending with the session, then updated by the provider's webhook. Staff follow
 * them in the admin; only administrators change or delete one.
 */
export const Orders: CollectionConfig = {
  slug: 'orders',
  labels: { singular: 'Pedido', plural: 'Pedidos' },
  admin: {
    group: 'Loja',
    useAsTitle: 'sessionId',
    defaultColumns: ['createdAt', 'template', 'customerName', 'email', 'amount', 'paymentMethod', 'installments', 'status', 'paidAt'],
    listSearchableFields: ['email', 'sessionId', 'customerName', 'taxId'],
    description: 'Compras de templates. A situação muda sozinha quando o pagamento é confirmado.',
    components: { beforeListTable: ['/features/admin/csv-export-link#OrdersExportLink'] },
  },
  access: { read: staffOnly, create: () => false, update: adminOnly, delete: adminOnly },
  endpoints: [ordersCsvEndpoint, resendLinkEndpoint],
  defaultSort: '-createdAt',
  timestamps: true,
  fields: [
    { name: 'acoes', type: 'ui', admin: { components: { Field: '/features/admin/order-actions#OrderActions' } } },
    { name: 'template', type: 'relationship', relationTo: 'store-templates', label: 'Template', required: true },
    {
      name: 'amount',
      type: 'number',
      label: 'Valor',
      required: true,
      admin: { description: 'Em centavos: 29700 = R$ 297,00.', components: { Cell: '/features/admin/brl-cell#BRLCell' } },
    },
    { name: 'currency', type: 'text', label: 'Moeda', defaultValue: 'brl' },
    {
      type: 'row',
      fields: [
        { name: 'couponCode', type: 'text', label: 'Cupom' },
        { name: 'discount', type: 'number', label: 'Desconto (centavos)', admin: { components: { Cell: '/features/admin/brl-cell#BRLCell' } } },
        {
          name: 'pixDiscount',
          type: 'number',
          label: 'Desconto do Pix (centavos)',
          admin: { description: 'Preenchido quando o comprador escolheu "Pagar com Pix" (sessão só de Pix, com o desconto das configurações).', components: { Cell: '/features/admin/brl-cell#BRLCell' } },
        },
      ],
    },
    { name: 'email', type: 'email', label: 'E-mail do cliente' },
    {
      type: 'row',
      fields: [
        { name: 'customerName', type: 'text', label: 'Nome ou razão social (nota fiscal)' },
        { name: 'taxId', type: 'text', label: 'CPF ou CNPJ', admin: { description: 'Dígitos verificadores conferidos no checkout.' } },
        {
          name: 'taxIdKind',
          type: 'select',
          label: 'Tipo de documento',
          options: [
            { label: 'CPF', value: 'cpf' },
            { label: 'CNPJ', value: 'cnpj' },
          ],
        },
      ],
    },
    { name: 'provider', type: 'select', label: 'Provedor', options: ['stripe', 'simulator'], required: true },
    {
      type: 'row',
      fields: [
        { name: 'paymentMethod', type: 'select', label: 'Meio de pagamento', options: [...PAYMENT_METHOD_OPTIONS] },
        { name: 'installments', type: 'number', label: 'Parcelas', min: 1, max: 12 },
      ],
    },
    { name: 'sessionId', type: 'text', label: 'Sessão de pagamento', required: true, unique: true, index: true },
    {
      name: 'status',
      type: 'select',
      label: 'Situação',
      required: true,
      defaultValue: 'pending',
      options: ORDER_STATUS_LABELS,
    },
    {
      name: 'paidAt',
      type: 'date',
      label: 'Pago em',
      admin: { date: { pickerAppearance: 'dayAndTime', displayFormat: 'dd/MM/yyyy HH:mm' } },
    },
    {
      name: 'refundedAt',
      type: 'date',
      label: 'Reembolsado em',
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime', displayFormat: 'dd/MM/yyyy HH:mm' } },
    },
    { name: 'linkId', type: 'text', label: 'Link de download atual', admin: { readOnly: true } },
    { name: 'downloads', type: 'number', label: 'Downloads com o link atual', defaultValue: 0 },
    { name: 'deliveredAt', type: 'date', label: 'Link enviado em', admin: { date: { pickerAppearance: 'dayAndTime', displayFormat: 'dd/MM/yyyy HH:mm' } } },
  ],
}
