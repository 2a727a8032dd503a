import type { HomeIconName } from './home-icon-names'

/** The home's cards as today's site shows them: the seed of the 'Início' global and what shows before it is saved. */

export type ValueCard = { title: string; description: string; icon: HomeIconName }

export const values: ValueCard[] = [
  {
    title: 'Inovação',
    description: 'Usamos as ferramentas mais atuais de design, SEO e automação para o seu site sair na frente da concorrência.',
    icon: 'Lightbulb',
  },
  {
    title: 'Transparência',
    description: 'Você acompanha cada etapa, cada real investido e cada resultado em relatórios claros, sem letras miúdas.',
    icon: 'Eye',
  },
  {
    title: 'Resultados',
    description: 'Metas combinadas no início e medidas toda semana: mais visitas, mais contatos e mais vendas em até 30 dias.',
    icon: 'TrendingUp',
  },
]


export type ServiceColor = 'seo' | 'ads' | 'web' | 'brand' | 'consulting'
export type ServiceCard = { title: string; description: string; features: string[]; icon: HomeIconName; color: ServiceColor }

/** The five services (today's copy: the seed of the 'Início' global); `color` names a service colour token (globals.css). */
export const services: ServiceCard[] = [
  {
    title: 'SEO Estratégico',
    description: 'Apareça na primeira página do Google para as buscas de quem está pronto para comprar.',
    features: ['Auditoria técnica completa', 'Pesquisa de palavras-chave', 'Conteúdo otimizado', 'SEO local no Google Maps'],
    icon: 'Search',
    color: 'seo',
  },
  {
    title: 'Gestão de Tráfego Pago',
    description: 'Anúncios no Google e no Instagram com verba controlada e custo por cliente medido.',
    features: ['Google Ads e Meta Ads', 'Páginas de destino que convertem', 'Relatório semanal', 'Otimização contínua de verba'],
    icon: 'Megaphone',
    color: 'ads',
  },
  {
    title: 'Desenvolvimento Web',
    description: 'Sites e lojas rápidos, seguros e fáceis de editar, em Wix Studio ou sob medida.',
    features: ['Sites institucionais e lojas', 'Nota alta no PageSpeed', 'Integração com WhatsApp', 'Painel fácil de editar'],
    icon: 'Code2',
    color: 'web',
  },
  {
    title: 'Branding e Design',
    description: 'Uma marca consistente em todos os canais, do logotipo ao post do Instagram.',
    features: ['Logotipo e identidade visual', 'Guia de marca', 'Peças para redes sociais', 'Apresentações comerciais'],
    icon: 'Palette',
    color: 'brand',
  },
  {
    title: 'Consultoria de Negócios Digitais',
    description: 'Um plano prático para vender mais pela internet, com metas e prazos claros.',
    features: ['Diagnóstico do funil de vendas', 'Plano de 90 dias', 'Escolha de ferramentas', 'Acompanhamento mensal'],
    icon: 'Briefcase',
    color: 'consulting',
  },
]


/** Today's selling points: the seed of the 'Início' global and what shows before it is saved. */
export const contactPoints = [
  'Diagnóstico gratuito do seu site e do seu funil',
  'Proposta com prazos e metas em até 24 horas',
  'Resultados medidos em até 30 dias',
]

/** The home's section headings and button labels as today's site shows them ('Títulos das seções'). */
export const HOME_SECTIONS = {
  hero: { eyebrow: 'Resultados em até 30 dias', cta: 'Transformar Meu Negócio', secondaryCta: 'Conhecer Nossos Cases' },
  aboutSection: {
    eyebrow: 'Sobre nós',
    title: 'Inovação, transparência e resultados',
    lead: 'Uma agência digital de São Paulo que trata o seu site como ferramenta de vendas.',
  },
  servicesSection: {
    eyebrow: 'Serviços',
    title: 'Tudo o que sua empresa precisa para crescer online',
    lead: 'Passe o mouse ou navegue pelo teclado para ver o que está incluído em cada serviço.',
    touchLead: 'Veja o que está incluído em cada serviço.',
    cta: 'Quero este serviço',
  },
  casesSection: {
    eyebrow: 'Cases',
    title: 'Resultados que você pode medir',
    lead: 'Escolha uma área e veja o que entregamos para empresas como a sua.',
    cardCta: 'Ler o case',
  },
  portfolioSection: { eyebrow: 'Portfólio', title: 'Projetos que geraram resultado', button: 'Ver Todos os Cases' },
  testimonialsSection: { eyebrow: 'Depoimentos', title: 'O que nossos clientes dizem' },
  blogSection: { eyebrow: 'Blog', title: 'Conteúdo para vender mais na internet', button: 'Ver todos os posts' },
  contactSection: {
    eyebrow: 'Contato',
    title: 'Vamos conversar sobre o seu projeto?',
    whatsappText: 'Fale direto com um especialista',
    whatsappButton: 'Conversar no WhatsApp',
    casesButton: 'Ver nossos cases',
  },
}

export type HomeSections = typeof HOME_SECTIONS
