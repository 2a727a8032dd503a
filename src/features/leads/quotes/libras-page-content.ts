import type { Field, GlobalConfig, GroupField } from 'payload'

import { anyone, staffOnly } from '@/features/accounts/roles'
import { revalidateTags } from '@/features/shared-state/revalidate'
import { countTextField, fillCounts, type CountWord } from '@/kit/count-text'
import { group, text } from '@/kit/page-copy'
import { textListField } from '@/kit/text-list-field'

/**
 * The copy of /servicos/libras, a global like the product pages' (one fixed page shape): the hero's lead,
 * the story (the blind-cinema project, its founder, what audio description is), why hire, the formats, the
 * steps, the team and the commitments. Icons are picked from the page's own set;
 * the form and its texts stay in code (they are behaviour and the specification's messages).
 */
export const LIBRAS_PAGE_TAG = 'page:libras'

export const LIBRAS_ICONS = ['scale', 'users', 'hand-heart', 'clock', 'building', 'clapperboard'] as const
export type LibrasIcon = (typeof LIBRAS_ICONS)[number]

export type LibrasCard = { icon: LibrasIcon; title: string; text: string }
/** A section's heading: the small line above (sobretítulo) and the title. */
export type LibrasHeading = { eyebrow: string; title: string }
export type LibrasSectionKey = 'story' | 'reasons' | 'formats' | 'steps' | 'team' | 'quote' | 'compliance'
/** The story block: the project, its founder and the audio-description explainer, with its two pictures' descriptions. */
export type LibrasStory = {
  projectTitle: string
  projectText: string
  founderName: string
  founderText: string
  explainerTitle: string
  explainerText: string
  projectImageAlt: string
  founderImageAlt: string
}
export type LibrasPageContent = {
  hero: { eyebrow: string; title: string; quoteCta: string; whatsappCta: string }
  lead: string
  story: LibrasStory
  /** The sections' headings as staff wrote them; the steps title keeps its {etapas} (see `librasStepsTitle`). */
  headings: Record<LibrasSectionKey, LibrasHeading> & { quote: LibrasHeading & { lead: string } }
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

/** '{etapas}' in the steps title becomes '5 etapas' ('1 etapa'): the title counts the steps staff entered. */
export const STEPS_WORD: CountWord = { placeholder: 'etapas', one: 'etapa', many: 'etapas' }

export const librasStepsTitle = (page: LibrasPageContent) => fillCounts(page.headings.steps.title, [[STEPS_WORD, page.steps.length]])

export const LIBRAS_PAGE_DEFAULTS: LibrasPageContent = {
  hero: { eyebrow: 'Acessibilidade', title: 'Intérprete de Libras', quoteCta: 'Solicitar orçamento', whatsappCta: 'Conversar no WhatsApp' },
  headings: {
    story: { eyebrow: 'Nossa história', title: 'Acessibilidade é o que fazemos desde o começo' },
    reasons: { eyebrow: 'Por que contratar', title: 'Comunicação que inclui todo mundo' },
    formats: { eyebrow: 'Formatos', title: 'No seu evento ou no seu vídeo' },
    steps: { eyebrow: 'Como funciona', title: 'Do pedido à entrega em {etapas}' },
    team: { eyebrow: 'Equipe', title: 'Quem vai interpretar' },
    quote: { eyebrow: 'Orçamento', title: 'Peça seu orçamento', lead: 'Campos com * são obrigatórios. Respondemos em até 24 horas úteis.' },
    compliance: { eyebrow: 'Compromissos', title: 'Qualidade que você pode conferir' },
  },
  lead: 'Interpretação em Libras para eventos presenciais em São Paulo e janela de Libras para conteúdos gravados.',
  story: {
    projectTitle: 'Cinema de Olhos Fechados',
    projectText:
      'Desde 2019, o projeto leva sessões de cinema com audiodescrição e janela de Libras a escolas e centros culturais da Grande São Paulo. Já foram 84 sessões para mais de 6.000 pessoas cegas, com baixa visão ou surdas.',
    founderName: 'Renata Alves, fundadora',
    founderText: 'Intérprete de Libras há 15 anos e audiodescritora formada pela PUC-SP, coordena a equipe de intérpretes da agência.',
    explainerTitle: 'O que é audiodescrição?',
    explainerText:
      'É a narração, nos intervalos das falas, do que aparece na tela: cenários, expressões, ações e textos. Assim, quem não enxerga acompanha a história. Já a janela de Libras traduz falas e sons para quem é surdo. Os dois recursos juntos tornam um vídeo acessível para muito mais gente.',
    projectImageAlt: 'Ilustração de uma sala de cinema com tela iluminada e o símbolo de audiodescrição ao lado das poltronas',
    founderImageAlt: 'Ilustração da fundadora Renata Alves',
  },
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

const EYEBROW_MAX = 40
const TITLE_MAX = 90
const BUTTON_MAX = 40

/** A section's heading block in the admin: sobretítulo and title side by side. */
const headingGroup = (name: LibrasSectionKey, label: string, title?: Field, more: Field[] = []): GroupField => ({
  name,
  type: 'group',
  label,
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'eyebrow', type: 'text', label: 'Sobretítulo', required: true, maxLength: EYEBROW_MAX },
        title ?? { name: 'title', type: 'text', label: 'Título', required: true, maxLength: TITLE_MAX },
      ],
    },
    ...more,
  ],
})

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
    {
      name: 'hero',
      type: 'group',
      label: 'Topo da página',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'eyebrow', type: 'text', label: 'Sobretítulo', required: true, maxLength: EYEBROW_MAX, admin: { description: 'A linha pequena acima do título.' } },
            { name: 'title', type: 'text', label: 'Título', required: true, maxLength: 60 },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'quoteCta', type: 'text', label: 'Botão que leva ao formulário', required: true, maxLength: BUTTON_MAX },
            { name: 'whatsappCta', type: 'text', label: 'Botão do WhatsApp', required: true, maxLength: BUTTON_MAX },
          ],
        },
      ],
    },
    { name: 'lead', type: 'textarea', label: 'Descrição no topo da página', required: true, admin: { description: 'A página acrescenta "Proposta em até 24 horas úteis."' } },
    {
      name: 'story',
      type: 'group',
      label: 'Nossa história: projeto, fundadora e audiodescrição',
      admin: { description: 'O bloco abaixo do título "Nossa história", ao lado da ilustração do cinema.' },
      fields: [
        { name: 'projectTitle', type: 'text', label: 'Nome do projeto', required: true, maxLength: 60 },
        { name: 'projectText', type: 'textarea', label: 'Texto do projeto', required: true, maxLength: 500 },
        {
          type: 'row',
          fields: [
            { name: 'founderName', type: 'text', label: 'Fundadora: nome e papel', required: true, maxLength: 60, admin: { description: 'Em negrito, ao lado da foto.' } },
            { name: 'founderText', type: 'textarea', label: 'Fundadora: texto', required: true, maxLength: 300 },
          ],
        },
        { name: 'explainerTitle', type: 'text', label: 'Quadro explicativo: título', required: true, maxLength: 60 },
        { name: 'explainerText', type: 'textarea', label: 'Quadro explicativo: texto', required: true, maxLength: 600 },
        {
          type: 'row',
          fields: [
            { name: 'projectImageAlt', type: 'text', label: 'Descrição da ilustração do cinema', required: true, maxLength: 200, admin: { description: 'Lida por leitores de tela no lugar da imagem.' } },
            { name: 'founderImageAlt', type: 'text', label: 'Descrição da foto da fundadora', required: true, maxLength: 200, admin: { description: 'Lida por leitores de tela no lugar da imagem.' } },
          ],
        },
      ],
    },
    {
      name: 'headings',
      type: 'group',
      label: 'Títulos das seções',
      admin: { description: 'Sobretítulo (a linha pequena em maiúsculas) e título de cada seção, na ordem em que aparecem na página.' },
      fields: [
        headingGroup('story', 'Nossa história (projeto e fundadora)'),
        headingGroup('reasons', 'Por que contratar'),
        headingGroup('formats', 'Formatos'),
        headingGroup('steps', 'Como funciona (etapas)', countTextField({ name: 'title', label: 'Título', word: STEPS_WORD, where: 'Título da seção das etapas.', maxLength: TITLE_MAX })),
        headingGroup('team', 'Equipe'),
        headingGroup('quote', 'Orçamento (formulário)', undefined, [
          { name: 'lead', type: 'textarea', label: 'Texto abaixo do título', required: true, admin: { description: 'Aparece acima do formulário de orçamento.' } },
        ]),
        headingGroup('compliance', 'Compromissos'),
      ],
    },
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
    textListField('compliance', 'Compromissos', 'Compromisso'),
  ],
}

type Raw = Record<string, unknown>
const str = (value: unknown) => (typeof value === 'string' ? value.trim() : '')
const heading = (value: unknown, d: LibrasHeading): LibrasHeading => {
  const g = group(value)
  return { eyebrow: text(g.eyebrow, d.eyebrow), title: text(g.title, d.title) }
}
const rows = (value: unknown): Raw[] => (Array.isArray(value) ? (value as Raw[]) : [])
const icon = (value: unknown): LibrasIcon => (LIBRAS_ICONS.includes(value as LibrasIcon) ? (value as LibrasIcon) : 'hand-heart')
const cards = (value: unknown): LibrasCard[] => rows(value).map((row) => ({ icon: icon(row.icon), title: str(row.title), text: str(row.text) }))

const librasStory = (value: unknown): LibrasStory => {
  const g = group(value)
  const d = LIBRAS_PAGE_DEFAULTS.story
  return Object.fromEntries(Object.entries(d).map(([key, fallback]) => [key, text(g[key], fallback)])) as LibrasStory
}

/** The global as the page uses it; never saved (the seed did not run): today's copy. */
export function toLibrasPageContent(doc: Raw): LibrasPageContent {
  if (typeof doc.updatedAt !== 'string' || !doc.updatedAt) return LIBRAS_PAGE_DEFAULTS
  const d = LIBRAS_PAGE_DEFAULTS
  const hero = group(doc.hero)
  const headings = group(doc.headings)
  return {
    hero: { eyebrow: text(hero.eyebrow, d.hero.eyebrow), title: text(hero.title, d.hero.title), quoteCta: text(hero.quoteCta, d.hero.quoteCta), whatsappCta: text(hero.whatsappCta, d.hero.whatsappCta) },
    headings: {
      story: heading(headings.story, d.headings.story),
      reasons: heading(headings.reasons, d.headings.reasons),
      formats: heading(headings.formats, d.headings.formats),
      steps: heading(headings.steps, d.headings.steps),
      team: heading(headings.team, d.headings.team),
      quote: { ...heading(headings.quote, d.headings.quote), lead: text(group(headings.quote).lead, d.headings.quote.lead) },
      compliance: heading(headings.compliance, d.headings.compliance),
    },
    lead: text(doc.lead, d.lead),
    story: librasStory(doc.story),
    reasons: cards(doc.reasons),
    formats: cards(doc.formats),
    steps: rows(doc.steps).map((row) => ({ title: str(row.title), text: str(row.text) })),
    team: rows(doc.team).map((row) => ({ initials: str(row.initials), name: str(row.name), role: str(row.role), text: str(row.text) })),
    compliance: rows(doc.compliance).map((row) => str(row.text)).filter(Boolean),
  }
}

/** The hero's and sections' texts, as the seed writes them (also into a global saved before they existed). */
export const librasHeadingsSeedData = () => ({ hero: { ...LIBRAS_PAGE_DEFAULTS.hero }, headings: structuredClone(LIBRAS_PAGE_DEFAULTS.headings) })

/** The story block's texts, as the seed writes them (also into a global saved before they existed). */
export const librasStorySeedData = () => ({ story: { ...LIBRAS_PAGE_DEFAULTS.story } })

export const librasPageSeedData = () => ({
  ...LIBRAS_PAGE_DEFAULTS,
  ...librasHeadingsSeedData(),
  ...librasStorySeedData(),
  compliance: LIBRAS_PAGE_DEFAULTS.compliance.map((text) => ({ text })),
})
