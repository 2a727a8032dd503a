import type { CollectionConfig } from 'payload'

import { adminOnly, staffOnly } from '@/features/accounts/roles'

export const COUPON_CODE = /^[A-Z0-9][A-Z0-9_-]{2,29}$/

/**
 * Discount coupons staff create for the store: a percentage or an amount off, valid between two dates
 * and up to a number of uses. The checkout applies them (with Stripe, as a coupon on the Checkout
 * Session; in the simulator, on the order's amount).
 */
export const Coupons: CollectionConfig = {
  slug: 'coupons',
  labels: { singular: 'Cupom', plural: 'Cupons' },
  admin: {
    group: 'Loja',
    useAsTitle: 'code',
    defaultColumns: ['code', 'kind', 'percentOff', 'amountOff', 'validUntil', 'maxUses', 'uses', 'active'],
    description: 'Cupons de desconto aceitos no checkout dos templates.',
  },
  access: { read: staffOnly, create: staffOnly, update: staffOnly, delete: adminOnly },
  hooks: {
    beforeValidate: [({ data }) => (data && typeof data.code === 'string' ? { ...data, code: data.code.trim().toUpperCase() } : data)],
  },
  fields: [
    {
      name: 'code',
      type: 'text',
      label: 'Código',
      required: true,
      unique: true,
      index: true,
      validate: (value: string | null | undefined) =>
        (typeof value === 'string' && COUPON_CODE.test(value)) || 'De 3 a 30 letras, números, - ou _ (ex.: BEMVINDO10).',
      admin: { description: 'O que o comprador digita (maiúsculas e minúsculas dão no mesmo).' },
    },
    {
      name: 'kind',
      type: 'select',
      label: 'Tipo de desconto',
      required: true,
      defaultValue: 'percent',
      options: [
        { label: 'Porcentagem', value: 'percent' },
        { label: 'Valor fixo', value: 'amount' },
      ],
    },
    {
      name: 'percentOff',
      type: 'number',
      label: 'Desconto (%)',
      min: 1,
      max: 100,
      admin: { condition: (_, sibling) => sibling?.kind === 'percent' },
      validate: (value: number | null | undefined, { siblingData }: { siblingData: { kind?: string } }) =>
        siblingData.kind !== 'percent' || (typeof value === 'number' && value >= 1 && value <= 100) || 'Informe de 1 a 100.',
    },
    {
      name: 'amountOff',
      type: 'number',
      label: 'Desconto (centavos)',
      min: 1,
      admin: { condition: (_, sibling) => sibling?.kind === 'amount', description: 'Em centavos: 5000 = R$ 50,00.' },
      validate: (value: number | null | undefined, { siblingData }: { siblingData: { kind?: string } }) =>
        siblingData.kind !== 'amount' || (typeof value === 'number' && Number.isInteger(value) && value >= 1) || 'Informe o valor em centavos.',
    },
    {
      type: 'row',
      fields: [
        { name: 'validFrom', type: 'date', label: 'Válido a partir de', admin: { date: { pickerAppearance: 'dayAndTime', displayFormat: 'dd/MM/yyyy HH:mm' } } },
        { name: 'validUntil', type: 'date', label: 'Válido até', admin: { date: { pickerAppearance: 'dayAndTime', displayFormat: 'dd/MM/yyyy HH:mm' } } },
      ],
    },
    { name: 'maxUses', type: 'number', label: 'Máximo de usos', min: 1, admin: { description: 'Vazio: sem limite. Conta os pedidos pagos e os que aguardam pagamento.' } },
    {
      name: 'uses',
      type: 'number',
      label: 'Usos',
      defaultValue: 0,
      access: { create: () => false, update: () => false },
      admin: {
        readOnly: true,
        description: 'Pedidos pagos e aguardando pagamento com este cupom. O checkout reserva um uso de uma vez só (dois compradores não levam o último uso) e o devolve quando o pedido expira, falha ou é reembolsado.',
      },
    },
    { name: 'active', type: 'checkbox', label: 'Ativo', defaultValue: true },
  ],
}
