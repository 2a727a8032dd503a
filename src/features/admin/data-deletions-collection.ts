import type { CollectionConfig } from 'payload'

import { adminOnly, nobody } from '@/features/accounts/roles'

/**
 * The record of each retention run (LGPD): which collection, how many records were deleted and the cut-off
 * date, never whose data it was (maintenance-tasks.ts writes it; administrators read it).
 */
export const DataDeletions: CollectionConfig = {
  slug: 'data-deletions',
  labels: { singular: 'Exclusão por retenção', plural: 'Exclusões por retenção' },
  admin: { group: 'Administração', defaultColumns: ['createdAt', 'colecao', 'quantidade', 'anterioresA'] },
  access: { read: adminOnly, create: nobody, update: nobody, delete: nobody },
  timestamps: true,
  fields: [
    { name: 'colecao', type: 'text', label: 'Coleção', required: true },
    { name: 'quantidade', type: 'number', label: 'Registros excluídos', required: true },
    { name: 'anterioresA', type: 'date', label: 'Criados antes de', required: true, admin: { date: { displayFormat: 'dd/MM/yyyy HH:mm' } } },
    { name: 'regra', type: 'text', label: 'Regra aplicada' },
  ],
}
