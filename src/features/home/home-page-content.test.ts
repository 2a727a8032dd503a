import { describe, expect, it } from 'vitest'

import { missingCopy } from '@/kit/missing-copy'

import { HOME_SECTIONS } from './home-page-defaults'
import { homePageSeedData, homeSectionsSeedData, toHomePageContent } from './home-page-content'

const saved = { updatedAt: '2026-11-24T00:00:00.000Z' }
/** The section groups as a database migrated before the seed filled them has them: required texts '' and leads null. */
const migrated = Object.fromEntries(
  Object.entries(HOME_SECTIONS).map(([key, texts]) => [key, Object.fromEntries(Object.keys(texts).map((k) => [k, /lead/i.test(k) ? null : '']))]),
)

describe("the home's section headings ('Início' > Títulos das seções)", () => {
  it("reads back what the seed writes as today's headings and labels", () => {
    expect(toHomePageContent({ ...homePageSeedData(), ...saved }).sections).toEqual(HOME_SECTIONS)
    expect(HOME_SECTIONS.hero).toEqual({ eyebrow: 'Resultados em até 30 dias', cta: 'Transformar Meu Negócio', secondaryCta: 'Conhecer Nossos Cases' })
    expect(HOME_SECTIONS.contactSection.whatsappText).toBe('Fale direto com um especialista')
  })

  it("shows today's texts while the global was never saved, or its headings are empty (before the seed filled them)", () => {
    expect(toHomePageContent({}).sections).toBe(HOME_SECTIONS)
    expect(toHomePageContent({ ...saved, ...migrated }).sections).toEqual(HOME_SECTIONS)
  })

  it('shows the texts staff set, and no lead once a section was saved with its lead emptied', () => {
    const content = toHomePageContent({
      ...saved,
      ...homeSectionsSeedData(),
      servicesSection: { ...HOME_SECTIONS.servicesSection, title: 'Nossos serviços', lead: '', touchLead: '' },
      portfolioSection: { ...HOME_SECTIONS.portfolioSection, button: 'Todos os projetos' },
      hero: { ...HOME_SECTIONS.hero, cta: 'Quero crescer' },
    }).sections
    expect(content.servicesSection).toEqual({ ...HOME_SECTIONS.servicesSection, title: 'Nossos serviços', lead: '', touchLead: '' })
    expect(content.portfolioSection.button).toBe('Todos os projetos')
    expect(content.hero.cta).toBe('Quero crescer')
    // An emptied required text (the API refuses it; a direct database edit) still shows today's.
    expect(toHomePageContent({ ...saved, blogSection: { eyebrow: 'Blog', title: '', button: 'Ver mais' } }).sections.blogSection).toEqual({
      eyebrow: 'Blog',
      title: 'Conteúdo para vender mais na internet',
      button: 'Ver mais',
    })
  })

  it("the seed item fills today's texts into a global saved before they existed, keeping the cards and what staff wrote", () => {
    const before = { ...saved, values: [{ title: 'Valor' }], ...migrated, blogSection: { eyebrow: 'Artigos', title: '', button: '' } }
    const missing = missingCopy(before, homeSectionsSeedData())
    expect(missing.values).toBeUndefined()
    expect(missing.blogSection).toEqual({ eyebrow: 'Artigos', title: HOME_SECTIONS.blogSection.title, button: HOME_SECTIONS.blogSection.button })
    expect(toHomePageContent({ ...before, ...missing }).sections).toEqual({ ...HOME_SECTIONS, blogSection: { ...HOME_SECTIONS.blogSection, eyebrow: 'Artigos' } })
    expect(missingCopy({ ...saved, ...homeSectionsSeedData() }, homeSectionsSeedData())).toEqual({})
  })
})
