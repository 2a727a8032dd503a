import type { CollectionConfig } from 'payload'

import { publishedOrStaff, staffOnly } from '@/features/accounts/roles'
import { previewButton } from '@/kit/preview-link'
import { coverImageField } from '@/features/media/cover-image-field'
import { slugField } from '@/kit/slug-field'
import { revalidateTags } from '@/features/shared-state/revalidate'

import { parseList, parseMetrics, parseStrings } from './parse-list'
import { CASE_CATEGORIES, CASES_TAG } from './tags'

type MetricRow = { label?: string | null; value?: string | null }

/**
 * Imports send tags, gallery ids and metrics as JSON-encoded strings ('["a","b"]'); they become real
 * lists here (a bad or empty string becomes an empty list) before Payload validates them.
 */
export function decodeImportedLists(data: Record<string, unknown>): void {
  if (typeof data.tags === 'string') data.tags = parseStrings(data.tags)
  if (typeof data.metrics === 'string') data.metrics = parseMetrics(data.metrics)
  if (typeof data.gallery === 'string') {
    data.gallery = parseList(data.gallery).filter(
      (id) => (typeof id === 'number' && Number.isInteger(id)) || (typeof id === 'string' && /^\d+$/.test(id)),
    )
  }
}

/** Case studies: client projects with metrics, gallery and the challenge / solution / results story. */
export const Cases: CollectionConfig = {
  slug: 'cases',
  labels: { singular: 'Case', plural: 'Cases' },
  admin: {
    group: 'Conteúdo',
    useAsTitle: 'title',
    defaultColumns: ['title', 'client', 'category', 'date', '_status'],
    preview: previewButton('cases'),
  },
  defaultSort: '-date',
  versions: { drafts: { schedulePublish: true }, maxPerDoc: 20 },
  access: { read: publishedOrStaff, create: staffOnly, update: staffOnly, delete: staffOnly, readVersions: staffOnly },
  hooks: {
    beforeValidate: [
      ({ data }) => {
        if (data) decodeImportedLists(data)
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
    {
      name: 'title',
      type: 'text',
      label: 'Título',
      required: true,
      admin: { description: 'O resultado em uma frase, ex.: "E-commerce que triplicou as vendas".' },
    },
    slugField('cases'),
    { name: 'client', type: 'text', label: 'Cliente', required: true, admin: { description: 'Nome do cliente como ele autoriza a divulgação.' } },
    {
      name: 'excerpt',
      type: 'textarea',
      label: 'Resumo',
      required: true,
      maxLength: 300,
      admin: { description: 'Uma ou duas frases (até 300 caracteres) para a lista de cases e o Google.' },
    },
    coverImageField(),
    {
      name: 'category',
      type: 'select',
      label: 'Categoria (filtro da página inicial)',
      required: true,
      options: CASE_CATEGORIES.map((c) => ({ value: c.value, label: c.label })),
      admin: { position: 'sidebar', description: 'Define em qual filtro da página inicial o case aparece.' },
    },
    {
      name: 'date',
      type: 'date',
      label: 'Data',
      required: true,
      defaultValue: () => new Date().toISOString(),
      admin: {
        position: 'sidebar',
        description: 'Quando o projeto foi entregue; os cases mais novos aparecem primeiro.',
        date: { pickerAppearance: 'dayOnly', displayFormat: 'dd/MM/yyyy' },
      },
    },
    {
      name: 'tags',
      type: 'text',
      hasMany: true,
      label: 'Tags',
      admin: {
        position: 'sidebar',
        description: 'Palavras-chave do projeto (ex.: "SEO", "Google Ads"), mostradas no cartão e no topo do case. Digite uma e tecle Enter para adicionar a próxima.',
      },
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
    { name: 'challenge', type: 'textarea', label: 'Desafio', required: true, admin: { description: 'O problema do cliente antes do projeto.' } },
    { name: 'solution', type: 'textarea', label: 'Solução', required: true, admin: { description: 'O que a agência fez e como.' } },
    { name: 'results', type: 'textarea', label: 'Resultados', required: true, admin: { description: 'O que mudou depois, com números sempre que possível.' } },
    {
      name: 'gallery',
      type: 'upload',
      relationTo: 'media',
      hasMany: true,
      label: 'Galeria do projeto',
      admin: { description: 'Imagens do projeto entregue (telas, peças, fotos), cada uma com texto alternativo. Aparecem no fim da página do case, na ordem escolhida aqui.' },
    },
  ],
}
