import { PageHero } from '@/ui/page-hero'

import { STORE_PAGE_DEFAULTS, type StorePageContent } from './store-page'

/** The catalogue's opening band ('Página da loja'), the same while it loads and once it is there. */
export function CatalogHero({ hero = STORE_PAGE_DEFAULTS.hero }: { hero?: StorePageContent['hero'] }) {
  return <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead} />
}
