import type { GlobalConfig } from 'payload'

import { adminOnly, anyone } from '@/features/accounts/roles'
import { env } from '@/lib/env'
import { revalidateTags } from '@/features/shared-state/revalidate'

import { SERVICE_HOURS_DEFAULTS } from './service-hours'
import { SITE_SETTINGS_TAG } from './settings-tag'
import { PAYMENT_METHOD_OPTIONS, envPaymentMethods } from '@/features/store/payments/payment-methods'

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
      label: 'Atendimento',
      admin: { initCollapsed: true },
      fields: [
        {
          name: 'replyTime',
          type: 'text',
          label: 'Prazo de resposta',
          defaultValue: SERVICE_HOURS_DEFAULTS.replyTime,
          maxLength: 60,
          admin: {
            description:
              'Título do cartão com relógio no contato do início e das páginas de produto, e fim da chamada final de cada case. Vazio: "Resposta: Em até 2 horas úteis".',
          },
        },
        {
          name: 'businessHours',
          type: 'text',
          label: 'Horário de atendimento',
          defaultValue: SERVICE_HOURS_DEFAULTS.businessHours,
          maxLength: 80,
          admin: { description: 'Texto do mesmo cartão, abaixo do prazo de resposta. Vazio: "De segunda a sexta, das 9h às 18h".' },
        },
      ],
    },
    {
      type: 'collapsible',
      label: 'Loja: meios de pagamento',
      admin: { initCollapsed: true },
      fields: [
        {
          name: 'paymentMethods',
          type: 'select',
          hasMany: true,
          label: 'Meios de pagamento oferecidos',
          options: [...PAYMENT_METHOD_OPTIONS],
          defaultValue: envPaymentMethods(),
          admin: {
            description:
              'Com a Stripe, cada meio só aparece se a conta da Stripe o aceitar (Pix e boleto exigem conta brasileira). Vazio: os de STRIPE_PAYMENT_METHODS (padrão: cartão, Pix e boleto).',
          },
        },
        {
          name: 'maxInstallments',
          type: 'number',
          label: 'Parcelas no cartão (máximo)',
          defaultValue: 12,
          min: 1,
          max: 12,
          admin: {
            step: 1,
            description:
              '1 = só à vista. Na Stripe o parcelamento é ligado quando o máximo passa de 1 e desligado com 1; o número de parcelas oferecido vem da Stripe e do banco do cartão (a Stripe Checkout não aceita um máximo por sessão). O simulador e a página do template seguem este máximo.',
          },
        },
        {
          name: 'pixDiscountPercent',
          type: 'number',
          label: 'Desconto no Pix (%)',
          defaultValue: 0,
          min: 0,
          max: 50,
          admin: {
            step: 1,
            description: '0 = sem desconto. A página do template mostra o preço no Pix ao lado do preço no cartão, e o botão "Pagar com Pix" cobra o valor com desconto (uma sessão só de Pix).',
          },
        },
      ],
    },
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
