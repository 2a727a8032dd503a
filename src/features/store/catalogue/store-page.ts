import type { GlobalConfig } from 'payload'

import { anyone, staffOnly } from '@/features/accounts/roles'
import { revalidateTags } from '@/features/shared-state/revalidate'
import { type HeroCopy, heroCopyGroup, readHero } from '@/kit/page-copy'

import { STORE_PAGE_TAG } from '../tags'

/** The fixed texts of the template catalogue (/templates); the templates are in Loja > Templates. */
export type StorePageContent = { hero: HeroCopy }

export const STORE_PAGE_DEFAULTS: StorePageContent = {
  hero: {
    eyebrow: 'Loja de templates',
    title: 'Templates de Sites',
    lead: 'Sites prontos, profissionais e otimizados para SEO. Escolha, compre e publique ainda hoje.',
  },
}

export const StorePageGlobal: GlobalConfig = {
  slug: 'store-page',
  label: 'Página da loja',
  admin: { group: 'Páginas' },
  access: { read: anyone, update: staffOnly },
  hooks: { afterChange: [({ req }) => revalidateTags(req, [STORE_PAGE_TAG])] },
  fields: [heroCopyGroup('/templates', 'A descrição para o Google fica em Páginas > SEO das páginas.')],
}

/** The raw global to the catalogue's texts; an empty text reads as today's. */
export const toStorePageContent = (doc: Record<string, unknown>): StorePageContent => ({ hero: readHero(doc.hero, STORE_PAGE_DEFAULTS.hero) })

export const storePageSeedData = () => ({ hero: { ...STORE_PAGE_DEFAULTS.hero } })
