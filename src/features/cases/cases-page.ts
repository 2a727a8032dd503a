import type { GlobalConfig } from 'payload'

import { anyone, staffOnly } from '@/features/accounts/roles'
import { revalidateTags } from '@/features/shared-state/revalidate'

import { CASES_PAGE_TAG } from './tags'

/**
 * The copy of /cases around the list of cases: the lead, the agency's numbers and the call to action.
 * A global with named fields, like the product pages': the page has one fixed shape.
 */
export type CasesPageContent = {
  lead: string
  stats: { value: string; label: string }[]
  ctaTitle: string
  ctaText: string
  ctaButton: string
}

export const CASES_PAGE_DEFAULTS: CasesPageContent = {
  lead: 'Projetos reais com números reais: veja como ajudamos empresas a vender mais com sites, SEO e tráfego pago.',
  stats: [
    { value: '150+', label: 'Projetos Concluídos' },
    { value: '98%', label: 'Taxa de Satisfação' },
    { value: '300%', label: 'ROI Médio' },
    { value: '50+', label: 'Clientes Ativos' },
  ],
  ctaTitle: 'Seu negócio pode ser o próximo case',
  ctaText: 'Conte o seu objetivo e receba um plano com prazos e números. Resposta: Em até 2 horas úteis.',
  ctaButton: 'Iniciar Projeto',
}

export const CasesPageGlobal: GlobalConfig = {
  slug: 'cases-page',
  label: 'Cases (página)',
  admin: { group: 'Páginas' },
  access: { read: anyone, update: staffOnly },
  hooks: { afterChange: [({ req }) => revalidateTags(req, [CASES_PAGE_TAG])] },
  fields: [
    { name: 'lead', type: 'textarea', label: 'Descrição no topo da página', required: true },
    {
      name: 'stats',
      type: 'array',
      label: 'Nossos números',
      labels: { singular: 'Número', plural: 'Números' },
      maxRows: 4,
      admin: { description: 'Até 4 números, mostrados lado a lado abaixo do topo (2 por linha no celular).' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'value', type: 'text', label: 'Número', required: true, maxLength: 8, admin: { placeholder: '150+' } },
            { name: 'label', type: 'text', label: 'Legenda', required: true, maxLength: 40 },
          ],
        },
      ],
    },
    { name: 'ctaTitle', type: 'text', label: 'Chamada final: título', required: true },
    { name: 'ctaText', type: 'textarea', label: 'Chamada final: texto', required: true },
    { name: 'ctaButton', type: 'text', label: 'Chamada final: botão (abre o WhatsApp)', required: true },
  ],
}

type Raw = Record<string, unknown>
const str = (value: unknown, fallback: string) => (typeof value === 'string' && value.trim() ? value : fallback)

/** The global as the page uses it; never saved (the seed did not run): today's copy. */
export function toCasesPageContent(doc: Raw): CasesPageContent {
  if (typeof doc.updatedAt !== 'string' || !doc.updatedAt) return CASES_PAGE_DEFAULTS
  const d = CASES_PAGE_DEFAULTS
  const stats = Array.isArray(doc.stats) ? (doc.stats as Raw[]) : []
  return {
    lead: str(doc.lead, d.lead),
    stats: stats.map((row) => ({ value: str(row.value, ''), label: str(row.label, '') })).filter((s) => s.value && s.label),
    ctaTitle: str(doc.ctaTitle, d.ctaTitle),
    ctaText: str(doc.ctaText, d.ctaText),
    ctaButton: str(doc.ctaButton, d.ctaButton),
  }
}

export const casesPageSeedData = () => ({ ...CASES_PAGE_DEFAULTS, stats: CASES_PAGE_DEFAULTS.stats.map((s) => ({ ...s })) })
