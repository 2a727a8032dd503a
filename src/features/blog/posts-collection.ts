import type { CollectionConfig } from 'payload'

import { anyone, staffOnly } from '@/features/accounts/roles'
import { revalidateTags } from '@/lib/revalidate'

import { normalizeCategory } from './categories'
import { lexicalToText } from './lexical'
import { readingTime } from './reading-time'
import { slugField } from './slug-field'
import { POSTS_TAG } from './tags'

/** Blog posts. Category aliases are merged on save and the reading time is computed from the text. */
export const Posts: CollectionConfig = {
  slug: 'posts',
  labels: { singular: 'Post do blog', plural: 'Posts do blog' },
  admin: { group: 'Conteúdo', useAsTitle: 'title', defaultColumns: ['title', 'category', 'date', 'author'] },
  defaultSort: '-date',
  access: { read: anyone, create: staffOnly, update: staffOnly, delete: staffOnly },
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
    { name: 'title', type: 'text', label: 'Título', required: true },
    slugField('posts'),
    { name: 'excerpt', type: 'textarea', label: 'Resumo', required: true, maxLength: 300 },
    { name: 'content', type: 'richText', label: 'Conteúdo', required: true },
    { name: 'coverImage', type: 'upload', relationTo: 'media', label: 'Imagem de capa', required: true },
    {
      name: 'category',
      type: 'text',
      label: 'Categoria',
      required: true,
      index: true,
      admin: { position: 'sidebar', description: "Ex.: SEO, Wix Studio, Marketing. 'wix' e 'mkt digital' são unificados." },
    },
    {
      name: 'author',
      type: 'text',
      label: 'Autor',
      admin: { position: 'sidebar', description: "Vazio: 'Equipe <marca>'." },
    },
    {
      name: 'date',
      type: 'date',
      label: 'Data',
      required: true,
      index: true,
      defaultValue: () => new Date().toISOString(),
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayOnly', displayFormat: 'dd/MM/yyyy' } },
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
