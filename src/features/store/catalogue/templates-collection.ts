import type { ArrayField, CollectionConfig } from 'payload'

import { publishedOrStaff, staffOnly, staffOnlyField } from '@/features/accounts/roles'
import { previewButton } from '@/kit/preview-link'
import { priceFields } from '@/lib/price-field'
import { revalidateTags } from '@/features/shared-state/revalidate'

import { STORE_TEMPLATES_TAG, storeTemplateTag } from '../tags'

const textList = (name: string, label: string): ArrayField => ({
  name,
  type: 'array',
  label,
  fields: [{ name: 'value', type: 'text', label: 'Item', required: true }],
})

/**
 * Website templates for sale, with drafts and scheduled publishing. Public reads see published
 * templates only; the delivered file is a private upload that only staff can even see the id of.
 */
export const StoreTemplates: CollectionConfig = {
  slug: 'store-templates',
  labels: { singular: 'Template à venda', plural: 'Templates à venda' },
  admin: {
    group: 'Loja',
    useAsTitle: 'title',
    defaultColumns: ['title', 'category', 'priceReais', '_status', 'updatedAt'],
    preview: previewButton('store-templates'),
  },
  versions: { drafts: { schedulePublish: true }, maxPerDoc: 20 },
  access: {
    read: publishedOrStaff,
    readVersions: staffOnly,
    create: staffOnly,
    update: staffOnly,
    delete: staffOnly,
  },
  hooks: {
    afterChange: [
      async ({ doc, previousDoc, req }) => {
        const slugs = new Set([doc.slug, previousDoc?.slug].filter(Boolean) as string[])
        await revalidateTags(req, [STORE_TEMPLATES_TAG, ...[...slugs].map(storeTemplateTag)])
      },
    ],
    afterDelete: [
      async ({ doc, req }) => {
        await revalidateTags(req, [STORE_TEMPLATES_TAG, storeTemplateTag(doc.slug)])
      },
    ],
  },
  fields: [
    { name: 'title', type: 'text', label: 'Título', required: true },
    {
      name: 'slug',
      type: 'text',
      label: 'Endereço (slug)',
      required: true,
      unique: true,
      index: true,
      validate: (value: unknown) =>
        typeof value === 'string' && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value) ? true : 'Use letras minúsculas, números e hífens.',
      admin: { position: 'sidebar' },
    },
    { name: 'description', type: 'textarea', label: 'Descrição', required: true },
    { name: 'category', type: 'text', label: 'Categoria', required: true, index: true },
    {
      name: 'difficulty',
      type: 'select',
      label: 'Dificuldade',
      required: true,
      defaultValue: 'Iniciante',
      options: ['Iniciante', 'Intermediário', 'Avançado'],
    },
    textList('tags', 'Tags'),
    // Typed in reais ('297,00'), kept in centavos in the same columns as before (src/lib/price-field.ts).
    ...priceFields({ name: 'price', label: 'Preço', description: 'Em reais, como no site: 297,00.' }),
    ...priceFields({ name: 'originalPrice', label: 'Preço original', required: false, description: 'Opcional, em reais. Maior que o preço para mostrar o desconto.' }),
    { name: 'pages', type: 'number', label: 'Páginas', required: true, min: 1, defaultValue: 1 },
    { name: 'cover', type: 'upload', relationTo: 'media', label: 'Capa', required: true },
    { name: 'gallery', type: 'upload', relationTo: 'media', hasMany: true, label: 'Galeria' },
    { name: 'demoUrl', type: 'text', label: 'Endereço da demonstração', required: true },
    textList('features', 'Recursos'),
    textList('includes', 'O que está incluso'),
    { name: 'content', type: 'richText', label: 'Descrição detalhada' },
    {
      name: 'deliverable',
      type: 'upload',
      relationTo: 'store-deliverables',
      label: 'Arquivo entregue ao comprador',
      required: true,
      access: { read: staffOnlyField },
      admin: { description: 'Privado: só sai pelo link de download enviado por e-mail.' },
    },
  ],
}
