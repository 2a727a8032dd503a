/**
 * Today's copy, prices and promotions of the product pages: what the seed writes into the page globals
 * (page-globals.ts) and what the pages show while a global has never been saved. Staff edit them in the
 * admin under "Páginas"; code keeps only layout and behaviour.
 */

import type { CountWord } from '@/kit/count-text'

import type { ProductIcon } from './product-icons'

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

/** A hero's heading only (pages whose buttons, if any, are set elsewhere). */
export type HeroHeadContent = { eyebrow: string; title: string }

export type PromotionsPageContent = {
  hero: HeroHeadContent
  lead: string
  /** The templates card's second button, to ask the discount on WhatsApp. */
  askCta: string
  /** Shown instead of the cards while no promotion runs. */
  emptyText: string
  bannerText: string
  bannerLink: string
  footnote: string
  promotions: PromotionContent[]
}

export type PlanContent = { title: string; period: string; items: string[] }

/** The dark band that opens the page: its two buttons (WhatsApp, then the jump to the plans). */
export type HeroContent = { eyebrow: string; title: string; lead: string; cta: string; secondaryCta: string }
/** A section's heading block (the lead may be empty). */
export type SectionHeadContent = { eyebrow: string; title: string; lead: string }
export type FeatureContent = { icon: ProductIcon; title: string; text: string }
/** The closing contact band: title, text and the WhatsApp button's label. */
export type ContactBandContent = { eyebrow: string; title: string; lead: string; cta: string }

export type ConnectionOption = { icon: ProductIcon; title: string; badge: string; recommended: boolean; pros: string[]; cons: string[] }

export type ChatPageContent = {
  /** Centavos. */
  planPrice: number
  minUsers: number
  /** The note under the price: its {usuarios} becomes the minimum ('5 usuários'), see `minUsersNote`. */
  plan: PlanContent & { minUsersNote: string; cta: string }
  hero: HeroContent
  connection: SectionHeadContent & { options: ConnectionOption[] }
  features: SectionHeadContent & { items: FeatureContent[] }
  integrations: SectionHeadContent & { groups: { title: string; items: string[] }[]; integrationCta: string; trainingCta: string; specialistCta: string }
  plansSection: SectionHeadContent
  contact: ContactBandContent
}

export type EmailPageContent = {
  /** Centavos. */
  packPrice: number
  plan: PlanContent & { note: string; cta: string }
  /** The plan's offer in the page's structured data (JSON-LD). */
  offerDescription: string
  hero: HeroContent
  features: SectionHeadContent & { items: FeatureContent[] }
  setup: SectionHeadContent & { cards: { title: string; text: string }[]; settingsTitle: string; settings: { term: string; value: string }[] }
  planSection: SectionHeadContent
  contact: ContactBandContent
}

/** The day today's promotions began (they have no end: they run until staff set one). */
const SEED_START = '2026-01-01T03:00:00.000Z'

export const PROMOTIONS_DEFAULTS: PromotionsPageContent = {
  hero: { eyebrow: 'Ofertas', title: 'Promoções' },
  askCta: 'Pedir o desconto',
  emptyText: 'Nenhuma promoção em vigor agora. Fale com a gente pelo WhatsApp para conhecer as condições atuais.',
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
    minUsersNote: 'Mínimo de {usuarios}. Usuários extras sob consulta.',
    cta: 'Contratar pelo WhatsApp',
    items: [
      'Conexão oficial por API, com vários atendentes em um só número',
      'Central com abertos, pendentes, resolvidos e chatbot',
      'Avaliação do atendimento e relatórios por atendente',
      'Treinamento da equipe incluído',
    ],
  },
  hero: {
    eyebrow: 'Produto',
    title: 'Chat WhatsApp',
    lead: 'Vários atendentes em um só número de WhatsApp, com conexão oficial por API, relatórios e integrações.',
    cta: 'Falar com um especialista',
    secondaryCta: 'Ver planos',
  },
  connection: {
    eyebrow: 'Conexão',
    title: 'QR Code ou API: como conectar seu número',
    lead: 'As duas formas funcionam. Só uma aguenta o ritmo de uma equipe inteira.',
    options: [
      {
        icon: 'qr-code',
        title: 'Conexão por QR Code',
        badge: 'Para testar',
        recommended: false,
        pros: ['Começa em 5 minutos, lendo o código no celular'],
        cons: ['Cerca de 3 sessões estáveis ao mesmo tempo', 'Baixa estabilidade: cai quando o celular fica sem internet', 'Risco de bloqueio do número em alto volume'],
      },
      {
        icon: 'server-cog',
        title: 'Conexão por API oficial',
        badge: 'Recomendada',
        recommended: true,
        pros: ['Estável: não depende de um celular ligado', 'Auditável: cada mensagem fica registrada', 'Vários atendentes no mesmo número', 'Selo de empresa verificada e mensagens em massa permitidas'],
        cons: [],
      },
    ],
  },
  features: {
    eyebrow: 'Recursos',
    title: 'O que sua equipe ganha',
    lead: '',
    items: [
      { icon: 'messages-square', title: 'Multiatendimento', text: 'Toda a equipe responde pelo mesmo número, cada um com seu login.' },
      { icon: 'tags', title: 'Filas e etiquetas', text: 'Distribua conversas por setor: vendas, suporte e financeiro.' },
      { icon: 'zap', title: 'Respostas rápidas', text: 'Modelos prontos com atalho para as perguntas mais comuns.' },
      { icon: 'bot', title: 'Chatbot', text: 'Menu automático 24 horas que faz a triagem antes do atendente.' },
      { icon: 'bar-chart', title: 'Relatórios', text: 'Tempo de resposta, volume por atendente e nota de satisfação.' },
      { icon: 'history', title: 'Histórico auditável', text: 'Cada conversa fica registrada, mesmo quando o atendente sai da empresa.' },
    ],
  },
  integrations: {
    eyebrow: 'Integrações',
    title: 'Conecte com as ferramentas que você já usa',
    lead: '',
    groups: [
      { title: 'Inteligência artificial', items: ['ChatGPT (OpenAI)', 'Google Gemini', 'Dialogflow', 'Typebot'] },
      { title: 'Canais', items: ['WhatsApp', 'Instagram Direct', 'Facebook Messenger', 'Telegram', 'Chat do site'] },
      { title: 'Gateways e sistemas', items: ['Mercado Pago', 'PagSeguro', 'Asaas', 'RD Station', 'Webhooks e API REST'] },
    ],
    integrationCta: 'Quero uma integração',
    trainingCta: 'Quero treinamento para a equipe',
    specialistCta: 'Falar com um especialista',
  },
  plansSection: { eyebrow: 'Planos', title: 'Um plano, sem letras miúdas', lead: '' },
  contact: {
    eyebrow: 'Contato',
    title: 'Quer ver o chat funcionando no seu número?',
    lead: 'Mostramos a central em uma chamada de 20 minutos e ajudamos a escolher entre QR Code e API.',
    cta: 'Pedir uma demonstração',
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
  offerDescription: 'Pacote de 5 contas de 3 GB, cobrança anual',
  hero: {
    eyebrow: 'Produto',
    title: 'E-mail Corporativo',
    lead: 'Contas de 5 GB com antivírus, antispam e backup diário para sua empresa transmitir confiança em cada mensagem.',
    cta: 'Orçamento no WhatsApp',
    secondaryCta: 'Ver preços',
  },
  features: {
    eyebrow: 'Recursos',
    title: 'Tudo o que sua equipe precisa em um só lugar',
    lead: 'Contas a partir de 5 GB, com segurança e produtividade incluídas.',
    items: [
      { icon: 'shield-check', title: 'Antivírus', text: 'Cada anexo é verificado antes de chegar à caixa de entrada.' },
      { icon: 'shield-half', title: 'Antispam com 3 níveis', text: 'Escolha a filtragem baixa, média ou alta conforme o volume de lixo que você recebe.' },
      { icon: 'map-pinned', title: 'Autenticação por geolocalização', text: 'Bloqueie acessos vindos de países onde sua empresa não atua.' },
      { icon: 'calendar-days', title: 'Calendário', text: 'Agenda compartilhada com a equipe e convites que chegam por e-mail.' },
      { icon: 'contact', title: 'Contatos', text: 'Catálogo único de clientes e fornecedores, sincronizado no celular.' },
      { icon: 'list-todo', title: 'Tarefas', text: 'Listas com prazo e lembrete, ligadas às mensagens que as originaram.' },
      { icon: 'notebook-pen', title: 'Notas', text: 'Anotações de reuniões e ligações guardadas junto com seus e-mails.' },
      { icon: 'video', title: 'Reuniões', text: 'Videochamadas agendadas pelo calendário, com link enviado aos convidados.' },
    ],
  },
  setup: {
    eyebrow: 'Como configurar',
    title: 'IMAP ou POP3: qual usar?',
    lead: 'Os dois recebem e-mails. A diferença é onde as mensagens ficam guardadas.',
    cards: [
      {
        title: 'IMAP: recomendado',
        text: 'As mensagens ficam no servidor e aparecem iguais no celular, no notebook e no webmail. Apagou em um lugar, apagou em todos. Ideal para quem usa mais de um aparelho.',
      },
      {
        title: 'POP3: para um só computador',
        text: 'As mensagens são baixadas para um único computador. Se quiser, mantemos uma cópia no servidor por 14 dias, para você não perder nada se o computador falhar.',
      },
    ],
    settingsTitle: 'Dados técnicos',
    settings: [
      { term: 'IMAP (recebimento)', value: 'Porta 993 com SSL' },
      { term: 'SMTP (envio)', value: 'Portas 465 (SSL) e 587 (STARTTLS)' },
      { term: 'Backup', value: 'Diário, guardado por 5 dias' },
      { term: 'Cópia POP3', value: 'Opcional, mantida no servidor por 14 dias' },
    ],
  },
  planSection: { eyebrow: 'Preço', title: 'Preço claro, sem surpresa', lead: 'Contas a partir de 5 GB. Promoção para quem está começando:' },
  contact: {
    eyebrow: 'Contato',
    title: 'Pronto para usar seu domínio no e-mail?',
    lead: 'Criamos as contas, migramos as mensagens antigas e configuramos os aparelhos da equipe.',
    cta: 'Orçamento no WhatsApp',
  },
}

export type ServiceDeskPanel = { id: string; label: string; title: string; text: string; points: string[]; board: { column: string; cards: string[] }[] }

export type ServiceDeskPageContent = {
  hero: HeroHeadContent & { cta: string; secondaryCta: string }
  lead: string
  panelsEyebrow: string
  panelsTitle: string
  panelsLead: string
  panels: ServiceDeskPanel[]
  plansSection: HeroHeadContent
  contactEyebrow: string
  contactTitle: string
  contactLead: string
  contactCta: string
}

export const SERVICE_DESK_DEFAULTS: ServiceDeskPageContent = {
  hero: { eyebrow: 'Produto', title: 'Central de Atendimento', cta: 'Pedir uma demonstração', secondaryCta: 'Ver planos' },
  panelsEyebrow: 'Como funciona',
  plansSection: { eyebrow: 'Planos', title: 'Central e chat no mesmo plano' },
  contactEyebrow: 'Contato',
  contactCta: 'Pedir uma demonstração',
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

/**
 * /cursos's copy around the modules, videos and FAQ. Texts with {modulos}, {videos} or {trilhas} get the
 * count with its word ('8 módulos', '1 vídeo'), so they follow what staff add to the course.
 */
export type CoursesCopy = {
  hero: HeroHeadContent & { description: string; summary: string; channelCta: string; videosCta: string }
  headings: { modules: SectionHeadContent; videos: SectionHeadContent; faq: HeroHeadContent; channel: SectionHeadContent }
}

export const COURSES_COPY_DEFAULTS: CoursesCopy = {
  hero: {
    eyebrow: 'Gratuito',
    title: 'Cursos',
    description: 'Aprenda a criar e divulgar seu site com aulas em vídeo, do primeiro passo ao e-commerce.',
    summary: '{modulos} e {videos} em {trilhas}.',
    channelCta: 'Inscrever-se no canal',
    videosCta: 'Ver os vídeos',
  },
  headings: {
    modules: { eyebrow: 'Curso completo', title: '{modulos}, do zero ao site vendendo', lead: 'Um módulo novo a cada 2 semanas. Inscreva-se no canal para assistir na estreia.' },
    videos: { eyebrow: 'Já no canal', title: '{videos} para começar hoje', lead: 'Aulas curtas e práticas, organizadas por nível e assunto.' },
    faq: { eyebrow: 'Dúvidas', title: 'Perguntas frequentes' },
    channel: {
      eyebrow: 'Canal no YouTube',
      title: 'Aprenda no seu ritmo, de graça',
      lead: 'Os {videos} já estão no canal, e cada módulo novo estreia lá a cada 2 semanas. Ative o sino para não perder.',
    },
  },
}

/** The placeholders of the product pages' texts and what each becomes ('{usuarios}' → '5 usuários'). */
export const USERS_WORD: CountWord = { placeholder: 'usuarios', one: 'usuário', many: 'usuários' }
export const MODULES_WORD: CountWord = { placeholder: 'modulos', one: 'módulo', many: 'módulos' }
export const VIDEOS_WORD: CountWord = { placeholder: 'videos', one: 'vídeo', many: 'vídeos' }
export const TRACKS_WORD: CountWord = { placeholder: 'trilhas', one: 'trilha', many: 'trilhas' }
