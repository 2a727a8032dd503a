import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { missingCopy } from '@/kit/missing-copy'

import { courseFaq, courseModules, videoCategories } from './course-data'
import {
  chatPlanCopySeedData,
  chatSeedData,
  coursesCopySeedData,
  coursesCopyText,
  coursesSeedData,
  emailSeedData,
  minUsersNote,
  promotionsSeedData,
  serviceDeskCopySeedData,
  serviceDeskSeedData,
  toChatContent,
  toCoursesContent,
  toEmailContent,
  toPromotionsContent,
  toServiceDeskContent,
} from './page-content'
import { CHAT_DEFAULTS, COURSES_COPY_DEFAULTS, PROMOTIONS_DEFAULTS, SERVICE_DESK_DEFAULTS } from './page-defaults'
import { ChatPageGlobal, CoursesPageGlobal } from './page-globals'

const savedAt = { updatedAt: '2026-11-24T00:00:00.000Z' }
const courses = (doc: Record<string, unknown>) => toCoursesContent({ ...coursesSeedData(), ...savedAt, ...doc }, (url) => url)

describe("heroes, section headings and buttons: today's texts from the seed", () => {
  it('/cursos: hero, counted titles, leads and the channel band as they were written in the page', () => {
    const copy = coursesCopyText(courses({}))
    const modules = courseModules.length
    const videos = videoCategories.reduce((total, c) => total + c.videos.length, 0)
    expect(copy.hero).toMatchObject({ eyebrow: 'Gratuito', title: 'Cursos', channelCta: 'Inscrever-se no canal', videosCta: 'Ver os vídeos' })
    expect(copy.hero.lead).toBe(`Aprenda a criar e divulgar seu site com aulas em vídeo, do primeiro passo ao e-commerce. ${modules} módulos e ${videos} vídeos em ${videoCategories.length} trilhas.`)
    expect(copy.modules).toEqual({ eyebrow: 'Curso completo', title: `${modules} módulos, do zero ao site vendendo`, lead: 'Um módulo novo a cada 2 semanas. Inscreva-se no canal para assistir na estreia.' })
    expect(copy.videos).toEqual({ eyebrow: 'Já no canal', title: `${videos} vídeos para começar hoje`, lead: 'Aulas curtas e práticas, organizadas por nível e assunto.' })
    expect(copy.faq).toEqual({ eyebrow: 'Dúvidas', title: 'Perguntas frequentes' })
    expect(copy.channel.lead).toBe(`Os ${videos} vídeos já estão no canal, e cada módulo novo estreia lá a cada 2 semanas. Ative o sino para não perder.`)
    expect(toCoursesContent({}, (url) => url)).toEqual({ modules: courseModules, categories: videoCategories, faq: courseFaq, copy: COURSES_COPY_DEFAULTS })
  })

  it('/central-atendimento, /promocoes and the chat plan card read back as today', () => {
    expect(toServiceDeskContent({ ...serviceDeskSeedData(), ...savedAt })).toEqual(SERVICE_DESK_DEFAULTS)
    expect(toPromotionsContent({ ...promotionsSeedData(), ...savedAt })).toEqual(PROMOTIONS_DEFAULTS)
    const chat = toChatContent({ ...chatSeedData(), ...savedAt })
    expect(chat).toEqual(CHAT_DEFAULTS)
    expect(minUsersNote(chat)).toBe('Mínimo de 5 usuários. Usuários extras sob consulta.')
    expect(chat.plan.cta).toBe('Contratar pelo WhatsApp')
    expect(toEmailContent({ ...emailSeedData(), ...savedAt }).contact.eyebrow).toBe('Contato')
  })
})

describe("an empty text (a global saved before these fields: the migration leaves '') reads as today's", () => {
  it('on every page', () => {
    const empty = { eyebrow: '', title: '', lead: null }
    const course = courses({ hero: { eyebrow: '', title: '', description: '', summary: '', channelCta: '', videosCta: '' }, headings: { modules: empty, videos: empty, faq: empty, channel: empty } })
    expect(course.copy).toEqual(COURSES_COPY_DEFAULTS)
    const desk = toServiceDeskContent({ ...serviceDeskSeedData(), ...savedAt, hero: { eyebrow: '', title: '', cta: '', secondaryCta: '' }, panelsEyebrow: '', plansSection: { eyebrow: '', title: '' }, contactEyebrow: '', contactCta: '' })
    expect(desk).toEqual(SERVICE_DESK_DEFAULTS)
    expect(toPromotionsContent({ ...promotionsSeedData(), ...savedAt, hero: { eyebrow: '', title: '' }, askCta: '', emptyText: '' })).toEqual(PROMOTIONS_DEFAULTS)
    const chat = toChatContent({ ...chatSeedData(), ...savedAt, planMinUsersNote: '', planCta: '', contact: { ...CHAT_DEFAULTS.contact, eyebrow: '' } })
    expect(chat.plan).toEqual(CHAT_DEFAULTS.plan)
    expect(chat.contact.eyebrow).toBe('Contato')
  })
})

describe('a text staff set shows as they wrote it', () => {
  it('with the counts filled in where it has placeholders', () => {
    const copy = coursesCopyText(
      courses({
        modules: courseModules.slice(0, 1).map((m) => ({ title: m.titulo, description: m.desc })),
        hero: { ...COURSES_COPY_DEFAULTS.hero, eyebrow: 'Grátis', summary: 'São {trilhas}.' },
        headings: { ...COURSES_COPY_DEFAULTS.headings, modules: { eyebrow: 'Curso', title: 'O curso em {modulos}', lead: '' }, faq: { eyebrow: 'FAQ', title: 'Dúvidas comuns' } },
      }),
    )
    expect(copy.hero.eyebrow).toBe('Grátis')
    expect(copy.hero.lead).toBe(`${COURSES_COPY_DEFAULTS.hero.description} São ${videoCategories.length} trilhas.`)
    expect(copy.modules).toEqual({ eyebrow: 'Curso', title: 'O curso em 1 módulo', lead: '' })
    expect(copy.faq).toEqual({ eyebrow: 'FAQ', title: 'Dúvidas comuns' })

    const desk = toServiceDeskContent({ ...serviceDeskSeedData(), ...savedAt, hero: { eyebrow: 'Atendimento', title: 'Central', cta: 'Quero ver', secondaryCta: 'Preços' }, plansSection: { eyebrow: 'Preço', title: 'Um plano só' } })
    expect(desk.hero).toEqual({ eyebrow: 'Atendimento', title: 'Central', cta: 'Quero ver', secondaryCta: 'Preços' })
    expect(desk.plansSection).toEqual({ eyebrow: 'Preço', title: 'Um plano só' })

    const promos = toPromotionsContent({ ...promotionsSeedData(), ...savedAt, hero: { eyebrow: 'Descontos', title: 'Ofertas da semana' }, askCta: 'Quero o desconto' })
    expect([promos.hero.title, promos.askCta]).toEqual(['Ofertas da semana', 'Quero o desconto'])

    const chat = toChatContent({ ...chatSeedData(), ...savedAt, minUsers: 1, planMinUsersNote: 'A partir de {usuarios}.', planCta: 'Assinar' })
    expect(minUsersNote(chat)).toBe('A partir de 1 usuário.')
    expect(chat.plan.cta).toBe('Assinar')
  })

  it('the upgrade seed items fill only what an older global lacks', () => {
    const desk = { ...serviceDeskSeedData(), hero: { eyebrow: '', title: 'Minha central', cta: '', secondaryCta: '' }, panelsEyebrow: '', plansSection: { eyebrow: '', title: '' }, contactEyebrow: '', contactCta: '' }
    const missing = missingCopy(desk, serviceDeskCopySeedData()) as { hero: Record<string, string> }
    expect(missing.hero).toEqual({ ...SERVICE_DESK_DEFAULTS.hero, title: 'Minha central' })
    expect(missingCopy(serviceDeskSeedData(), serviceDeskCopySeedData())).toEqual({})
    expect(missingCopy({ planMinUsersNote: '', planCta: 'Assinar' }, chatPlanCopySeedData())).toEqual({ planMinUsersNote: CHAT_DEFAULTS.plan.minUsersNote })
    expect(missingCopy(coursesSeedData(), coursesCopySeedData())).toEqual({})
  })
})

/** A field of a global by its path of names (rows, tabs and collapsibles have none and are looked through). */
function fieldAt(fields: Field[], path: string[]): { validate?: (value: unknown, options: unknown) => unknown; admin?: { description?: unknown } } {
  const all = (list: Field[]): Field[] =>
    list.flatMap((f) => ('name' in f ? [f] : 'tabs' in f ? f.tabs.flatMap((t) => all(t.fields)) : 'fields' in f ? all(f.fields) : []))
  const [head, ...rest] = path
  const found = all(fields).find((f) => 'name' in f && f.name === head)!
  return rest.length ? fieldAt((found as { fields: Field[] }).fields, rest) : (found as never)
}

describe('texts whose number is essential keep their placeholder (refused in Portuguese)', () => {
  const options = { required: true, req: { payload: { config: {} }, t: (key: string) => key } }

  it("the chat plan's minimum-users note needs {usuarios}", () => {
    const note = fieldAt(ChatPageGlobal.fields, ['planMinUsersNote'])
    expect(note.validate!('Mínimo de {usuarios}. Usuários extras sob consulta.', options)).toBe(true)
    expect(note.validate!('Mínimo de 5 usuários. Usuários extras sob consulta.', options)).toBe('Mantenha {usuarios} no texto: no site ele vira o número com a palavra, por exemplo "5 usuários" ou "1 usuário".')
    expect(note.admin?.description).toContain('{usuarios} vira, por exemplo, "5 usuários"')
  })

  it("the courses' modules and videos titles need {modulos} and {videos}", () => {
    const modules = fieldAt(CoursesPageGlobal.fields, ['headings', 'modules', 'title'])
    const videos = fieldAt(CoursesPageGlobal.fields, ['headings', 'videos', 'title'])
    expect(modules.validate!('{modulos}, do zero ao site vendendo', options)).toBe(true)
    expect(modules.validate!('8 módulos, do zero ao site vendendo', options)).toMatch(/^Mantenha \{modulos\} no texto/)
    expect(videos.validate!('12 vídeos para começar hoje', options)).toMatch(/^Mantenha \{videos\} no texto/)
  })
})
