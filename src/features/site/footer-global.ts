import type { GlobalConfig } from 'payload'

import { anyone, staffOnly } from '@/features/accounts/roles'
import { revalidateTags } from '@/features/shared-state/revalidate'

import { FOOTER_TAG } from './settings-tag'

const linkList = (name: string, label: string): GlobalConfig['fields'][number] => ({
  name,
  type: 'array',
  label,
  labels: { singular: 'Link', plural: 'Links' },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'label', type: 'text', label: 'Texto', required: true },
        {
          name: 'href',
          type: 'text',
          label: 'Endereço',
          required: true,
          validate: (value: string | null | undefined) =>
            (typeof value === 'string' && /^\/[A-Za-z0-9/#?=&._-]*$/.test(value)) || 'Use um endereço do site começando com /, por exemplo /templates ou /#contato.',
        },
      ],
    },
  ],
})

/** The footer's copy and link lists (the social profiles and contacts stay in "Configurações do site"). */
export const FooterGlobal: GlobalConfig = {
  slug: 'site-footer',
  label: 'Rodapé',
  admin: { group: 'Páginas' },
  access: { read: anyone, update: staffOnly },
  hooks: { afterChange: [({ req }) => revalidateTags(req, [FOOTER_TAG])] },
  fields: [
    { name: 'tagline', type: 'textarea', label: 'Frase da marca', required: true },
    linkList('navigation', 'Navegação'),
    linkList('services', 'Serviços'),
    { name: 'newsletterText', type: 'text', label: 'Texto da newsletter', required: true },
  ],
}
