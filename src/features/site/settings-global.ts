import type { GlobalConfig } from 'payload'

import { adminOnly, anyone } from '@/features/accounts/roles'
import { env } from '@/lib/env'
import { revalidateTags } from '@/lib/revalidate'

import { SITE_SETTINGS_TAG } from './settings-tag'

const httpsUrl = (value: string | null | undefined) =>
  !value || /^https:\/\/[^\s]+$/.test(value) || 'Use um endereço completo começando com https://'

/** Brand and contact details used by every page. Empty fields fall back to the environment. */
export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: 'Configurações do site',
  admin: { group: 'Administração' },
  access: { read: anyone, update: adminOnly },
  hooks: {
    afterChange: [({ req }) => revalidateTags(req, [SITE_SETTINGS_TAG])],
  },
  fields: [
    { name: 'brandName', type: 'text', label: 'Nome da marca', defaultValue: env.BRAND_NAME },
    {
      name: 'whatsappNumber',
      type: 'text',
      label: 'WhatsApp (com DDI e DDD, só números)',
      defaultValue: env.WHATSAPP_NUMBER,
      validate: (value: string | null | undefined) =>
        !value || /^\d{10,15}$/.test(value) || 'Use de 10 a 15 dígitos, por exemplo 5511987654321.',
    },
    { name: 'contactEmail', type: 'email', label: 'E-mail de contato', defaultValue: env.CONTACT_EMAIL },
    { name: 'phone', type: 'text', label: 'Telefone', defaultValue: env.CONTACT_PHONE },
    { name: 'city', type: 'text', label: 'Cidade', defaultValue: env.CITY },
    {
      type: 'collapsible',
      label: 'Redes sociais',
      admin: { initCollapsed: true },
      fields: [
        { name: 'instagramUrl', type: 'text', validate: httpsUrl, label: 'Instagram (endereço completo)' },
        { name: 'linkedinUrl', type: 'text', validate: httpsUrl, label: 'LinkedIn (endereço completo)' },
        { name: 'youtubeUrl', type: 'text', validate: httpsUrl, label: 'YouTube (endereço completo)' },
      ],
    },
  ],
}
