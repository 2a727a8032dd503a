/**
 * The icons staff may pick for a product page's cards (features, connection options). A fixed list: the
 * admin shows it as a select, and the page maps each key to its lucide drawing, a reference into the
 * site's icon sprite rendered on the server (product-icon.tsx, src/ui/icons.tsx): no icon code in the browser.
 */
export const PRODUCT_ICONS = {
  'shield-check': 'Escudo com visto (segurança)',
  'shield-half': 'Escudo (filtro)',
  'map-pinned': 'Mapa com marcador (local)',
  'calendar-days': 'Calendário',
  contact: 'Cartão de contato',
  'list-todo': 'Lista de tarefas',
  'notebook-pen': 'Caderno com caneta (notas)',
  video: 'Câmera de vídeo (reuniões)',
  'messages-square': 'Balões de conversa',
  tags: 'Etiquetas',
  zap: 'Raio (rapidez)',
  bot: 'Robô (chatbot)',
  'bar-chart': 'Gráfico de barras (relatórios)',
  history: 'Relógio com seta (histórico)',
  'qr-code': 'QR Code',
  'server-cog': 'Servidor (API)',
  mail: 'Envelope',
  lock: 'Cadeado',
  cloud: 'Nuvem',
  smartphone: 'Celular',
  users: 'Pessoas',
  clock: 'Relógio',
  headset: 'Fone de atendimento',
  globe: 'Globo',
  database: 'Banco de dados (backup)',
  workflow: 'Fluxo (integração)',
} as const

export type ProductIcon = keyof typeof PRODUCT_ICONS

export const PRODUCT_ICON_OPTIONS = (Object.entries(PRODUCT_ICONS) as [ProductIcon, string][]).map(([value, label]) => ({ value, label }))

export const isProductIcon = (value: unknown): value is ProductIcon => typeof value === 'string' && Object.hasOwn(PRODUCT_ICONS, value)
