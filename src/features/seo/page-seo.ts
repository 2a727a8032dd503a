import type { CollectionConfig } from 'payload'

import { staffOnly } from '@/features/accounts/roles'
import { revalidateTags } from '@/features/shared-state/revalidate'

import { PAGE_SEO_TAG } from './tags'

/**
 * What search engines see of the site's fixed pages (the home, the lists, the product pages), one
 * document per address, with the SEO plugin's `meta` group and "não indexar" like posts, cases and
 * templates. A collection rather than a field on each page's global: half of these pages have no global
 * (the lists, the privacy policy), and one list of every fixed page is what a staff member looks for
 * ("SEO das páginas"), the way Yoast lists them. The seed writes today's titles and descriptions; a field
 * left empty falls back to them, so the page never loses its title.
 */
export type FixedPage = {
  label: string
  /** The page's title before the layout appends ' | <marca>' (the home spells the brand itself). */
  title: string
  description: string
  /** Pages kept out of search engines by the specification. */
  noindex?: boolean
}

export const FIXED_PAGES = {
  '/': {
    label: 'Início',
    title: 'Sites, SEO e tráfego pago que trazem clientes',
    description: 'Agência digital em São Paulo: templates de sites, sites sob medida, SEO, tráfego pago e branding. Resultados em até 30 dias.',
  },
  '/blog': {
    label: 'Blog',
    title: 'Blog',
    description: 'Dicas práticas de SEO, sites, Wix Studio e marketing digital para você atrair mais clientes pela internet.',
  },
  '/templates': {
    label: 'Templates de sites',
    title: 'Templates de sites',
    description: 'Sites prontos, profissionais e otimizados para SEO. Escolha, compre e publique ainda hoje.',
  },
  '/cases': {
    label: 'Cases de sucesso',
    title: 'Cases de sucesso',
    description: 'Projetos reais com números reais: veja como ajudamos empresas a vender mais com sites, SEO e tráfego pago.',
  },
  '/email-corporativo': {
    label: 'E-mail Corporativo',
    title: 'E-mail corporativo',
    description: 'Contas de 5 GB com antivírus, antispam e backup diário para sua empresa transmitir confiança em cada mensagem.',
  },
  '/chat-whatsapp': {
    label: 'Chat WhatsApp',
    title: 'Chat para WhatsApp',
    description: 'Vários atendentes em um só número de WhatsApp, com conexão oficial por API, relatórios e integrações.',
  },
  '/central-atendimento': {
    label: 'Central de Atendimento',
    title: 'Central de atendimento',
    description: 'Organize conversas abertas, pendentes e resolvidas em um só painel, com chatbot e avaliação do atendimento.',
  },
  '/promocoes': {
    label: 'Promoções',
    title: 'Promoções',
    description: 'Condições especiais em e-mail corporativo, templates de sites e chat para WhatsApp.',
  },
  '/cursos': {
    label: 'Cursos',
    title: 'Cursos',
    description: 'Aprenda a criar e divulgar seu site com aulas em vídeo, do primeiro passo ao e-commerce.',
  },
  '/servicos/libras': {
    label: 'Intérprete de Libras',
    title: 'Intérprete de Libras',
    description: 'Interpretação em Libras para eventos presenciais em São Paulo e janela de Libras para conteúdos gravados.',
    noindex: true,
  },
  '/privacidade': {
    label: 'Política de privacidade',
    title: 'Política de privacidade',
    description: 'Quais dados o site coleta, por que, por quanto tempo e como exercer seus direitos pela LGPD.',
  },
} as const satisfies Record<string, FixedPage>

export type FixedPath = keyof typeof FIXED_PAGES
export const FIXED_PATHS = Object.keys(FIXED_PAGES) as FixedPath[]
export const isFixedPath = (value: unknown): value is FixedPath => typeof value === 'string' && Object.hasOwn(FIXED_PAGES, value)

export const PAGE_SEO_SLUG = 'page-seo'

export const PageSeo: CollectionConfig = {
  slug: PAGE_SEO_SLUG,
  labels: { singular: 'SEO de página', plural: 'SEO das páginas' },
  admin: {
    group: 'Páginas',
    useAsTitle: 'label',
    defaultColumns: ['label', 'path', 'updatedAt'],
    // All the fixed pages on one screen.
    pagination: { defaultLimit: 25 },
    description: 'Título, descrição e imagem que o Google e as redes sociais mostram de cada página fixa do site.',
  },
  // The pages in the order the seed wrote them (the site's menu order).
  defaultSort: 'createdAt',
  // The pages read these on the server (Payload's local API); the REST API is for staff only.
  access: { read: staffOnly, create: staffOnly, update: staffOnly, delete: staffOnly },
  hooks: {
    // The name follows the page chosen: staff pick an address, the list shows the page's name.
    beforeValidate: [({ data }) => (data && isFixedPath(data.path) ? { ...data, label: FIXED_PAGES[data.path].label } : data)],
    afterChange: [({ req }) => revalidateTags(req, [PAGE_SEO_TAG])],
    afterDelete: [({ req }) => revalidateTags(req, [PAGE_SEO_TAG])],
  },
  fields: [
    {
      name: 'path',
      type: 'select',
      label: 'Página',
      required: true,
      unique: true,
      options: FIXED_PATHS.map((path) => ({ label: `${FIXED_PAGES[path].label} (${path})`, value: path })),
    },
    { name: 'label', type: 'text', label: 'Nome', required: true, admin: { readOnly: true } },
  ],
}

/** The seed: one document per fixed page with today's title (brand included, as Google shows it) and description. */
export const pageSeoSeedData = (brand: string) =>
  FIXED_PATHS.map((path) => {
    const page: FixedPage = FIXED_PAGES[path]
    return { path, label: page.label, meta: { title: `${page.title} | ${brand}`, description: page.description, noIndex: Boolean(page.noindex) } }
  })
