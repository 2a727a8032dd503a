import type { Field, GlobalConfig } from 'payload'

import { anyone, staffOnly } from '@/features/accounts/roles'
import { revalidateTags } from '@/features/shared-state/revalidate'

/**
 * The copy of /servicos/libras, a global like the product pages' (one fixed page shape): the hero's lead,
 * why hire, the formats, the steps, the team and the commitments. Icons are picked from the page's own set;
 * the form and its texts stay in code (they are behaviour and the specification's messages).
 */
export const LIBRAS_PAGE_TAG = 'page:libras'

export const LIBRAS_ICONS = ['scale', 'users', 'hand-heart', 'clock', 'building', 'clapperboard'] as const
export type LibrasIcon = (typeof LIBRAS_ICONS)[number]

export type LibrasCard = { icon: LibrasIcon; title: string; text: string }
export type LibrasPageContent = {
  lead: string
  reasons: LibrasCard[]
  formats: LibrasCard[]
  steps: { title: string; text: string }[]
  team: { initials: string; name: string; role: string; text: string }[]
  compliance: string[]
}

const reasons: LibrasCard[] = [
  { icon: 'scale', title: 'Cumpra a lei', text: 'A Lei Brasileira de Inclusão (Lei 13.146/2015) garante acesso à comunicação para pessoas surdas.' },
  { icon: 'users', title: 'Alcance mais gente', text: 'São cerca de 10 milhões de brasileiros com deficiência auditiva, muitos usuários de Libras.' },
  { icon: 'hand-heart', title: 'Intérpretes certificados', text: 'Profissionais com certificação Prolibras e experiência em eventos corporativos.' },
  { icon: 'clock', title: 'Proposta rápida', text: 'Você recebe o orçamento em até 24 horas úteis, com escala de intérpretes definida.' },
]

const formats: LibrasCard[] = [
  {
    icon: 'building',
    title: 'Presencial em São Paulo',
    text: 'Palestras, congressos, treinamentos, cerimônias e reuniões na capital e na Grande São Paulo, com dupla de intérpretes em eventos longos.',
  },
  {
    icon: 'clapperboard',
    title: 'Conteúdo gravado com janela de Libras',
    text: 'Vídeos institucionais, aulas e campanhas com janela de Libras gravada em estúdio e editada no seu vídeo, conforme a NBR 15290.',
  },
]

const steps = [
  { title: 'Pedido', text: 'Você envia o formulário com data, local, público e duração.' },
  { title: 'Proposta', text: 'Em até 24 horas úteis, enviamos valores e a escala de intérpretes.' },
  { title: 'Preparação', text: 'Recebemos roteiro, slides e vocabulário técnico para estudar antes.' },
  { title: 'Execução', text: 'Intérpretes no local ou gravação em estúdio, com revezamento planejado.' },
  { title: 'Entrega e avaliação', text: 'Arquivo final (conteúdo gravado) e conversa de avaliação com você.' },
]

const team = [
  { initials: 'RA', name: 'Renata Alves', role: 'Coordenação e audiodescrição', text: '15 anos de interpretação, Prolibras e pós em Tradução.' },
  { initials: 'MS', name: 'Marcos Souza', role: 'Intérprete de conferência', text: 'Congressos de saúde e tecnologia, mais de 300 eventos.' },
  { initials: 'JL', name: 'Juliana Lima', role: 'Intérprete para vídeo', text: 'Janelas de Libras para TV, cursos online e campanhas.' },
]

const compliance = [
  'Janela de Libras conforme a ABNT NBR 15290 (tamanho, posição e contraste).',
  'Revezamento de intérpretes em eventos com mais de 1 hora de duração.',
  'Proposta enviada em até 24 horas úteis após o pedido.',
  'Dados do pedido tratados conforme a LGPD, só para preparar o orçamento.',
]

export const LIBRAS_PAGE_DEFAULTS: LibrasPageContent = {
  lead: 'Interpretação em Libras para eventos presenciais em São Paulo e janela de Libras para conteúdos gravados.',
  reasons,
  formats,
  steps,
  team,
  compliance,
}

const ICON_LABELS: Record<LibrasIcon, string> = {
  scale: 'Balança (lei)',
  users: 'Pessoas',
  'hand-heart': 'Mão e coração',
  clock: 'Relógio',
  building: 'Prédio (presencial)',
  clapperboard: 'Claquete (vídeo)',
}

/** The steps grid shows 1 to 6 steps (its columns follow the count): more or fewer is refused in Portuguese. */
export const LIBRAS_STEPS = { min: 1, max: 6 } as const

/** The admin's form sends the row count, the API the rows: either is checked. */
export function stepsCountError(value: unknown): string | null {
  const count = Array.isArray(value) ? value.length : typeof value === 'number' ? value : 0
  if (count < LIBRAS_STEPS.min) return 'Informe pelo menos 1 etapa.'
  if (count > LIBRAS_STEPS.max) return `São no máximo ${LIBRAS_STEPS.max} etapas: remova ${count - LIBRAS_STEPS.max === 1 ? '1 etapa' : `${count - LIBRAS_STEPS.max} etapas`}.`
  return null
}

const cardFields = (name: string, label: string, singular: string, maxRows: number): Field => ({
  name,
  type: 'array',
  label,
  labels: { singular, plural: label },
  minRows: 1,
  maxRows,
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'icon', type: 'select', label: 'Ícone', required: true, options: LIBRAS_ICONS.map((value) => ({ value, label: ICON_LABELS[value] })) },
        { name: 'title', type: 'text', label: 'Título', required: true },
      ],
    },
    { name: 'text', type: 'textarea', label: 'Texto', required: true },
  ],
})

export const LibrasPageGlobal: GlobalConfig = {
  slug: 'libras-page',
  label: 'Intérprete de Libras',
  admin: { group: 'Páginas' },
  access: { read: anyone, update: staffOnly },
  hooks: { afterChange: [({ req }) => revalidateTags(req, [LIBRAS_PAGE_TAG])] },
  fields: [
    { name: 'lead', type: 'textarea', label: 'Descrição no topo da página', required: true, admin: { description: 'A página acrescenta "Proposta em até 24 horas úteis."' } },
    cardFields('reasons', 'Por que contratar', 'Motivo', 4),
    cardFields('formats', 'Formatos', 'Formato', 4),
    {
      name: 'steps',
      type: 'array',
      label: 'Etapas',
      labels: { singular: 'Etapa', plural: 'Etapas' },
      minRows: LIBRAS_STEPS.min,
      maxRows: LIBRAS_STEPS.max,
      validate: (value: unknown) => stepsCountError(value) ?? true,
      admin: { description: 'De 1 a 6 etapas; as colunas se ajustam ao número. O título da seção conta as etapas: "Do pedido à entrega em 5 etapas".' },
      fields: [
        { name: 'title', type: 'text', label: 'Título', required: true },
        { name: 'text', type: 'textarea', label: 'Texto', required: true },
      ],
    },
    {
      name: 'team',
      type: 'array',
      label: 'Equipe',
      labels: { singular: 'Pessoa', plural: 'Equipe' },
      maxRows: 6,
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'name', type: 'text', label: 'Nome', required: true },
            { name: 'initials', type: 'text', label: 'Iniciais', required: true, maxLength: 3 },
            { name: 'role', type: 'text', label: 'Função', required: true },
          ],
        },
        { name: 'text', type: 'textarea', label: 'Texto', required: true },
      ],
    },
    {
      name: 'compliance',
      type: 'array',
      label: 'Compromissos',
      labels: { singular: 'Compromisso', plural: 'Compromissos' },
      fields: [{ name: 'text', type: 'text', label: 'Texto', required: true }],
    },
  ],
}

type Raw = Record<string, unknown>
const str = (value: unknown) => (typeof value === 'string' ? value.trim() : '')
const rows = (value: unknown): Raw[] => (Array.isArray(value) ? (value as Raw[]) : [])
const icon = (value: unknown): LibrasIcon => (LIBRAS_ICONS.includes(value as LibrasIcon) ? (value as LibrasIcon) : 'hand-heart')
const cards = (value: unknown): LibrasCard[] => rows(value).map((row) => ({ icon: icon(row.icon), title: str(row.title), text: str(row.text) }))

/** The global as the page uses it; never saved (the seed did not run): today's copy. */
export function toLibrasPageContent(doc: Raw): LibrasPageContent {
  if (typeof doc.updatedAt !== 'string' || !doc.updatedAt) return LIBRAS_PAGE_DEFAULTS
  return {
    lead: str(doc.lead) || LIBRAS_PAGE_DEFAULTS.lead,
    reasons: cards(doc.reasons),
    formats: cards(doc.formats),
    steps: rows(doc.steps).map((row) => ({ title: str(row.title), text: str(row.text) })),
    team: rows(doc.team).map((row) => ({ initials: str(row.initials), name: str(row.name), role: str(row.role), text: str(row.text) })),
    compliance: rows(doc.compliance).map((row) => str(row.text)).filter(Boolean),
  }
}

export const librasPageSeedData = () => ({
  ...LIBRAS_PAGE_DEFAULTS,
  compliance: LIBRAS_PAGE_DEFAULTS.compliance.map((text) => ({ text })),
})
