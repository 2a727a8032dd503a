import path from 'node:path'

import type { CollectionConfig } from 'payload'

import { staffOnly } from '@/features/accounts/roles'
import { env } from '@/lib/env'

/**
 * The files buyers receive. Private: stored under the data folder (never public/), readable by staff
 * only, and served to buyers solely by /api/downloads/<token>.
 */
export const StoreDeliverables: CollectionConfig = {
  slug: 'store-deliverables',
  labels: { singular: 'Arquivo de template', plural: 'Arquivos de templates' },
  admin: { group: 'Loja', useAsTitle: 'filename' },
  access: { read: staffOnly, create: staffOnly, update: staffOnly, delete: staffOnly },
  upload: {
    staticDir: path.join(env.dataDir, 'deliverables'),
    disableLocalStorage: false,
  },
  fields: [{ name: 'note', type: 'text', label: 'Observação' }],
}
