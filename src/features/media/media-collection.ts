import path from 'node:path'

import type { CollectionConfig } from 'payload'

import { anyone, staffOnly } from '@/features/accounts/roles'
import { env } from '@/lib/env'

/** Images uploaded by staff, kept on local disk under the data folder and resized by sharp. */
export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: 'Mídia', plural: 'Mídias' },
  admin: { group: 'Conteúdo' },
  access: {
    read: anyone,
    create: staffOnly,
    update: staffOnly,
    delete: staffOnly,
  },
  upload: {
    staticDir: path.join(env.dataDir, 'media'),
    mimeTypes: ['image/*'],
    formatOptions: { format: 'webp', options: { quality: 80 } },
    imageSizes: [
      { name: 'card', width: 640, height: 336, formatOptions: { format: 'webp', options: { quality: 75 } } },
      { name: 'cover', width: 1200, height: 630, formatOptions: { format: 'webp', options: { quality: 78 } } },
    ],
  },
  fields: [
    {
      name: 'alt',
      type: 'text',
      label: 'Texto alternativo',
      required: true,
      admin: { description: 'Descreva a imagem para quem usa leitor de tela.' },
    },
  ],
}
