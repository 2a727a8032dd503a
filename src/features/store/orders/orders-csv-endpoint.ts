import { isStaff } from '@/features/accounts/roles'
import { ORDER_STATUS_LABELS } from '@/features/store/orders/order-status'
import { PAYMENT_METHOD_OPTIONS } from '@/features/store/payments/payment-methods'
import { formatBRL } from '@/lib/format'
import type { CsvColumn } from '@/lib/csv'

import { csvExportEndpoint, localDateTime, optionLabel, type CsvRow } from '@/kit/csv-export'

const templateTitle = (value: unknown) =>
  value && typeof value === 'object' && 'title' in value ? String((value as { title: unknown }).title) : String(value ?? '')

const columns: CsvColumn<CsvRow>[] = [
  { header: 'Criado em', value: (r) => localDateTime(r.createdAt) },
  { header: 'Situação', value: (r) => optionLabel(ORDER_STATUS_LABELS)(r.status) },
  { header: 'Template', value: (r) => templateTitle(r.template) },
  { header: 'E-mail do cliente', value: (r) => r.email },
  { header: 'Nome ou razão social', value: (r) => r.customerName },
  { header: 'CPF ou CNPJ', value: (r) => r.taxId },
  { header: 'Valor', value: (r) => (typeof r.amount === 'number' ? formatBRL(r.amount) : '') },
  { header: 'Provedor', value: (r) => r.provider },
  { header: 'Meio de pagamento', value: (r) => optionLabel(PAYMENT_METHOD_OPTIONS)(r.paymentMethod) },
  { header: 'Parcelas', value: (r) => r.installments },
  { header: 'Cupom', value: (r) => r.couponCode },
  { header: 'Desconto do cupom', value: (r) => (typeof r.discount === 'number' ? formatBRL(r.discount) : '') },
  { header: 'Desconto do Pix', value: (r) => (typeof r.pixDiscount === 'number' ? formatBRL(r.pixDiscount) : '') },
  { header: 'Sessão de pagamento', value: (r) => r.sessionId },
  { header: 'Pago em', value: (r) => localDateTime(r.paidAt) },
  { header: 'Link enviado em', value: (r) => localDateTime(r.deliveredAt) },
  { header: 'Downloads', value: (r) => r.downloads },
]

/** GET /cms-api/orders/export.csv: the orders of the current list view, for staff. */
export const ordersCsvEndpoint = csvExportEndpoint({
  collection: 'orders',
  filename: 'pedidos',
  columns,
  searchable: ['email', 'sessionId', 'customerName', 'taxId'],
  allowed: (req) => isStaff(req.user),
})
