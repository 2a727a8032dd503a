import { slugify } from '@/kit/text'

import { courseFaq, courseModules, type CoursesContent, type CategoryColor, videoCategories, youtubeIdFrom } from './course-data'
import {
  CHAT_DEFAULTS,
  EMAIL_DEFAULTS,
  PROMOTIONS_DEFAULTS,
  SERVICE_DESK_DEFAULTS,
  type ChatPageContent,
  type EmailPageContent,
  type PromotionContent,
  type PromotionProduct,
  type PromotionsPageContent,
  type ServiceDeskPageContent,
} from './page-defaults'

/**
 * Raw page globals (as Payload returns them) to the pages' own types. A global never saved (no
 * `updatedAt`: the seed did not run) reads as today's copy, so the site shows the same either way.
 */
type Raw = Record<string, unknown>

const str = (value: unknown, fallback: string) => (typeof value === 'string' && value.trim() ? value : fallback)
const num = (value: unknown, fallback: number) => (typeof value === 'number' && Number.isFinite(value) ? value : fallback)
const rows = (value: unknown): Raw[] => (Array.isArray(value) ? (value as Raw[]) : [])
const texts = (value: unknown): string[] => rows(value).map((row) => (typeof row.text === 'string' ? row.text : '')).filter(Boolean)
const saved = (doc: Raw) => typeof doc.updatedAt === 'string' && doc.updatedAt !== ''
const date = (value: unknown) => (typeof value === 'string' && value ? new Date(value).toISOString() : null)

export function toPromotionsContent(doc: Raw): PromotionsPageContent {
  if (!saved(doc)) return PROMOTIONS_DEFAULTS
  const d = PROMOTIONS_DEFAULTS
  return {
    lead: str(doc.lead, d.lead),
    bannerText: str(doc.bannerText, d.bannerText),
    bannerLink: str(doc.bannerLink, d.bannerLink),
    footnote: str(doc.footnote, d.footnote),
    promotions: rows(doc.promotions).map(
      (row): PromotionContent => ({
        product: (['email', 'templates', 'chat'].includes(row.product as string) ? row.product : 'templates') as PromotionProduct,
        title: str(row.title, ''),
        text: str(row.text, ''),
        cta: str(row.cta, ''),
        href: str(row.href, '/promocoes'),
        percent: typeof row.percent === 'number' ? row.percent : null,
        startsAt: date(row.startsAt),
        endsAt: date(row.endsAt),
      }),
    ),
  }
}

export function toChatContent(doc: Raw): ChatPageContent {
  if (!saved(doc)) return CHAT_DEFAULTS
  const d = CHAT_DEFAULTS
  return {
    planPrice: num(doc.planPrice, d.planPrice),
    minUsers: num(doc.minUsers, d.minUsers),
    plan: { title: str(doc.planTitle, d.plan.title), period: str(doc.planPeriod, d.plan.period), items: texts(doc.planItems) },
  }
}

export function toEmailContent(doc: Raw): EmailPageContent {
  if (!saved(doc)) return EMAIL_DEFAULTS
  const d = EMAIL_DEFAULTS.plan
  return {
    packPrice: num(doc.packPrice, EMAIL_DEFAULTS.packPrice),
    plan: {
      title: str(doc.planTitle, d.title),
      period: str(doc.planPeriod, d.period),
      note: typeof doc.planNote === 'string' ? doc.planNote : '',
      cta: str(doc.planCta, d.cta),
      items: texts(doc.planItems),
    },
  }
}

/** A tab's id from its name ('Abertos' → 'abertos'): the tab and its panel are addressed by it. */
const tabId = (label: string, index: number) => slugify(label) || `visao-${index + 1}`

export function toServiceDeskContent(doc: Raw): ServiceDeskPageContent {
  if (!saved(doc)) return SERVICE_DESK_DEFAULTS
  const d = SERVICE_DESK_DEFAULTS
  return {
    lead: str(doc.lead, d.lead),
    panelsTitle: str(doc.panelsTitle, d.panelsTitle),
    panelsLead: str(doc.panelsLead, d.panelsLead),
    panels: rows(doc.panels).map((row, index) => ({
      id: tabId(str(row.label, ''), index),
      label: str(row.label, ''),
      title: str(row.title, ''),
      text: str(row.text, ''),
      points: texts(row.points),
      board: rows(row.board).map((column) => ({ column: str(column.column, ''), cards: texts(column.cards) })),
    })),
    contactTitle: str(doc.contactTitle, d.contactTitle),
    contactLead: str(doc.contactLead, d.contactLead),
  }
}

/** Globals data as the seed writes it (today's copy). */
export const promotionsSeedData = () => ({ ...PROMOTIONS_DEFAULTS, promotions: PROMOTIONS_DEFAULTS.promotions.map((p) => ({ ...p })) })
export const chatSeedData = () => ({
  planPrice: CHAT_DEFAULTS.planPrice,
  minUsers: CHAT_DEFAULTS.minUsers,
  planTitle: CHAT_DEFAULTS.plan.title,
  planPeriod: CHAT_DEFAULTS.plan.period,
  planItems: CHAT_DEFAULTS.plan.items.map((text) => ({ text })),
})
export const serviceDeskSeedData = () => {
  const d = SERVICE_DESK_DEFAULTS
  const list = (items: string[]) => items.map((text) => ({ text }))
  return {
    lead: d.lead,
    panelsTitle: d.panelsTitle,
    panelsLead: d.panelsLead,
    panels: d.panels.map((p) => ({ label: p.label, title: p.title, text: p.text, points: list(p.points), board: p.board.map((b) => ({ column: b.column, cards: list(b.cards) })) })),
    contactTitle: d.contactTitle,
    contactLead: d.contactLead,
  }
}
export const emailSeedData = () => ({
  packPrice: EMAIL_DEFAULTS.packPrice,
  planTitle: EMAIL_DEFAULTS.plan.title,
  planPeriod: EMAIL_DEFAULTS.plan.period,
  planNote: EMAIL_DEFAULTS.plan.note,
  planCta: EMAIL_DEFAULTS.plan.cta,
  planItems: EMAIL_DEFAULTS.plan.items.map((text) => ({ text })),
})

const COLORS: CategoryColor[] = ['seo', 'ads', 'web', 'brand', 'consulting']
const day = (value: unknown) => (typeof value === 'string' && value ? new Date(value).toISOString().slice(0, 10) : '')

/** The 'Cursos' global: a module or video with a YouTube address gets its id; uploaded thumbnails by address. */
export function toCoursesContent(doc: Raw, mediaPath: (url: string) => string): CoursesContent {
  if (!saved(doc)) return { modules: courseModules, categories: videoCategories, faq: courseFaq }
  return {
    modules: rows(doc.modules).map((row) => ({
      titulo: str(row.title, ''),
      desc: str(row.description, ''),
      ...(youtubeIdFrom(row.video as string) ? { videoId: youtubeIdFrom(row.video as string) as string } : {}),
    })),
    categories: rows(doc.categories).map((row) => ({
      nome: str(row.name, ''),
      cor: COLORS.includes(row.color as CategoryColor) ? (row.color as CategoryColor) : 'brand',
      videos: rows(row.videos).map((video, index) => {
        const thumb = video.thumbnail && typeof video.thumbnail === 'object' ? (video.thumbnail as { url?: string }).url : undefined
        const id = youtubeIdFrom(video.youtube as string)
        return {
          slug: str(video.slug, `video-${String(video.id ?? index)}`),
          titulo: str(video.title, ''),
          duracao: str(video.duration, ''),
          resumo: str(video.summary, ''),
          publicadoEm: day(video.publishedAt),
          ...(id ? { youtubeId: id } : {}),
          ...(thumb ? { thumbnailUrl: mediaPath(thumb) } : {}),
        }
      }),
    })),
    faq: rows(doc.faq).map((row) => ({ pergunta: str(row.question, ''), resposta: str(row.answer, '') })),
  }
}

export const coursesSeedData = () => ({
  modules: courseModules.map((m) => ({ title: m.titulo, description: m.desc, video: m.videoId ?? null })),
  categories: videoCategories.map((c) => ({
    name: c.nome,
    color: c.cor,
    videos: c.videos.map((v) => ({
      title: v.titulo,
      youtube: v.youtubeId ?? null,
      duration: v.duracao,
      publishedAt: `${v.publicadoEm}T12:00:00.000Z`,
      summary: v.resumo,
      slug: v.slug,
    })),
  })),
  faq: courseFaq.map((f) => ({ question: f.pergunta, answer: f.resposta })),
})
