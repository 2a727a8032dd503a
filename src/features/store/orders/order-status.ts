/** An order's states, from checkout to the provider's last word, with the labels the admin and the CSV show. */
export const ORDER_STATUSES = ['pending', 'paid', 'failed', 'expired', 'refunded'] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

export const ORDER_STATUS_LABELS: { label: string; value: OrderStatus }[] = [
  { label: 'Aguardando pagamento', value: 'pending' },
  { label: 'Pago', value: 'paid' },
  { label: 'Falhou', value: 'failed' },
  { label: 'Expirado', value: 'expired' },
  { label: 'Reembolsado', value: 'refunded' },
]
