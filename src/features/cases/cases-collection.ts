import type { CollectionConfig } from 'payload'

import { anyone, staffOnly } from '@/features/accounts/roles'
import { slugField } from '@/features/blog/slug-field'
import { revalidateTags } from '@/lib/revalidate'

import { CASE_CATEGORIES, CASES_TAG } from './tags'

type MetricRow = { label?: string | null; value?: string | null }

/** Case studies: client projects with metrics, gallery and the challenge / solution / results story. */
export const Cases: CollectionConfig = {
  slug: 'cases',
  labels: { singular: 'Case', plural: 'Cases' },
  admin: { group: 'Conteúdo', useAsTitle: 'title', defaultColumns: ['title', 'client', 'category', 'date'] },
  defaultSort: '-date',
  access: { read: anyone, create: staffOnly, update: staffOnly, delete: staffOnly },
  hooks: {
    beforeValidate: [
      ({ data }) => {
        // A metrics row is kept only when label and value are filled.
        if (data && Array.isArray(data.metrics)) {
          data.metrics = (data.metrics as MetricRow[]).filter((row) => row?.label?.trim() && row?.value?.trim())
        }
        return data
      },
    ],
    afterChange: [async ({ req }) => revalidateTags(req, [CASES_TAG])],
    afterDelete: [async ({ req }) => revalidateTags(req, [CASES_TAG])],
  },
  fields: [
    { name: 'title', type: 'text', label: 'Título', required: true },
    slugField('cases'),
    { name: 'client', type: 'text', label: 'Cliente', required: true },
    { name: 'excerpt', type: 'textarea', label: 'Resumo', required: true, maxLength: 300 },
    { name: 'coverImage', type: 'upload', relationTo: 'media', label: 'Imagem de capa', required: true },
    {
      name: 'category',
      type: 'select',
      label: 'Categoria (filtro da página inicial)',
      required: true,
      options: CASE_CATEGORIES.map((c) => ({ value: c.value, label: c.label })),
      admin: { position: 'sidebar' },
    },
    {
      name: 'date',
      type: 'date',
      label: 'Data',
      required: true,
      defaultValue: () => new Date().toISOString(),
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayOnly', displayFormat: 'dd/MM/yyyy' } },
    },
    {
      name: 'tags',
      type: 'text',
      hasMany: true,
      label: 'Tags',
      admin: { position: 'sidebar' },
    },
    {
      name: 'metrics',
      type: 'array',
      label: 'Métricas',
      labels: { singular: 'Métrica', plural: 'Métricas' },
      admin: { description: 'Uma linha só é mantida quando rótulo e valor estão preenchidos.' },
      fields: [
        { type: 'row', fields: [
          { name: 'label', type: 'text', label: 'Rótulo' },
          { name: 'value', type: 'text', label: 'Valor' },
        ] },
        { name: 'description', type: 'text', label: 'Descrição' },
      ],
    },
    { name: 'challenge', type: 'textarea', label: 'Desafio', required: true },
    { name: 'solution', type: 'textarea', label: 'Solução', required: true },
    { name: 'results', type: 'textarea', label: 'Resultados', required: true },
    {
      name: 'gallery',
      type: 'upload',
      relationTo: 'media',
      hasMany: true,
      label: 'Galeria do projeto',
    },
  ],
}
