export type NavItem = { href: string; label: string }

/** The header's links, in the spec's order; the two anchors lead to the home page's sections. */
export const navItems: NavItem[] = [
  { href: '/', label: 'Início' },
  { href: '/servicos/libras', label: 'Libras' },
  { href: '/templates', label: 'Templates' },
  { href: '/email-corporativo', label: 'E-mail Corporativo' },
  { href: '/chat-whatsapp', label: 'Chat WhatsApp' },
  { href: '/cursos', label: 'Cursos' },
  { href: '/blog', label: 'Blog' },
  { href: '/cases', label: 'Cases' },
  { href: '/promocoes', label: 'Promoções' },
  { href: '/#services', label: 'Serviços' },
  { href: '/#contact', label: 'Contato' },
]

/** Whether a nav link is the current page: exact for '/', by section for the others; never for anchors. */
export function isCurrent(href: string, pathname: string): boolean {
  if (href.includes('#')) return false
  if (href === '/') return pathname === '/'
  if (href === '/chat-whatsapp' && pathname === '/chatwhatsapp') return true
  return pathname === href || pathname.startsWith(`${href}/`)
}
