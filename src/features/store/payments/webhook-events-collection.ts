import type { CollectionConfig } from 'payload'

import { adminOnly } from '@/features/accounts/roles'

/**
 * Every provider event handled, by id. The unique index is the idempotency guard: the webhook inserts
 * first and skips the event when the insert hits a duplicate, so concurrent deliveries do the work once.
 */
export const WebhookEvents: CollectionConfig = {
  slug: 'webhook-events',
  labels: { singular: 'Evento de pagamento', plural: 'Eventos de pagamento' },
  admin: { group: 'Loja', useAsTitle: 'eventId', defaultColumns: ['eventId', 'type', 'createdAt'] },
  access: { read: adminOnly, create: () => false, update: () => false, delete: adminOnly },
  timestamps: true,
  fields: [
    { name: 'eventId', type: 'text', label: 'Evento', required: true, unique: true, index: true },
    { name: 'type', type: 'text', label: 'Tipo', required: true },
  ],
}
