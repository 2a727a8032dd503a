import type { Field, GlobalConfig } from 'payload'

import { anyone, staffOnly } from '@/features/accounts/roles'
import { countTextField, placeholderHint } from '@/kit/count-text'
import { textListField } from '@/kit/text-list-field'
import { priceFields } from '@/lib/price-field'
import { revalidateTags } from '@/features/shared-state/revalidate'

import { isDuration, youtubeError } from './course-data'
import { MODULES_WORD, TRACKS_WORD, USERS_WORD, VIDEOS_WORD } from './page-defaults'
import { PRODUCT_ICON_OPTIONS } from './product-icons'
import { windowError } from './promotion-schedule'
import { CHAT_PAGE_TAG, COURSES_PAGE_TAG, EMAIL_PAGE_TAG, PROMOTIONS_PAGE_TAG, SERVICE_DESK_PAGE_TAG } from './tags'

/**
 * One global per product page: each page has a fixed structure (a hero, a plan, a list of promotions),
 * so a global with named fields gives staff a form that mirrors the page, typed values (prices,
 * percentages, dates) the code can compute with, and nothing to pick or order that could break the page.
 */
const pageGlobal = (slug: string, label: string, tag: string, fields: Field[]): GlobalConfig => ({
  slug,
  label,
  admin: { group: 'Páginas' },
  access: { read: anyone, update: staffOnly },
  hooks: { afterChange: [({ req }) => revalidateTags(req, [tag])] },
  fields,
})

const textList = textListField

/** Lengths past which a text breaks its layout: the uppercase line above a title, a button, a hero title. */
const EYEBROW_MAX = 40
const BUTTON_MAX = 40
const HERO_TITLE_MAX = 60
const TITLE_MAX = 90

const eyebrowField = (description?: string): Field => ({
  name: 'eyebrow',
  type: 'text',
  label: 'Sobretítulo',
  required: true,
  maxLength: EYEBROW_MAX,
  admin: { description: description ?? 'A linha pequena em maiúsculas acima do título.' },
})
const buttonField = (name: string, label: string, description?: string): Field => ({ name, type: 'text', label, required: true, maxLength: BUTTON_MAX, ...(description ? { admin: { description } } : {}) })

/** The hero's heading (sobretítulo and title); `more` adds the page's buttons. */
const heroHeadGroup = (more: Field[] = []): Field => ({
  name: 'hero',
  type: 'group',
  label: 'Topo da página',
  fields: [{ type: 'row', fields: [eyebrowField(), { name: 'title', type: 'text', label: 'Título', required: true, maxLength: HERO_TITLE_MAX }] }, ...more],
})

/** A section's heading as a group: sobretítulo and title side by side, then an optional text. */
const headingGroup = (name: string, label: string, { title, lead = true, where }: { title?: Field; lead?: boolean; where?: string } = {}): Field => ({
  name,
  type: 'group',
  label,
  ...(where ? { admin: { description: where } } : {}),
  fields: [
    { type: 'row', fields: [eyebrowField(), title ?? { name: 'title', type: 'text', label: 'Título da seção', required: true, maxLength: TITLE_MAX }] },
    ...(lead ? [{ name: 'lead', type: 'textarea', label: 'Texto abaixo do título' } as Field] : []),
  ],
})

const percentField: Field = {
  name: 'percent',
  type: 'number',
  label: 'Desconto (%)',
  min: 1,
  max: 90,
  admin: { step: 1, description: 'Número inteiro de 1 a 90. No texto, {desconto} vira, por exemplo, "10%".' },
  validate: (value: number | number[] | null | undefined, { siblingData }: { siblingData: unknown }) => {
    const product = (siblingData as { product?: string })?.product
    if (value === null || value === undefined) return product === 'email' ? true : 'Informe o desconto em porcentagem (de 1 a 90).'
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > 90) return 'O desconto deve ser um número inteiro de 1 a 90.'
    return true
  },
}

const dateField = (name: 'startsAt' | 'endsAt', label: string, description: string): Field => ({
  name,
  type: 'date',
  label,
  required: name === 'startsAt',
  // Shown and typed as in Brazil (24/11/2026 18:00), like the other dates of the admin; Payload's default
  // for day and time is the American 'Nov 24, 2026 6:00 PM'.
  admin: { date: { pickerAppearance: 'dayAndTime', displayFormat: 'dd/MM/yyyy HH:mm', timeFormat: 'HH:mm' }, description },
  validate: (value: unknown, { siblingData }: { siblingData: unknown }) => {
    const row = siblingData as { startsAt?: string | null; endsAt?: string | null }
    if (name === 'startsAt' && !value) return 'Informe quando a promoção começa.'
    if (name === 'endsAt') return windowError({ startsAt: row?.startsAt ?? null, endsAt: (value as string | null) ?? null }) ?? true
    return true
  },
})

export const PromotionsPageGlobal = pageGlobal('promotions-page', 'Promoções', PROMOTIONS_PAGE_TAG, [
  heroHeadGroup(),
  { name: 'lead', type: 'textarea', label: 'Descrição da página', required: true },
  {
    type: 'row',
    fields: [
      { name: 'bannerText', type: 'text', label: 'Faixa do topo: texto', required: true, admin: { description: 'Aparece no topo de todas as páginas enquanto houver promoção em vigor.' } },
      { name: 'bannerLink', type: 'text', label: 'Faixa do topo: link', required: true },
    ],
  },
  {
    name: 'promotions',
    type: 'array',
    label: 'Promoções',
    labels: { singular: 'Promoção', plural: 'Promoções' },
    admin: { description: 'Cada promoção aparece em /promocoes (e no plano do produto) só entre o início e o término.' },
    fields: [
      {
        type: 'row',
        fields: [
          {
            name: 'product',
            type: 'select',
            label: 'Produto',
            required: true,
            options: [
              { label: 'E-mail Corporativo (mostra o preço do pacote)', value: 'email' },
              { label: 'Templates de sites', value: 'templates' },
              { label: 'Chat WhatsApp (desconto no 1º ano do plano)', value: 'chat' },
            ],
          },
          percentField,
        ],
      },
      { name: 'title', type: 'text', label: 'Título', required: true },
      { name: 'text', type: 'textarea', label: 'Texto', required: true },
      {
        type: 'row',
        fields: [
          { name: 'cta', type: 'text', label: 'Botão', required: true },
          {
            name: 'href',
            type: 'text',
            label: 'Link do botão',
            required: true,
            validate: (value: string | null | undefined) => (typeof value === 'string' && /^\/[a-z0-9/#-]*$/.test(value)) || 'Use um endereço do site começando com /, por exemplo /templates.',
          },
        ],
      },
      {
        type: 'row',
        fields: [
          dateField('startsAt', 'Início', 'Data e hora (Brasília) em que a promoção começa.'),
          dateField('endsAt', 'Término', 'Opcional. Depois dessa hora a promoção some do site.'),
        ],
      },
    ],
  },
  { name: 'footnote', type: 'text', label: 'Nota abaixo das ofertas', required: true },
  {
    type: 'row',
    fields: [
      buttonField('askCta', 'Botão "pedir o desconto"', 'Segundo botão do card de templates: abre o WhatsApp para pedir o desconto.'),
      { name: 'emptyText', type: 'textarea', label: 'Texto sem promoção em vigor', required: true, admin: { description: 'Aparece no lugar dos cards quando nenhuma promoção está em vigor.' } },
    ],
  },
])

/** The dark band that opens a product page. */
const heroGroup: Field = {
  name: 'hero',
  type: 'group',
  label: 'Topo da página',
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'eyebrow', type: 'text', label: 'Sobretítulo', required: true },
        { name: 'title', type: 'text', label: 'Título', required: true },
      ],
    },
    { name: 'lead', type: 'textarea', label: 'Descrição', required: true, admin: { description: 'Também é a descrição do serviço nos dados estruturados (JSON-LD).' } },
    {
      type: 'row',
      fields: [
        { name: 'cta', type: 'text', label: 'Botão do WhatsApp', required: true },
        { name: 'secondaryCta', type: 'text', label: 'Botão que leva aos preços', required: true },
      ],
    },
  ],
}

/** A section's heading block: sobretítulo, title and an optional text. */
const sectionHeadFields = (): Field[] => [
  {
    type: 'row',
    fields: [
      { name: 'eyebrow', type: 'text', label: 'Sobretítulo', required: true },
      { name: 'title', type: 'text', label: 'Título da seção', required: true },
    ],
  },
  { name: 'lead', type: 'textarea', label: 'Texto abaixo do título' },
]

const iconField = (width: string): Field => ({ name: 'icon', type: 'select', label: 'Ícone', required: true, options: PRODUCT_ICON_OPTIONS, admin: { width } })

const featuresGroup = (maxRows: number): Field => ({
  name: 'features',
  type: 'group',
  label: 'Recursos',
  fields: [
    ...sectionHeadFields(),
    {
      name: 'items',
      type: 'array',
      label: 'Cards de recursos',
      labels: { singular: 'Recurso', plural: 'Recursos' },
      required: true,
      minRows: 1,
      maxRows,
      fields: [
        {
          type: 'row',
          fields: [iconField('40%'), { name: 'title', type: 'text', label: 'Título', required: true, admin: { width: '60%' } }],
        },
        { name: 'text', type: 'textarea', label: 'Texto', required: true },
      ],
    },
  ],
})

const contactGroup: Field = {
  name: 'contact',
  type: 'group',
  label: 'Faixa de contato (fim da página)',
  admin: { description: 'Telefone e e-mail vêm das configurações do site.' },
  fields: [
    { type: 'row', fields: [eyebrowField(), { name: 'title', type: 'text', label: 'Título', required: true }] },
    { name: 'lead', type: 'textarea', label: 'Texto', required: true },
    { name: 'cta', type: 'text', label: 'Botão do WhatsApp', required: true },
  ],
}

export const ChatPageGlobal = pageGlobal('chat-page', 'Chat WhatsApp', CHAT_PAGE_TAG, [
  {
    type: 'tabs',
    tabs: [
      { label: 'Topo', fields: [heroGroup] },
      {
        label: 'Conexão',
        fields: [
          {
            name: 'connection',
            type: 'group',
            label: 'QR Code ou API',
            fields: [
              ...sectionHeadFields(),
              {
                name: 'options',
                type: 'array',
                label: 'Formas de conexão',
                labels: { singular: 'Forma de conexão', plural: 'Formas de conexão' },
                required: true,
                minRows: 1,
                maxRows: 3,
                fields: [
                  {
                    type: 'row',
                    fields: [
                      iconField('30%'),
                      { name: 'title', type: 'text', label: 'Título', required: true, admin: { width: '40%' } },
                      { name: 'badge', type: 'text', label: 'Selo', required: true, admin: { width: '30%', description: 'Por exemplo "Recomendada".' } },
                    ],
                  },
                  { name: 'recommended', type: 'checkbox', label: 'Destacar como recomendada (borda e selo em azul)' },
                  textList('pros', 'Vantagens', 'Vantagem'),
                  textList('cons', 'Limitações', 'Limitação'),
                ],
              },
            ],
          },
        ],
      },
      { label: 'Recursos', fields: [featuresGroup(9)] },
      {
        label: 'Integrações',
        fields: [
          {
            name: 'integrations',
            type: 'group',
            label: 'Integrações',
            fields: [
              ...sectionHeadFields(),
              {
                name: 'groups',
                type: 'array',
                label: 'Listas de integrações',
                labels: { singular: 'Lista', plural: 'Listas' },
                required: true,
                minRows: 1,
                maxRows: 6,
                fields: [{ name: 'title', type: 'text', label: 'Título da lista', required: true }, textList('items', 'Itens')],
              },
              {
                type: 'row',
                fields: [
                  { name: 'integrationCta', type: 'text', label: 'Botão: integração', required: true },
                  { name: 'trainingCta', type: 'text', label: 'Botão: treinamento', required: true },
                  { name: 'specialistCta', type: 'text', label: 'Botão: especialista', required: true },
                ],
              },
            ],
          },
        ],
      },
      {
        label: 'Plano',
        fields: [
          { name: 'plansSection', type: 'group', label: 'Seção do plano', fields: sectionHeadFields() },
          {
            type: 'row',
            fields: [
              ...priceFields({ name: 'planPrice', label: 'Preço anual do plano' }),
              {
                name: 'minUsers',
                type: 'number',
                label: 'Mínimo de usuários',
                required: true,
                min: 1,
                max: 1000,
                admin: { step: 1 },
                validate: (value: number | number[] | null | undefined) =>
                  (typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 1000) || 'Informe um número inteiro de usuários, de 1 a 1000.',
              },
            ],
          },
          { name: 'planTitle', type: 'text', label: 'Nome do plano', required: true },
          { name: 'planPeriod', type: 'text', label: 'Período (ao lado do preço)', required: true },
          countTextField({
            name: 'planMinUsersNote',
            label: 'Observação abaixo do preço',
            word: USERS_WORD,
            where: 'Aparece no card do plano (aqui e em /central-atendimento), com o mínimo de usuários acima.',
            maxLength: 120,
          }),
          textList('planItems', 'O que o plano inclui'),
          buttonField('planCta', 'Botão do card do plano', 'Abre o WhatsApp para contratar o plano.'),
        ],
      },
      { label: 'Contato', fields: [contactGroup] },
    ],
  },
])

export const EmailPageGlobal = pageGlobal('email-page', 'E-mail Corporativo', EMAIL_PAGE_TAG, [
  {
    type: 'tabs',
    tabs: [
      { label: 'Topo', fields: [heroGroup] },
      { label: 'Recursos', fields: [featuresGroup(12)] },
      {
        label: 'IMAP e POP3',
        fields: [
          {
            name: 'setup',
            type: 'group',
            label: 'Como configurar',
            fields: [
              ...sectionHeadFields(),
              {
                name: 'cards',
                type: 'array',
                label: 'Cards (IMAP, POP3)',
                labels: { singular: 'Card', plural: 'Cards' },
                required: true,
                minRows: 1,
                maxRows: 4,
                fields: [
                  { name: 'title', type: 'text', label: 'Título', required: true },
                  { name: 'text', type: 'textarea', label: 'Texto', required: true },
                ],
              },
              { name: 'settingsTitle', type: 'text', label: 'Tabela: título', required: true },
              {
                name: 'settings',
                type: 'array',
                label: 'Tabela: linhas',
                labels: { singular: 'Linha', plural: 'Linhas' },
                required: true,
                minRows: 1,
                fields: [
                  {
                    type: 'row',
                    fields: [
                      { name: 'term', type: 'text', label: 'Item', required: true, admin: { placeholder: 'IMAP (recebimento)' } },
                      { name: 'value', type: 'text', label: 'Valor', required: true, admin: { placeholder: 'Porta 993 com SSL' } },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
      {
        label: 'Preço',
        fields: [
          { name: 'planSection', type: 'group', label: 'Seção do preço', fields: sectionHeadFields() },
          ...priceFields({ name: 'packPrice', label: 'Preço anual do pacote' }),
          { name: 'planTitle', type: 'text', label: 'Nome do pacote', required: true },
          { name: 'planPeriod', type: 'text', label: 'Período (ao lado do preço)', required: true },
          { name: 'planNote', type: 'text', label: 'Observação abaixo do preço' },
          { name: 'planCta', type: 'text', label: 'Botão', required: true },
          textList('planItems', 'O que o pacote inclui'),
          {
            name: 'offerDescription',
            type: 'text',
            label: 'Oferta nos dados estruturados',
            required: true,
            admin: { description: 'Como o Google descreve a oferta (JSON-LD), por exemplo "Pacote de 5 contas de 3 GB, cobrança anual".' },
          },
        ],
      },
      { label: 'Contato', fields: [contactGroup] },
    ],
  },
])

const youtubeField = (name: string, label: string, description: string): Field => ({
  name,
  type: 'text',
  label,
  admin: { description },
  validate: (value: string | null | undefined) => youtubeError(value) ?? true,
})

const courseCounts = placeholderHint([MODULES_WORD, VIDEOS_WORD, TRACKS_WORD])

export const CoursesPageGlobal = pageGlobal('courses-page', 'Cursos', COURSES_PAGE_TAG, [
  heroHeadGroup([
    {
      name: 'description',
      type: 'textarea',
      label: 'Descrição',
      required: true,
      admin: { description: 'Primeira frase abaixo do título; também descreve o curso nos dados estruturados (JSON-LD).' },
    },
    { name: 'summary', type: 'text', label: 'Frase com os números', required: true, maxLength: 120, admin: { description: `Segue a descrição no topo. ${courseCounts}.` } },
    {
      type: 'row',
      fields: [buttonField('channelCta', 'Botão do canal', 'Leva ao canal no YouTube (no topo e na faixa do fim).'), buttonField('videosCta', 'Botão que leva aos vídeos')],
    },
  ]),
  {
    name: 'headings',
    type: 'group',
    label: 'Títulos das seções',
    admin: { description: 'Sobretítulo (a linha pequena em maiúsculas), título e texto de cada seção, na ordem da página.' },
    fields: [
      headingGroup('modules', 'Módulos do curso', { title: countTextField({ name: 'title', label: 'Título da seção', word: MODULES_WORD, where: 'Conta os módulos cadastrados.', maxLength: TITLE_MAX }) }),
      headingGroup('videos', 'Vídeos', { title: countTextField({ name: 'title', label: 'Título da seção', word: VIDEOS_WORD, where: 'Conta os vídeos cadastrados.', maxLength: TITLE_MAX }) }),
      headingGroup('faq', 'Perguntas frequentes', { lead: false }),
      headingGroup('channel', 'Faixa do canal (fim da página)', { where: `No texto, ${placeholderHint([VIDEOS_WORD])}.` }),
    ],
  },
  {
    name: 'modules',
    type: 'array',
    label: 'Módulos do curso',
    labels: { singular: 'Módulo', plural: 'Módulos' },
    admin: { description: "Um módulo com vídeo aparece como 'Disponível' com o link da aula; sem vídeo, 'Em breve'." },
    fields: [
      { name: 'title', type: 'text', label: 'Título', required: true },
      { name: 'description', type: 'textarea', label: 'Descrição', required: true },
      youtubeField('video', 'Vídeo da aula (YouTube)', 'Link do YouTube (youtube.com/watch?v=… ou youtu.be/…) ou o id do vídeo. Vazio: "Em breve".'),
    ],
  },
  {
    name: 'categories',
    type: 'array',
    label: 'Categorias de vídeos',
    labels: { singular: 'Categoria', plural: 'Categorias' },
    fields: [
      {
        type: 'row',
        fields: [
          { name: 'name', type: 'text', label: 'Nome', required: true },
          {
            name: 'color',
            type: 'select',
            label: 'Cor',
            required: true,
            defaultValue: 'brand',
            options: [
              { label: 'Azul', value: 'seo' },
              { label: 'Laranja', value: 'ads' },
              { label: 'Verde', value: 'web' },
              { label: 'Roxo', value: 'brand' },
              { label: 'Rosa', value: 'consulting' },
            ],
          },
        ],
      },
      {
        name: 'videos',
        type: 'array',
        label: 'Vídeos',
        labels: { singular: 'Vídeo', plural: 'Vídeos' },
        fields: [
          { name: 'title', type: 'text', label: 'Título', required: true },
          youtubeField('youtube', 'Vídeo no YouTube', 'Link do YouTube ou o id do vídeo. Vazio: o card leva à busca do título no canal.'),
          {
            type: 'row',
            fields: [
              {
                name: 'duration',
                type: 'text',
                label: 'Duração',
                required: true,
                admin: { placeholder: '12:34' },
                validate: (value: string | null | undefined) => (typeof value === 'string' && isDuration(value)) || 'Use minutos:segundos (12:34) ou horas:minutos:segundos (1:02:03).',
              },
              { name: 'publishedAt', type: 'date', label: 'Publicado em', required: true, admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'dd/MM/yyyy' } } },
            ],
          },
          { name: 'summary', type: 'textarea', label: 'Resumo', required: true },
          { name: 'thumbnail', type: 'upload', relationTo: 'media', label: 'Miniatura', admin: { description: 'Opcional: sem ela, usa a miniatura gerada pelo site.' } },
          { name: 'slug', type: 'text', label: 'Identificador', admin: { readOnly: true, description: 'Nome da miniatura gerada (vídeos de demonstração).' } },
        ],
      },
    ],
  },
  {
    name: 'faq',
    type: 'array',
    label: 'Perguntas frequentes',
    labels: { singular: 'Pergunta', plural: 'Perguntas' },
    fields: [
      { name: 'question', type: 'text', label: 'Pergunta', required: true },
      { name: 'answer', type: 'textarea', label: 'Resposta', required: true },
    ],
  },
])

export const ServiceDeskPageGlobal = pageGlobal('service-desk-page', 'Central de Atendimento', SERVICE_DESK_PAGE_TAG, [
  heroHeadGroup([
    {
      type: 'row',
      fields: [buttonField('cta', 'Botão do WhatsApp', 'Pede uma demonstração pelo WhatsApp.'), buttonField('secondaryCta', 'Botão que leva aos planos')],
    },
  ]),
  { name: 'lead', type: 'textarea', label: 'Descrição no topo da página', required: true },
  {
    type: 'row',
    fields: [
      { name: 'panelsEyebrow', type: 'text', label: 'Visões: sobretítulo', required: true, maxLength: EYEBROW_MAX },
      { name: 'panelsTitle', type: 'text', label: 'Visões: título', required: true },
    ],
  },
  { name: 'panelsLead', type: 'textarea', label: 'Visões: texto', required: true },
  {
    name: 'panels',
    type: 'array',
    label: 'Visões (abas)',
    labels: { singular: 'Visão', plural: 'Visões' },
    minRows: 1,
    maxRows: 4,
    admin: { description: 'Cada visão é uma aba: até 4, para caberem lado a lado na tela do celular.' },
    fields: [
      {
        type: 'row',
        fields: [
          { name: 'label', type: 'text', label: 'Nome da aba', required: true, maxLength: 14 },
          { name: 'title', type: 'text', label: 'Título', required: true },
        ],
      },
      { name: 'text', type: 'textarea', label: 'Texto', required: true },
      textList('points', 'Pontos', 'Ponto'),
      {
        name: 'board',
        type: 'array',
        label: 'Quadro de exemplo (colunas)',
        labels: { singular: 'Coluna', plural: 'Colunas' },
        maxRows: 3,
        fields: [{ name: 'column', type: 'text', label: 'Coluna', required: true }, textList('cards', 'Cartões', 'Cartão')],
      },
    ],
  },
  headingGroup('plansSection', 'Seção do plano', { lead: false, where: 'O plano, o preço e o mínimo de usuários vêm da página Chat WhatsApp.' }),
  {
    type: 'row',
    fields: [
      { name: 'contactEyebrow', type: 'text', label: 'Faixa de contato: sobretítulo', required: true, maxLength: EYEBROW_MAX },
      { name: 'contactTitle', type: 'text', label: 'Faixa de contato: título', required: true },
    ],
  },
  { name: 'contactLead', type: 'textarea', label: 'Faixa de contato: texto', required: true },
  buttonField('contactCta', 'Faixa de contato: botão do WhatsApp'),
])
