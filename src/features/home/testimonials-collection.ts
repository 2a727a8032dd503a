import type { CollectionConfig } from 'payload'

import { anyone, staffOnly } from '@/features/accounts/roles'
import { revalidateTags } from '@/lib/revalidate'

import { TESTIMONIALS_TAG } from './tags'

/** Client testimonials for the home carousel, newest first. */
export const Testimonials: CollectionConfig = {
  slug: 'testimonials',
  labels: { singular: 'Depoimento', plural: 'Depoimentos' },
  admin: { group: 'Conteúdo', useAsTitle: 'name', defaultColumns: ['name', 'company', 'rating', 'createdAt'] },
  defaultSort: '-createdAt',
  timestamps: true,
  access: { read: anyone, create: staffOnly, update: staffOnly, delete: staffOnly },
  hooks: {
    afterChange: [async ({ req }) => revalidateTags(req, [TESTIMONIALS_TAG])],
    afterDelete: [async ({ req }) => revalidateTags(req, [TESTIMONIALS_TAG])],
  },
  fields: [
    { name: 'name', type: 'text', label: 'Nome', required: true },
    { type: 'row', fields: [
      { name: 'role', type: 'text', label: 'Cargo', required: true },
      { name: 'company', type: 'text', label: 'Empresa', required: true },
    ] },
    { name: 'content', type: 'textarea', label: 'Depoimento', required: true },
    {
      name: 'rating',
      type: 'select',
      label: 'Avaliação',
      required: true,
      defaultValue: '5',
      options: [5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: `${n} ${n === 1 ? 'estrela' : 'estrelas'}` })),
    },
    { name: 'photo', type: 'upload', relationTo: 'media', label: 'Foto' },
    {
      name: 'photoRef',
      type: 'text',
      label: 'Foto por ID ou endereço',
      admin: { description: 'Alternativa à foto enviada: ID da foto no banco de imagens ou endereço (http...).' },
    },
  ],
}
