import { describe, expect, it } from 'vitest'

import { FIXED_PAGES } from '@/features/seo/page-seo'

import { STORE_PAGE_DEFAULTS, storePageSeedData, toStorePageContent } from './store-page'

describe("the 'Página da loja' global", () => {
  it("reads today's catalogue heading while empty, and back from the seed", () => {
    expect(toStorePageContent({})).toEqual({
      hero: { eyebrow: 'Loja de templates', title: 'Templates de Sites', lead: 'Sites prontos, profissionais e otimizados para SEO. Escolha, compre e publique ainda hoje.' },
    })
    expect(toStorePageContent({ hero: { eyebrow: '', title: '', lead: null } })).toEqual(STORE_PAGE_DEFAULTS)
    expect(toStorePageContent(storePageSeedData())).toEqual(STORE_PAGE_DEFAULTS)
  })

  it('reads the texts staff set; an emptied lead leaves the heading without one', () => {
    expect(toStorePageContent({ hero: { eyebrow: 'Loja', title: 'Modelos de sites', lead: '' } }).hero).toEqual({ eyebrow: 'Loja', title: 'Modelos de sites', lead: '' })
  })

  it("starts with the same lead as the catalogue's description for Google (SEO das páginas)", () => {
    expect(STORE_PAGE_DEFAULTS.hero.lead).toBe(FIXED_PAGES['/templates'].description)
  })
})
