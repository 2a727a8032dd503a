import type { GlobalConfig } from 'payload'

import { anyone, staffOnly } from '@/features/accounts/roles'
import { revalidateTags } from '@/features/shared-state/revalidate'

import { HOME_ICON_OPTIONS } from './home-icon-names'
import { HOME_PAGE_TAG } from './tags'

/**
 * The home's fixed sections as one global (like the product pages): the value cards, the service cards
 * with their features, icon and colour, and the contact section's selling points. The hero stays in
 * "Textos de páginas" (page-templates) as before.
 */
export const HomePageGlobal: GlobalConfig = {
  slug: 'home-page',
  label: 'Início',
  admin: { group: 'Páginas' },
  access: { read: anyone, update: staffOnly },
  hooks: { afterChange: [({ req }) => revalidateTags(req, [HOME_PAGE_TAG])] },
  fields: [
    {
      name: 'values',
      type: 'array',
      label: 'Valores (Sobre nós)',
      labels: { singular: 'Valor', plural: 'Valores' },
      fields: [
        { name: 'title', type: 'text', label: 'Título', required: true },
        { name: 'description', type: 'textarea', label: 'Texto', required: true },
        { name: 'icon', type: 'select', label: 'Ícone', required: true, options: [...HOME_ICON_OPTIONS] },
      ],
    },
    {
      name: 'services',
      type: 'array',
      label: 'Serviços',
      labels: { singular: 'Serviço', plural: 'Serviços' },
      fields: [
        { name: 'title', type: 'text', label: 'Título', required: true },
        { name: 'description', type: 'textarea', label: 'Texto', required: true },
        {
          type: 'row',
          fields: [
            { name: 'icon', type: 'select', label: 'Ícone', required: true, options: [...HOME_ICON_OPTIONS] },
            {
              name: 'color',
              type: 'select',
              label: 'Cor',
              required: true,
              options: [
                { label: 'Azul (SEO)', value: 'seo' },
                { label: 'Laranja (anúncios)', value: 'ads' },
                { label: 'Verde (web)', value: 'web' },
                { label: 'Roxo (marca)', value: 'brand' },
                { label: 'Rosa (consultoria)', value: 'consulting' },
              ],
            },
          ],
        },
        {
          name: 'features',
          type: 'array',
          label: 'O que inclui',
          labels: { singular: 'Item', plural: 'Itens' },
          fields: [{ name: 'text', type: 'text', label: 'Texto', required: true }],
        },
      ],
    },
    {
      name: 'contactPoints',
      type: 'array',
      label: 'Contato: vantagens',
      labels: { singular: 'Vantagem', plural: 'Vantagens' },
      fields: [{ name: 'text', type: 'text', label: 'Texto', required: true }],
    },
  ],
}
