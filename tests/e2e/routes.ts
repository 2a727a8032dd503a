/** Every route of the spec, with what the browser tests expect of it. */
export type RouteCase = {
  path: string
  status: 200 | 404
  noindex: boolean
  heading: RegExp | string
  /** The whole document title, when the page names it after its content. */
  title?: string
  /** A phrase the page's main content must show. */
  text?: string
}

export const specRoutes: RouteCase[] = [
  { path: '/', status: 200, noindex: false, heading: 'Sua ideia online' },
  { path: '/blog', status: 200, noindex: false, heading: 'Blog' },
  { path: '/blog/post-que-nao-existe', status: 404, noindex: true, heading: 'Post não encontrado' },
  { path: '/cases', status: 200, noindex: false, heading: /Cases de Sucesso/ },
  { path: '/cases/case-que-nao-existe', status: 404, noindex: true, heading: 'Case não encontrado' },
  { path: '/templates', status: 200, noindex: false, heading: /Templates/ },
  { path: '/templates/template-que-nao-existe', status: 404, noindex: true, heading: 'Template não encontrado' },
  { path: '/email-corporativo', status: 200, noindex: false, heading: /E-mail Corporativo/ },
  { path: '/cursos', status: 200, noindex: false, heading: /Cursos/ },
  { path: '/chat-whatsapp', status: 200, noindex: false, heading: /Chat WhatsApp/ },
  { path: '/chatwhatsapp', status: 200, noindex: false, heading: /Chat WhatsApp/ },
  { path: '/central-atendimento', status: 200, noindex: false, heading: /Central de Atendimento/ },
  { path: '/promocoes', status: 200, noindex: false, heading: /Promoções/ },
  { path: '/payment-success', status: 200, noindex: true, heading: 'Pagamento Aprovado!' },
  { path: '/payment-canceled', status: 200, noindex: true, heading: 'Pagamento Cancelado' },
  { path: '/servicos/libras', status: 200, noindex: true, heading: /Libras/ },
  {
    path: '/privacidade',
    status: 200,
    noindex: false,
    heading: 'Política de privacidade',
    text: 'conforme a Lei Geral de Proteção de Dados (Lei nº 13.709/2018)',
  },
  // One real post, case and template: each page is titled after its content.
  {
    path: '/blog/seo-local-como-aparecer-no-google-maps-do-seu-bairro',
    status: 200,
    noindex: false,
    heading: 'SEO local: como aparecer no Google Maps do seu bairro',
    title: 'SEO local: como aparecer no Google Maps do seu bairro | Vértice Digital',
  },
  {
    path: '/cases/loja-de-moda-praia-triplica-vendas-online',
    status: 200,
    noindex: false,
    heading: 'Loja de moda praia triplica vendas online',
    title: 'Loja de moda praia triplica vendas online | Case Maré Alta Beachwear | Vértice Digital',
  },
  { path: '/templates/clinica-sorriso', status: 200, noindex: false, heading: 'Clínica Sorriso', title: 'Template Clínica Sorriso | Vértice Digital' },
  { path: '/uma/pagina/inexistente', status: 404, noindex: true, heading: 'Ops! A página que você procura não foi encontrada.' },
]
