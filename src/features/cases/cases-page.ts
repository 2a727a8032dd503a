import type { Field, GlobalConfig } from 'payload'

import { anyone, staffOnly } from '@/features/accounts/roles'
import { revalidateTags } from '@/features/shared-state/revalidate'
import { copyField, copyGroup, readCopy, text } from '@/kit/page-copy'

import { CASES_PAGE_TAG } from './tags'

/**
 * The copy of /cases around the list of cases (its heading, the lead, the agency's numbers and the call to
 * action) and of every case page's fixed parts (section titles, call to action, the cards' link).
 * A global with named fields, like the product pages': the pages have one fixed shape.
 */
export type CasesPageContent = {
  hero: { eyebrow: string; title: string }
  lead: string
  stats: { value: string; label: string }[]
  ctaTitle: string
  ctaText: string
  ctaButton: string
  cardCta: string
  casePage: { metricsTitle: string; galleryTitle: string; othersTitle: string; ctaTitle: string; ctaText: string; ctaButton: string }
}

export const CASES_PAGE_DEFAULTS: CasesPageContent = {
  hero: { eyebrow: 'Portfólio', title: 'Cases de Sucesso' },
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
  cardCta: 'Ver Case Completo',
  casePage: {
    metricsTitle: 'Resultados em números',
    galleryTitle: 'Galeria do Projeto',
    othersTitle: 'Outros Cases de Sucesso',
    ctaTitle: 'Quer resultados como estes?',
    // The reply promise of 'Configurações do site' follows this text.
    ctaText: 'Converse com a nossa equipe.',
    ctaButton: 'Iniciar Conversa',
  },
}

const LIST_PAGE_FIELDS: Field[] = [
  copyGroup('hero', 'Topo', [
    {
      type: 'row',
      fields: [
        copyField('eyebrow', 'Sobretítulo', 'Linha curta acima do título de /cases.', { maxLength: 40, width: '40%' }),
        copyField('title', 'Título', 'Título principal de /cases.', { maxLength: 60, width: '60%' }),
      ],
    },
  ]),
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
  copyField('cardCta', 'Link de cada cartão', 'Link no pé de cada cartão de case, aqui e em "Outros cases" de cada case.', { maxLength: 40 }),
]

export const CasesPageGlobal: GlobalConfig = {
  slug: 'cases-page',
  label: 'Cases (página)',
  admin: { group: 'Páginas' },
  access: { read: anyone, update: staffOnly },
  hooks: { afterChange: [({ req }) => revalidateTags(req, [CASES_PAGE_TAG])] },
  fields: [
    {
      type: 'tabs',
      tabs: [
        { label: 'Página /cases', fields: LIST_PAGE_FIELDS },
        {
          label: 'Página de cada case',
          description: 'Os textos fixos de /cases/<case>: o conteúdo de cada case fica em Conteúdo > Cases.',
          fields: [
            copyGroup('casePage', 'Títulos e chamada final', [
              copyField('metricsTitle', 'Título dos números', 'Acima dos números do case (só aparece se o case tiver números).', { maxLength: 60 }),
              copyField('galleryTitle', 'Título da galeria', 'Acima das imagens da galeria (só aparece se houver galeria).', { maxLength: 60 }),
              copyField('othersTitle', 'Título dos outros cases', 'Acima dos três outros cases, no fim da página.', { maxLength: 60 }),
              copyField('ctaTitle', 'Chamada final: título', 'Quadro escuro no fim do case.', { maxLength: 60 }),
              copyField('ctaText', 'Chamada final: texto', 'Abaixo do título; o prazo de resposta (Configurações do site > Atendimento) vem logo depois.', {
                maxLength: 160,
                textarea: true,
              }),
              copyField('ctaButton', 'Chamada final: botão (abre o WhatsApp)', 'Botão verde do quadro.', { maxLength: 40 }),
            ]),
          ],
        },
      ],
    },
  ],
}

type Raw = Record<string, unknown>

/** The global as the page uses it; never saved (the seed did not run): today's copy. */
export function toCasesPageContent(doc: Raw): CasesPageContent {
  if (typeof doc.updatedAt !== 'string' || !doc.updatedAt) return CASES_PAGE_DEFAULTS
  const d = CASES_PAGE_DEFAULTS
  const stats = Array.isArray(doc.stats) ? (doc.stats as Raw[]) : []
  return {
    hero: readCopy(doc.hero, d.hero),
    lead: text(doc.lead, d.lead),
    stats: stats.map((row) => ({ value: text(row.value, ''), label: text(row.label, '') })).filter((s) => s.value && s.label),
    ctaTitle: text(doc.ctaTitle, d.ctaTitle),
    ctaText: text(doc.ctaText, d.ctaText),
    ctaButton: text(doc.ctaButton, d.ctaButton),
    cardCta: text(doc.cardCta, d.cardCta),
    casePage: readCopy(doc.casePage, d.casePage),
  }
}

export const casesPageSeedData = () => ({ ...CASES_PAGE_DEFAULTS, ...casesPageCopySeedData(), stats: CASES_PAGE_DEFAULTS.stats.map((s) => ({ ...s })) })

/** The headings and labels added after the first seed: filled into a global that lacks them. */
export const casesPageCopySeedData = () => ({
  hero: { ...CASES_PAGE_DEFAULTS.hero },
  cardCta: CASES_PAGE_DEFAULTS.cardCta,
  casePage: { ...CASES_PAGE_DEFAULTS.casePage },
})
