/**
 * Today's copy, prices and promotions of the product pages: what the seed writes into the page globals
 * (page-globals.ts) and what the pages show while a global has never been saved. Staff edit them in the
 * admin under "Páginas"; code keeps only layout and behaviour.
 */

export type PromotionProduct = 'email' | 'templates' | 'chat'

export type PromotionContent = {
  product: PromotionProduct
  title: string
  text: string
  cta: string
  href: string
  /** Discount in percent (templates, chat). */
  percent: number | null
  startsAt: string | null
  endsAt: string | null
}

export type PromotionsPageContent = {
  lead: string
  bannerText: string
  bannerLink: string
  footnote: string
  promotions: PromotionContent[]
}

export type PlanContent = { title: string; period: string; items: string[] }

export type ChatPageContent = {
  /** Centavos. */
  planPrice: number
  minUsers: number
  plan: PlanContent
}

export type EmailPageContent = {
  /** Centavos. */
  packPrice: number
  plan: PlanContent & { note: string; cta: string }
}

/** The day today's promotions began (they have no end: they run until staff set one). */
const SEED_START = '2026-01-01T03:00:00.000Z'

export const PROMOTIONS_DEFAULTS: PromotionsPageContent = {
  lead: 'Condições especiais em e-mail corporativo, templates de sites e chat para WhatsApp.',
  bannerText: 'Veja as promoções atuais',
  bannerLink: 'Ver mais',
  footnote: 'Condições válidas para novas contratações. Fale com a gente para combinar mais de uma oferta.',
  promotions: [
    {
      product: 'email',
      title: 'E-mail Corporativo',
      text: 'Pacote com 5 contas de 3 GB, antivírus, antispam e backup diário.',
      cta: 'Ver pacote de e-mail',
      href: '/email-corporativo',
      percent: null,
      startsAt: SEED_START,
      endsAt: null,
    },
    {
      product: 'templates',
      title: 'Templates de sites',
      text: '{desconto} de desconto em templates prontos, com 30 dias de suporte e garantia de 7 dias.',
      cta: 'Ver templates',
      href: '/templates',
      percent: 10,
      startsAt: SEED_START,
      endsAt: null,
    },
    {
      product: 'chat',
      title: 'Chat WhatsApp',
      text: 'Plano de chat e central de atendimento para equipes a partir de 5 usuários, com conexão oficial por API.',
      cta: 'Ver plano de chat',
      href: '/chat-whatsapp',
      percent: 20,
      startsAt: SEED_START,
      endsAt: null,
    },
  ],
}

export const CHAT_DEFAULTS: ChatPageContent = {
  planPrice: 1_533_00,
  minUsers: 5,
  plan: {
    title: 'Plano Atendimento',
    period: 'por ano, para até 5 usuários',
    items: [
      'Conexão oficial por API, com vários atendentes em um só número',
      'Central com abertos, pendentes, resolvidos e chatbot',
      'Avaliação do atendimento e relatórios por atendente',
      'Treinamento da equipe incluído',
    ],
  },
}

export const EMAIL_DEFAULTS: EmailPageContent = {
  packPrice: 433_00,
  plan: {
    title: 'Pacote 5 contas de 3 GB',
    period: 'por ano',
    note: 'Equivale a menos de R$ 7,25 por conta ao mês.',
    cta: 'Quero este pacote',
    items: ['5 contas de 3 GB cada', 'Antivírus e antispam com 3 níveis', 'Backup diário guardado por 5 dias', 'Webmail, IMAP, POP3 e SMTP', 'Contas de 5 GB disponíveis sob consulta'],
  },
}
