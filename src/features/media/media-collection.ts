import path from 'node:path'

import type { CollectionConfig, ImageSize } from 'payload'

import { anyone, staffOnly } from '@/features/accounts/roles'
import { revalidateTags } from '@/features/shared-state/revalidate'
import { env } from '@/lib/env'

import { MEDIA_TAG } from './tags'

/** Pages that show media include MEDIA_TAG: an edited or deleted image must not linger in their cached HTML. */
const PAGES_WITH_MEDIA = [MEDIA_TAG]

/**
 * The sizes the site's pages use (cards 640 px wide, covers 1200 px), each in WebP for every browser
 * and in AVIF (about a third smaller) for the browsers that read it.
 */
const sizes = [
  { name: 'card', width: 640, height: 336 },
  { name: 'cover', width: 1200, height: 630 },
] as const

export const imageSizes: ImageSize[] = sizes.flatMap(({ name, width, height }) => [
  { name, width, height, formatOptions: { format: 'webp', options: { quality: 76 } } },
  { name: `${name}Avif`, width, height, formatOptions: { format: 'avif', options: { quality: 55, effort: 1 } } },
])

/** Images uploaded by staff, kept on local disk under the data folder and resized by sharp. */
export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: 'Mídia', plural: 'Mídias' },
  admin: { group: 'Conteúdo', defaultColumns: ['filename', 'alt', 'updatedAt'] },
  access: {
    read: anyone,
    create: staffOnly,
    update: staffOnly,
    delete: staffOnly,
  },
  hooks: {
    afterChange: [async ({ req, operation }) => (operation === 'update' ? revalidateTags(req, PAGES_WITH_MEDIA) : undefined)],
    afterDelete: [async ({ req }) => revalidateTags(req, PAGES_WITH_MEDIA)],
  },
  upload: {
    staticDir: path.join(env.dataDir, 'media'),
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'],
    formatOptions: { format: 'webp', options: { quality: 80 } },
    imageSizes,
  },
  fields: [
    {
      name: 'alt',
      type: 'text',
      label: 'Texto alternativo',
      required: true,
      admin: { description: 'Obrigatório. Descreva a imagem para quem usa leitor de tela (ex.: "Equipe reunida no escritório").' },
    },
  ],
}
