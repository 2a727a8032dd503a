import { fillCounts } from '@/kit/count-text'
import { group, text } from '@/kit/page-copy'
import { slugify } from '@/kit/text'

import { allVideos, courseFaq, courseModules, type CoursesContent, type CategoryColor, videoCategories, youtubeIdFrom } from './course-data'
import { isProductIcon } from './product-icons'
import {
  CHAT_DEFAULTS,
  COURSES_COPY_DEFAULTS,
  MODULES_WORD,
  TRACKS_WORD,
  USERS_WORD,
  VIDEOS_WORD,
  type CoursesCopy,
  type HeroHeadContent,
  EMAIL_DEFAULTS,
  PROMOTIONS_DEFAULTS,
  SERVICE_DESK_DEFAULTS,
  type ChatPageContent,
  type ContactBandContent,
  type EmailPageContent,
  type FeatureContent,
  type HeroContent,
  type PromotionContent,
  type PromotionProduct,
  type PromotionsPageContent,
  type SectionHeadContent,
  type ServiceDeskPageContent,
} from './page-defaults'

/**
 * Raw page globals (as Payload returns them) to the pages' own types. A global never saved (no
 * `updatedAt`: the seed did not run) reads as today's copy, so the site shows the same either way.
 */
type Raw = Record<string, unknown>

const num = (value: unknown, fallback: number) => (typeof value === 'number' && Number.isFinite(value) ? value : fallback)
const rows = (value: unknown): Raw[] => (Array.isArray(value) ? (value as Raw[]) : [])
const texts = (value: unknown): string[] => rows(value).map((row) => (typeof row.text === 'string' ? row.text : '')).filter(Boolean)
const saved = (doc: Raw) => typeof doc.updatedAt === 'string' && doc.updatedAt !== ''
const date = (value: unknown) => (typeof value === 'string' && value ? new Date(value).toISOString() : null)

export function toPromotionsContent(doc: Raw): PromotionsPageContent {
  if (!saved(doc)) return PROMOTIONS_DEFAULTS
  const d = PROMOTIONS_DEFAULTS
  return {
    hero: toHeroHead(doc.hero, d.hero),
    lead: text(doc.lead, d.lead),
    askCta: text(doc.askCta, d.askCta),
    emptyText: text(doc.emptyText, d.emptyText),
    bannerText: text(doc.bannerText, d.bannerText),
    bannerLink: text(doc.bannerLink, d.bannerLink),
    footnote: text(doc.footnote, d.footnote),
    promotions: rows(doc.promotions).map(
      (row): PromotionContent => ({
        product: (['email', 'templates', 'chat'].includes(row.product as string) ? row.product : 'templates') as PromotionProduct,
        title: text(row.title, ''),
        text: text(row.text, ''),
        cta: text(row.cta, ''),
        href: text(row.href, '/promocoes'),
        percent: typeof row.percent === 'number' ? row.percent : null,
        startsAt: date(row.startsAt),
        endsAt: date(row.endsAt),
      }),
    ),
  }
}

/** Rows of a list staff must fill (the admin refuses it empty): none saved yet (a database from before the field) reads as today's. */
const list = <T>(value: unknown, read: (row: Raw) => T, fallback: T[]): T[] => (rows(value).length ? rows(value).map(read) : fallback)
/** An optional text: empty is a choice once the global has it; missing (never saved) is today's. */
const optional = (value: unknown, fallback: string) => (typeof value === 'string' ? value : value === null ? '' : fallback)

const toHero = (value: unknown, d: HeroContent): HeroContent => {
  const g = group(value)
  return { eyebrow: text(g.eyebrow, d.eyebrow), title: text(g.title, d.title), lead: text(g.lead, d.lead), cta: text(g.cta, d.cta), secondaryCta: text(g.secondaryCta, d.secondaryCta) }
}

/** A sobretítulo and title (a hero's or a section's without text); empty reads as today's. */
function toHeroHead(value: unknown, d: HeroHeadContent): HeroHeadContent {
  const g = group(value)
  return { eyebrow: text(g.eyebrow, d.eyebrow), title: text(g.title, d.title) }
}

/** A section heading; its optional text is today's only while the group was never saved (no title). */
const toSectionHead = (g: Raw, d: SectionHeadContent): SectionHeadContent => ({
  eyebrow: text(g.eyebrow, d.eyebrow),
  title: text(g.title, d.title),
  lead: typeof g.title === 'string' && g.title.trim() ? optional(g.lead, '') : d.lead,
})

const toFeatures = (value: unknown, d: SectionHeadContent & { items: FeatureContent[] }) => {
  const g = group(value)
  return {
    ...toSectionHead(g, d),
    items: list(g.items, (row): FeatureContent => ({ icon: isProductIcon(row.icon) ? row.icon : 'shield-check', title: text(row.title, ''), text: text(row.text, '') }), d.items),
  }
}

const toContact = (value: unknown, d: ContactBandContent): ContactBandContent => {
  const g = group(value)
  return { eyebrow: text(g.eyebrow, d.eyebrow), title: text(g.title, d.title), lead: text(g.lead, d.lead), cta: text(g.cta, d.cta) }
}

export function toChatContent(doc: Raw): ChatPageContent {
  if (!saved(doc)) return CHAT_DEFAULTS
  const d = CHAT_DEFAULTS
  const connection = group(doc.connection)
  const integrations = group(doc.integrations)
  return {
    planPrice: num(doc.planPrice, d.planPrice),
    minUsers: num(doc.minUsers, d.minUsers),
    plan: {
      title: text(doc.planTitle, d.plan.title),
      period: text(doc.planPeriod, d.plan.period),
      items: texts(doc.planItems),
      minUsersNote: text(doc.planMinUsersNote, d.plan.minUsersNote),
      cta: text(doc.planCta, d.plan.cta),
    },
    hero: toHero(doc.hero, d.hero),
    connection: {
      ...toSectionHead(connection, d.connection),
      options: list(
        connection.options,
        (row) => ({
          icon: isProductIcon(row.icon) ? row.icon : 'server-cog',
          title: text(row.title, ''),
          badge: text(row.badge, ''),
          recommended: row.recommended === true,
          pros: texts(row.pros),
          cons: texts(row.cons),
        }),
        d.connection.options,
      ),
    },
    features: toFeatures(doc.features, d.features),
    integrations: {
      ...toSectionHead(integrations, d.integrations),
      groups: list(integrations.groups, (row) => ({ title: text(row.title, ''), items: texts(row.items) }), d.integrations.groups),
      integrationCta: text(integrations.integrationCta, d.integrations.integrationCta),
      trainingCta: text(integrations.trainingCta, d.integrations.trainingCta),
      specialistCta: text(integrations.specialistCta, d.integrations.specialistCta),
    },
    plansSection: toSectionHead(group(doc.plansSection), d.plansSection),
    contact: toContact(doc.contact, d.contact),
  }
}

export function toEmailContent(doc: Raw): EmailPageContent {
  if (!saved(doc)) return EMAIL_DEFAULTS
  const D = EMAIL_DEFAULTS
  const d = D.plan
  const setup = group(doc.setup)
  return {
    packPrice: num(doc.packPrice, D.packPrice),
    plan: {
      title: text(doc.planTitle, d.title),
      period: text(doc.planPeriod, d.period),
      note: typeof doc.planNote === 'string' ? doc.planNote : '',
      cta: text(doc.planCta, d.cta),
      items: texts(doc.planItems),
    },
    offerDescription: text(doc.offerDescription, D.offerDescription),
    hero: toHero(doc.hero, D.hero),
    features: toFeatures(doc.features, D.features),
    setup: {
      ...toSectionHead(setup, D.setup),
      cards: list(setup.cards, (row) => ({ title: text(row.title, ''), text: text(row.text, '') }), D.setup.cards),
      settingsTitle: text(setup.settingsTitle, D.setup.settingsTitle),
      settings: list(setup.settings, (row) => ({ term: text(row.term, ''), value: text(row.value, '') }), D.setup.settings),
    },
    planSection: toSectionHead(group(doc.planSection), D.planSection),
    contact: toContact(doc.contact, D.contact),
  }
}

/** A tab's id from its name ('Abertos' → 'abertos'): the tab and its panel are addressed by it. */
const tabId = (label: string, index: number) => slugify(label) || `visao-${index + 1}`

export function toServiceDeskContent(doc: Raw): ServiceDeskPageContent {
  if (!saved(doc)) return SERVICE_DESK_DEFAULTS
  const d = SERVICE_DESK_DEFAULTS
  const hero = group(doc.hero)
  return {
    hero: { ...toHeroHead(hero, d.hero), cta: text(hero.cta, d.hero.cta), secondaryCta: text(hero.secondaryCta, d.hero.secondaryCta) },
    lead: text(doc.lead, d.lead),
    panelsEyebrow: text(doc.panelsEyebrow, d.panelsEyebrow),
    panelsTitle: text(doc.panelsTitle, d.panelsTitle),
    panelsLead: text(doc.panelsLead, d.panelsLead),
    panels: rows(doc.panels).map((row, index) => ({
      id: tabId(text(row.label, ''), index),
      label: text(row.label, ''),
      title: text(row.title, ''),
      text: text(row.text, ''),
      points: texts(row.points),
      board: rows(row.board).map((column) => ({ column: text(column.column, ''), cards: texts(column.cards) })),
    })),
    plansSection: toHeroHead(doc.plansSection, d.plansSection),
    contactEyebrow: text(doc.contactEyebrow, d.contactEyebrow),
    contactTitle: text(doc.contactTitle, d.contactTitle),
    contactLead: text(doc.contactLead, d.contactLead),
    contactCta: text(doc.contactCta, d.contactCta),
  }
}

/** The chat plan's note with its {usuarios} filled in: 'Mínimo de 5 usuários. Usuários extras sob consulta.' */
export const minUsersNote = (chat: ChatPageContent) => fillCounts(chat.plan.minUsersNote, [[USERS_WORD, chat.minUsers]])

/** Globals data as the seed writes it (today's copy). */
export const promotionsSeedData = () => ({ ...PROMOTIONS_DEFAULTS, ...promotionsCopySeedData(), promotions: PROMOTIONS_DEFAULTS.promotions.map((p) => ({ ...p })) })
/** The texts added with the section headings (hero, buttons), as the seed writes them into an existing global. */
export const promotionsCopySeedData = () => ({ hero: { ...PROMOTIONS_DEFAULTS.hero }, askCta: PROMOTIONS_DEFAULTS.askCta, emptyText: PROMOTIONS_DEFAULTS.emptyText })
const textRows = (items: string[]) => items.map((text) => ({ text }))
const featureRows = (items: FeatureContent[]) => items.map((item) => ({ ...item }))

/** The page copy of the chat global (everything but the plan), as the seed writes it. */
export const chatCopySeedData = () => {
  const d = CHAT_DEFAULTS
  return {
    hero: { ...d.hero },
    connection: {
      eyebrow: d.connection.eyebrow,
      title: d.connection.title,
      lead: d.connection.lead,
      options: d.connection.options.map((o) => ({ icon: o.icon, title: o.title, badge: o.badge, recommended: o.recommended, pros: textRows(o.pros), cons: textRows(o.cons) })),
    },
    features: { eyebrow: d.features.eyebrow, title: d.features.title, lead: d.features.lead, items: featureRows(d.features.items) },
    integrations: { ...d.integrations, groups: d.integrations.groups.map((g) => ({ title: g.title, items: textRows(g.items) })) },
    plansSection: { ...d.plansSection },
    contact: { ...d.contact },
  }
}
export const chatSeedData = () => ({
  planPrice: CHAT_DEFAULTS.planPrice,
  minUsers: CHAT_DEFAULTS.minUsers,
  planTitle: CHAT_DEFAULTS.plan.title,
  planPeriod: CHAT_DEFAULTS.plan.period,
  planItems: textRows(CHAT_DEFAULTS.plan.items),
  ...chatCopySeedData(),
  ...chatPlanCopySeedData(),
})
/** The plan card's note and button, added after the rest of the chat copy. */
export const chatPlanCopySeedData = () => ({ planMinUsersNote: CHAT_DEFAULTS.plan.minUsersNote, planCta: CHAT_DEFAULTS.plan.cta })
/** The hero, section headings and buttons of /central-atendimento, as the seed writes them into an existing global. */
export const serviceDeskCopySeedData = () => {
  const d = SERVICE_DESK_DEFAULTS
  return { hero: { ...d.hero }, panelsEyebrow: d.panelsEyebrow, plansSection: { ...d.plansSection }, contactEyebrow: d.contactEyebrow, contactCta: d.contactCta }
}
export const serviceDeskSeedData = () => {
  const d = SERVICE_DESK_DEFAULTS
  const list = (items: string[]) => items.map((text) => ({ text }))
  return {
    ...serviceDeskCopySeedData(),
    lead: d.lead,
    panelsTitle: d.panelsTitle,
    panelsLead: d.panelsLead,
    panels: d.panels.map((p) => ({ label: p.label, title: p.title, text: p.text, points: list(p.points), board: p.board.map((b) => ({ column: b.column, cards: list(b.cards) })) })),
    contactTitle: d.contactTitle,
    contactLead: d.contactLead,
  }
}
/** The page copy of the e-mail global (everything but the pack), as the seed writes it. */
export const emailCopySeedData = () => {
  const d = EMAIL_DEFAULTS
  return {
    offerDescription: d.offerDescription,
    hero: { ...d.hero },
    features: { eyebrow: d.features.eyebrow, title: d.features.title, lead: d.features.lead, items: featureRows(d.features.items) },
    setup: { ...d.setup, cards: d.setup.cards.map((c) => ({ ...c })), settings: d.setup.settings.map((r) => ({ ...r })) },
    planSection: { ...d.planSection },
    contact: { ...d.contact },
  }
}
export const emailSeedData = () => ({
  packPrice: EMAIL_DEFAULTS.packPrice,
  planTitle: EMAIL_DEFAULTS.plan.title,
  planPeriod: EMAIL_DEFAULTS.plan.period,
  planNote: EMAIL_DEFAULTS.plan.note,
  planCta: EMAIL_DEFAULTS.plan.cta,
  planItems: textRows(EMAIL_DEFAULTS.plan.items),
  ...emailCopySeedData(),
})

const COLORS: CategoryColor[] = ['seo', 'ads', 'web', 'brand', 'consulting']
const day = (value: unknown) => (typeof value === 'string' && value ? new Date(value).toISOString().slice(0, 10) : '')

/** The 'Cursos' global: a module or video with a YouTube address gets its id; uploaded thumbnails by address. */
export function toCoursesContent(doc: Raw, mediaPath: (url: string) => string): CoursesContent {
  if (!saved(doc)) return { modules: courseModules, categories: videoCategories, faq: courseFaq, copy: COURSES_COPY_DEFAULTS }
  return {
    copy: toCoursesCopy(doc),
    modules: rows(doc.modules).map((row) => ({
      titulo: text(row.title, ''),
      desc: text(row.description, ''),
      ...(youtubeIdFrom(row.video as string) ? { videoId: youtubeIdFrom(row.video as string) as string } : {}),
    })),
    categories: rows(doc.categories).map((row) => ({
      nome: text(row.name, ''),
      cor: COLORS.includes(row.color as CategoryColor) ? (row.color as CategoryColor) : 'brand',
      videos: rows(row.videos).map((video, index) => {
        const thumb = video.thumbnail && typeof video.thumbnail === 'object' ? (video.thumbnail as { url?: string }).url : undefined
        const id = youtubeIdFrom(video.youtube as string)
        return {
          slug: text(video.slug, `video-${String(video.id ?? index)}`),
          titulo: text(video.title, ''),
          duracao: text(video.duration, ''),
          resumo: text(video.summary, ''),
          publicadoEm: day(video.publishedAt),
          ...(id ? { youtubeId: id } : {}),
          ...(thumb ? { thumbnailUrl: mediaPath(thumb) } : {}),
        }
      }),
    })),
    faq: rows(doc.faq).map((row) => ({ pergunta: text(row.question, ''), resposta: text(row.answer, '') })),
  }
}

function toCoursesCopy(doc: Raw): CoursesCopy {
  const d = COURSES_COPY_DEFAULTS
  const hero = group(doc.hero)
  const headings = group(doc.headings)
  return {
    hero: {
      ...toHeroHead(hero, d.hero),
      description: text(hero.description, d.hero.description),
      summary: text(hero.summary, d.hero.summary),
      channelCta: text(hero.channelCta, d.hero.channelCta),
      videosCta: text(hero.videosCta, d.hero.videosCta),
    },
    headings: {
      modules: toSectionHead(group(headings.modules), d.headings.modules),
      videos: toSectionHead(group(headings.videos), d.headings.videos),
      faq: toHeroHead(headings.faq, d.headings.faq),
      channel: toSectionHead(group(headings.channel), d.headings.channel),
    },
  }
}

/** /cursos's texts with the counts filled in ({modulos}, {videos}, {trilhas}). */
export function coursesCopyText(course: CoursesContent) {
  const counts: Parameters<typeof fillCounts>[1] = [
    [MODULES_WORD, course.modules.length],
    [VIDEOS_WORD, allVideos(course.categories).length],
    [TRACKS_WORD, course.categories.length],
  ]
  const fill = (text: string) => fillCounts(text, counts)
  const { hero, headings } = course.copy
  return {
    hero: { ...hero, lead: `${hero.description} ${fill(hero.summary)}`.trim() },
    modules: { ...headings.modules, title: fill(headings.modules.title), lead: fill(headings.modules.lead) },
    videos: { ...headings.videos, title: fill(headings.videos.title), lead: fill(headings.videos.lead) },
    faq: headings.faq,
    channel: { ...headings.channel, title: fill(headings.channel.title), lead: fill(headings.channel.lead) },
  }
}

/** The hero and section headings of /cursos, as the seed writes them (also into a global that predates them). */
export const coursesCopySeedData = () => structuredClone(COURSES_COPY_DEFAULTS)

export const coursesSeedData = () => ({
  ...coursesCopySeedData(),
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
