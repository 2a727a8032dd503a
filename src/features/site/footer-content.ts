/** The footer's copy and link lists: types and today's values (the seed of the 'Rodapé' global). */
export type FooterLink = { href: string; label: string }
export type FooterContent = { tagline: string; navigation: FooterLink[]; services: FooterLink[]; newsletterText: string }

const quickLinks = [
  { href: '/#about', label: 'Sobre nós' },
  { href: '/#services', label: 'Serviços' },
  { href: '/#portfolio', label: 'Portfólio' },
  { href: '/#blog', label: 'Blog' },
  { href: '/#contact', label: 'Contato' },
]

const serviceLinks = [
  { href: '/templates', label: 'Templates de sites' },
  { href: '/email-corporativo', label: 'E-mail corporativo' },
  { href: '/chat-whatsapp', label: 'Chat para WhatsApp' },
  { href: '/central-atendimento', label: 'Central de atendimento' },
  { href: '/servicos/libras', label: 'Intérprete de Libras' },
  { href: '/cursos', label: 'Cursos' },
]

/** Today's footer: the seed of the 'Rodapé' global and what shows before it is saved. */
export const FOOTER_DEFAULTS: FooterContent = {
  tagline: 'Sites, SEO e tráfego pago para empresas que querem vender mais na internet. Resultados em até 30 dias.',
  navigation: quickLinks,
  services: serviceLinks,
  newsletterText: 'Dicas de SEO, sites e marketing digital. Sem spam.',
}
