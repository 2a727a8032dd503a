import { pageAddress } from '@/lib/legacy-addresses'

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

/**
 * Whether a nav link is the current page: exact for '/', by section for the others; never for anchors. A
 * legacy address (/chatwhatsapp) counts as the page it shows, so the server's render and the browser's agree.
 */
export function isCurrent(href: string, browserPath: string): boolean {
  if (href.includes('#')) return false
  const pathname = pageAddress(browserPath)
  if (href === '/') return pathname === '/'
  return pathname === href || pathname.startsWith(`${href}/`)
}

/** Pages outside the navigation that a visitor may start a conversation from. */
const otherPages: Record<string, string> = {
  '/central-atendimento': 'Central de Atendimento',
  '/privacidade': 'Política de privacidade',
  '/payment-success': 'Pagamento aprovado',
  '/payment-canceled': 'Pagamento cancelado',
}

/**
 * Where a visitor is, for the header's WhatsApp message: the page's name, with the address when it is
 * a page inside a section (a post, a case) or an address the site does not know.
 */
export function pageOrigin(pathname: string): { page: string; detail?: string } {
  const path = pageAddress(pathname.replace(/\/+$/, '') || '/')
  const known = otherPages[path]
  if (known) return { page: known }
  const item = navItems.find((nav) => isCurrent(nav.href, path))
  if (!item) return { page: path }
  return item.href === path ? { page: item.label } : { page: item.label, detail: path }
}
