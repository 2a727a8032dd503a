import type { CollectionConfig } from 'payload'

import { publishedOrStaff, staffOnly } from '@/features/accounts/roles'
import { previewButton } from '@/kit/preview-link'
import { coverImageField } from '@/features/media/cover-image-field'
import { env } from '@/lib/env'
import { revalidateTags } from '@/features/shared-state/revalidate'

import { normalizeCategory } from './categories'
import { lexicalToText } from '@/kit/lexical'
import { readingTime } from './reading-time'
import { slugField } from '@/kit/slug-field'
import { POSTS_TAG } from './tags'

/** Blog posts. Category aliases are merged on save and the reading time is computed from the text. */
export const Posts: CollectionConfig = {
  slug: 'posts',
  labels: { singular: 'Post do blog', plural: 'Posts do blog' },
  admin: {
    group: 'Conteúdo',
    useAsTitle: 'title',
    defaultColumns: ['title', 'category', 'date', '_status', 'updatedAt'],
    preview: previewButton('posts'),
  },
  defaultSort: '-date',
  // Drafts, the last 20 versions of each post and publishing at a chosen date and time.
  versions: { drafts: { schedulePublish: true }, maxPerDoc: 20 },
  access: { read: publishedOrStaff, create: staffOnly, update: staffOnly, delete: staffOnly, readVersions: staffOnly },
  hooks: {
    beforeChange: [
      ({ data }) => {
        if (typeof data.category === 'string') data.category = normalizeCategory(data.category)
        if (!data.readingTimeManual || !data.readingTime) data.readingTime = readingTime(lexicalToText(data.content))
        return data
      },
    ],
    afterChange: [async ({ req }) => revalidateTags(req, [POSTS_TAG])],
    afterDelete: [async ({ req }) => revalidateTags(req, [POSTS_TAG])],
  },
  fields: [
    {
      name: 'title',
      type: 'text',
      label: 'Título',
      required: true,
      admin: { description: 'O título do post, como aparece no blog e nos resultados de busca.' },
    },
    slugField('posts'),
    {
      name: 'excerpt',
      type: 'textarea',
      label: 'Resumo',
      required: true,
      maxLength: 300,
      admin: { description: 'Uma ou duas frases (até 300 caracteres) mostradas na lista do blog e no Google.' },
    },
    {
      name: 'content',
      type: 'richText',
      label: 'Conteúdo',
      required: true,
      admin: { description: 'O texto do post. Use títulos, listas e links para facilitar a leitura.' },
    },
    coverImageField(),
    {
      name: 'category',
      type: 'text',
      label: 'Categoria',
      required: true,
      index: true,
      admin: {
        position: 'sidebar',
        description: "Obrigatória. Ex.: SEO, Wix Studio, Marketing. 'wix' e 'mkt digital' são unificados.",
      },
    },
    {
      name: 'author',
      type: 'text',
      label: 'Autor',
      defaultValue: () => `Equipe ${env.BRAND_NAME}`,
      admin: { position: 'sidebar', description: "Quem assina o post. Vazio: 'Equipe <marca>'." },
    },
    {
      name: 'date',
      type: 'date',
      label: 'Data',
      required: true,
      index: true,
      defaultValue: () => new Date().toISOString(),
      admin: {
        position: 'sidebar',
        description: 'A data mostrada no post; a lista do blog vem da mais nova para a mais antiga.',
        date: { pickerAppearance: 'dayOnly', displayFormat: 'dd/MM/yyyy' },
      },
    },
    {
      name: 'readingTimeManual',
      type: 'checkbox',
      label: 'Definir o tempo de leitura manualmente',
      defaultValue: false,
      admin: { position: 'sidebar' },
    },
    {
      name: 'readingTime',
      type: 'number',
      label: 'Tempo de leitura (min)',
      min: 1,
      admin: {
        position: 'sidebar',
        description: 'Calculado ao salvar (palavras / 200), a menos que a opção acima esteja marcada.',
      },
    },
  ],
}
