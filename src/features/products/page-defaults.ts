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

export type ServiceDeskPanel = { id: string; label: string; title: string; text: string; points: string[]; board: { column: string; cards: string[] }[] }

export type ServiceDeskPageContent = {
  lead: string
  panelsTitle: string
  panelsLead: string
  panels: ServiceDeskPanel[]
  contactTitle: string
  contactLead: string
}

export const SERVICE_DESK_DEFAULTS: ServiceDeskPageContent = {
  lead: 'Organize conversas abertas, pendentes e resolvidas em um só painel, com chatbot e avaliação do atendimento.',
  panelsTitle: 'Cada conversa no lugar certo',
  panelsLead: 'Quatro visões para a equipe saber o que fazer agora, o que está esperando e o que já foi resolvido.',
  panels: [
  {
    id: 'abertos',
    label: 'Abertos',
    title: 'Oportunidades em um quadro kanban',
    text: 'Cada conversa nova vira um cartão. Arraste de coluna conforme a negociação avança e saiba quanto está em jogo em cada etapa.',
    points: ['Visão kanban por etapa: novo contato, qualificação, proposta e fechamento', 'Atendente responsável e tempo de espera em cada cartão', 'Avaliação do atendimento de 1 a 5 estrelas ao encerrar a conversa'],
    board: [
      { column: 'Novo contato', cards: ['Padaria Aurora', 'Clínica Vida'] },
      { column: 'Proposta', cards: ['Loja Ipê'] },
      { column: 'Fechamento', cards: ['Studio Mar'] },
    ],
  },
  {
    id: 'pendentes',
    label: 'Pendentes',
    title: 'Nada esquecido esperando resposta',
    text: 'Conversas que aguardam o cliente ou outro setor ficam separadas, com lembrete automático para ninguém ficar sem retorno.',
    points: ['Motivo da pendência: aguardando cliente, financeiro ou técnico', 'Lembrete ao atendente depois de 24 horas sem resposta', 'Alerta de prazo quando a conversa passa de 2 horas úteis'],
    board: [
      { column: 'Aguardando cliente', cards: ['Pet Shop Lua', 'Ótica Sol'] },
      { column: 'Financeiro', cards: ['Mercado Bom'] },
      { column: 'Técnico', cards: ['Auto Peças 10'] },
    ],
  },
  {
    id: 'resolvidos',
    label: 'Resolvidos',
    title: 'Histórico que ensina a atender melhor',
    text: 'Conversas encerradas ficam guardadas com a nota do cliente. Reabra com um clique se o assunto voltar.',
    points: ['Busca por cliente, atendente, etiqueta ou data', 'Nota de satisfação e comentário de cada atendimento', 'Relatório semanal com tempo médio de resolução'],
    board: [
      { column: 'Hoje', cards: ['Café Central ★ 5', 'Escola Alfa ★ 4'] },
      { column: 'Esta semana', cards: ['Hotel Serra ★ 5'] },
    ],
  },
  {
    id: 'chatbot',
    label: 'Chatbot',
    title: 'Triagem automática 24 horas',
    text: 'O chatbot recebe o cliente, entende o que ele precisa e entrega a conversa ao setor certo, com o resumo pronto.',
    points: ['Menu de opções e respostas para as perguntas frequentes', 'Coleta de nome, e-mail e pedido antes do atendente', 'Passa para uma pessoa a qualquer momento com a palavra "atendente"'],
    board: [
      { column: 'Menu', cards: ['1. Vendas', '2. Suporte', '3. Financeiro'] },
      { column: 'Encaminhado', cards: ['Suporte: Ana'] },
    ],
  },
],
  contactTitle: 'Veja a central com as conversas da sua empresa',
  contactLead: 'Montamos as filas, o chatbot e as etiquetas com você e treinamos a equipe no primeiro dia.',
}
