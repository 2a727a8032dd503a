import type { CollectionConfig } from 'payload'

import { anyone, staffOnly } from '@/features/accounts/roles'
import { revalidateTags } from '@/features/shared-state/revalidate'

import { PAGE_TEMPLATES_TAG } from './tags'

/** Named blocks of page copy. `home-hero` holds the home page's heading and subheading. */
export const PageTemplates: CollectionConfig = {
  slug: 'page-templates',
  labels: { singular: 'Texto de página', plural: 'Textos de página' },
  admin: { group: 'Conteúdo', useAsTitle: 'name', defaultColumns: ['name', 'heading'] },
  access: { read: anyone, create: staffOnly, update: staffOnly, delete: staffOnly },
  hooks: {
    afterChange: [async ({ req }) => revalidateTags(req, [PAGE_TEMPLATES_TAG])],
    afterDelete: [async ({ req }) => revalidateTags(req, [PAGE_TEMPLATES_TAG])],
  },
  fields: [
    {
      name: 'name',
      type: 'text',
      label: 'Nome',
      required: true,
      unique: true,
      index: true,
      admin: { description: "Identificador usado pelo site, ex.: 'home-hero'." },
    },
    { name: 'heading', type: 'text', label: 'Título', required: true },
    { name: 'subheading', type: 'textarea', label: 'Subtítulo' },
  ],
}
