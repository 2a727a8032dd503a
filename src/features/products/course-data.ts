import type { CoursesCopy } from './page-defaults'

/**
 * The course page's content: modules, video categories and videos. Editors add a video by appending it
 * to a category (a slug, its duration, summary and publication date) and a thumbnail in
 * public/cursos/<slug>.webp (`generate-assets.ts` draws one). Once the video's address on the platform is
 * known, its `youtubeId` (the 11 characters after `watch?v=`) makes the card open it directly; until
 * then the card searches the channel for the title. A module becomes 'Disponível' when it has a `videoId`.
 */
export type CategoryColor = 'seo' | 'ads' | 'web' | 'brand' | 'consulting'

export type CourseVideo = {
  /** Our own name for the video: the thumbnail's file name and the card's key. */
  slug: string
  /** The id on the video platform (the 11 characters after `watch?v=`), when known. */
  youtubeId?: string
  titulo: string
  /** mm:ss */
  duracao: string
  resumo: string
  /** ISO date the video was published (structured data). */
  publicadoEm: string
  /** An uploaded thumbnail (CMS); without one, the local /cursos/<slug>.webp. */
  thumbnailUrl?: string
}

export type VideoCategory = { nome: string; cor: CategoryColor; videos: CourseVideo[] }
export type CourseModule = { titulo: string; desc: string; /** The lesson's id on the video platform. */ videoId?: string }

export const COURSE_TITLE = 'Crie e divulgue seu site do zero'
export const CHANNEL_URL = 'https://www.youtube.com/@verticedigital'
/** A real platform id: 11 characters of letters, digits, '-' and '_'. */
export const isYoutubeId = (id: string | undefined): id is string => !!id && /^[A-Za-z0-9_-]{11}$/.test(id)

/**
 * The video id in what staff paste: the id itself or a YouTube address (watch?v=, youtu.be/, embed/,
 * shorts/, live/, with or without www/m/music). Null for anything else, including other hosts.
 */
export function youtubeIdFrom(input: string | null | undefined): string | null {
  const text = (input ?? '').trim()
  if (isYoutubeId(text)) return text
  let url: URL
  try {
    url = new URL(/^https?:\/\//i.test(text) ? text : `https://${text}`)
  } catch {
    return null
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
  const host = url.hostname.toLowerCase()
  let id: string | null | undefined = null
  if (host === 'youtu.be') id = url.pathname.split('/')[1]
  else if (['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com', 'www.youtube-nocookie.com'].includes(host)) {
    const [first, second] = url.pathname.split('/').slice(1)
    id = first === 'watch' ? url.searchParams.get('v') : ['embed', 'shorts', 'live', 'v'].includes(first ?? '') ? second : null
  }
  return isYoutubeId(id ?? undefined) ? (id as string) : null
}

/** pt-BR refusal of something that is not a YouTube video (empty is fine: the module or video has none yet). */
export const youtubeError = (input: string | null | undefined): string | null =>
  !input || !input.trim() || youtubeIdFrom(input) ? null : 'Endereço de vídeo inválido: cole o link do YouTube (youtube.com/watch?v=… ou youtu.be/…) ou o id de 11 caracteres do vídeo.'

/** 'mm:ss' or 'h:mm:ss', minutes and seconds below 60. */
export const isDuration = (value: string) => /^(?:\d{1,2}:)?[0-5]?\d:[0-5]\d$/.test(value.trim())

/** The course page's content as the page renders it. */
export type CoursesContent = { modules: CourseModule[]; categories: VideoCategory[]; faq: { pergunta: string; resposta: string }[]; copy: CoursesCopy }
export const videoUrl = (id: string) => `https://www.youtube.com/watch?v=${encodeURIComponent(id)}`
export const embedUrl = (id: string) => `https://www.youtube.com/embed/${encodeURIComponent(id)}`
export const thumbnailPath = (slug: string) => `/cursos/${slug}.webp`
/** Where a video's thumbnail is: the uploaded image, else the local file named after the video. */
export const videoThumbnail = (video: Pick<CourseVideo, 'slug' | 'thumbnailUrl'>) => video.thumbnailUrl || thumbnailPath(video.slug)
/** The channel's own search for a title: where a video without a known id is found. */
export const channelSearchUrl = (channel: string, titulo: string) =>
  `${channel.replace(/\/+$/, '')}/search?query=${encodeURIComponent(titulo)}`

/** Where a video card leads: the video itself when its id is known, else the channel's search for it. */
export function videoLink(video: Pick<CourseVideo, 'youtubeId' | 'titulo'>, channel: string): { href: string; direct: boolean } {
  return isYoutubeId(video.youtubeId)
    ? { href: videoUrl(video.youtubeId), direct: true }
    : { href: channelSearchUrl(channel, video.titulo), direct: false }
}

export const courseModules: CourseModule[] = [
  { titulo: 'Primeiros passos no Wix Studio', desc: 'Crie a conta, conheça o editor e publique a primeira página em 30 minutos.' },
  { titulo: 'Estrutura e navegação', desc: 'Menu, rodapé e páginas que levam o visitante até o contato em até 3 cliques.' },
  { titulo: 'Design responsivo', desc: 'Ajuste cada seção para celular, tablet e computador sem duplicar trabalho.' },
  { titulo: 'Templates sem mistério', desc: 'Troque cores, fontes e imagens de um template mantendo o layout profissional.' },
  { titulo: 'SEO na prática', desc: 'Títulos, descrições, URLs e imagens otimizadas para aparecer no Google.' },
  { titulo: 'Blog que atrai clientes', desc: 'Planeje pautas, escreva para buscas e transforme leitores em contatos.' },
  { titulo: 'Loja virtual do zero', desc: 'Cadastre produtos, frete e meios de pagamento e faça a primeira venda.' },
  { titulo: 'Integrações essenciais', desc: 'WhatsApp, formulários, Google Analytics e pixel de anúncios no lugar certo.' },
  { titulo: 'Publicação e métricas', desc: 'Domínio próprio, HTTPS e os 5 números que mostram se o site está vendendo.' },
]

export const videoCategories: VideoCategory[] = [
  {
    nome: 'Iniciantes',
    cor: 'brand',
    videos: [
      { slug: 'vd-ini-01', titulo: 'Seu primeiro site em 30 minutos', duracao: '29:48', resumo: 'Do cadastro à publicação: escolha um template, troque textos e coloque o site no ar.', publicadoEm: '2026-03-02' },
      { slug: 'vd-ini-02', titulo: 'Tour completo pelo editor', duracao: '14:12', resumo: 'Onde fica cada ferramenta, como usar camadas e desfazer sem medo.', publicadoEm: '2026-03-09' },
      { slug: 'vd-ini-03', titulo: 'Domínio próprio passo a passo', duracao: '09:35', resumo: 'Registre ou conecte seu domínio .com.br e ative o HTTPS gratuito.', publicadoEm: '2026-03-16' },
    ],
  },
  {
    nome: 'Avançado',
    cor: 'consulting',
    videos: [
      { slug: 'vd-ava-01', titulo: 'Animações que não pesam', duracao: '18:20', resumo: 'Efeitos de rolagem e interações leves que respeitam quem prefere menos movimento.', publicadoEm: '2026-04-06' },
      { slug: 'vd-ava-02', titulo: 'Conteúdo dinâmico com CMS', duracao: '24:05', resumo: 'Coleções, páginas dinâmicas e filtros para catálogos e portfólios.', publicadoEm: '2026-04-13' },
    ],
  },
  {
    nome: 'Design e Templates',
    cor: 'web',
    videos: [
      { slug: 'vd-des-01', titulo: 'Personalize um template em 1 hora', duracao: '21:40', resumo: 'Paleta, tipografia e imagens da sua marca aplicadas em todas as páginas.', publicadoEm: '2026-05-04' },
      { slug: 'vd-des-02', titulo: 'Paleta de cores que converte', duracao: '11:18', resumo: 'Contraste, cor de destaque e botões que o visitante enxerga e clica.', publicadoEm: '2026-05-11' },
      { slug: 'vd-des-03', titulo: 'Imagens leves e bonitas', duracao: '08:52', resumo: 'Formatos WebP e AVIF, tamanhos certos e textos alternativos.', publicadoEm: '2026-05-18' },
    ],
  },
  {
    nome: 'SEO e Blog',
    cor: 'seo',
    videos: [
      { slug: 'vd-seo-01', titulo: 'SEO básico em 15 minutos', duracao: '15:07', resumo: 'Título, descrição, URL e Search Console configurados do jeito certo.', publicadoEm: '2026-06-01' },
      { slug: 'vd-seo-02', titulo: 'Post de blog que ranqueia', duracao: '19:33', resumo: 'Pesquisa de palavras-chave, estrutura de títulos e links internos.', publicadoEm: '2026-06-08' },
    ],
  },
  {
    nome: 'E-commerce',
    cor: 'ads',
    videos: [
      { slug: 'vd-eco-01', titulo: 'Monte sua loja virtual', duracao: '27:16', resumo: 'Produtos, variações, estoque e frete configurados para vender no Brasil.', publicadoEm: '2026-07-06' },
      { slug: 'vd-eco-02', titulo: 'Pix, cartão e boleto na loja', duracao: '12:44', resumo: 'Meios de pagamento, taxas e o checkout que reduz carrinhos abandonados.', publicadoEm: '2026-07-13' },
    ],
  },
]

export const allVideos = (categories: VideoCategory[] = videoCategories): (CourseVideo & { categoria: string })[] =>
  categories.flatMap((c) => c.videos.map((v) => ({ ...v, categoria: c.nome })))

/** 'mm:ss' or 'h:mm:ss' → ISO 8601 duration (structured data). */
export function isoDuration(duracao: string): string {
  const parts = duracao.split(':').map(Number)
  const [h, m, s] = parts.length === 3 ? parts : [0, parts[0] ?? 0, parts[1] ?? 0]
  return `PT${h ? `${h}H` : ''}${m}M${s}S`
}

export const courseFaq: { pergunta: string; resposta: string }[] = [
  {
    pergunta: 'Os cursos são gratuitos?',
    resposta: 'Sim. Todas as aulas ficam no nosso canal, sem custo. Você só paga se quiser um template pronto ou ajuda da nossa equipe.',
  },
  {
    pergunta: 'Preciso saber programar?',
    resposta: 'Não. As aulas usam editores visuais. Se você sabe usar um editor de texto, consegue acompanhar do primeiro ao último módulo.',
  },
  {
    pergunta: 'Quando os módulos serão liberados?',
    resposta: 'Um módulo novo a cada 2 semanas. Inscreva-se no canal e na newsletter para receber o aviso no dia da estreia.',
  },
  {
    pergunta: 'Recebo certificado?',
    resposta: 'Ainda não. Estamos preparando uma avaliação por módulo; quem concluir todas as aulas receberá o certificado quando ele for lançado.',
  },
]
