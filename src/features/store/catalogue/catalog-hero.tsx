import { PageHero } from '@/ui/page-hero'

export const CATALOG_LEAD = 'Sites prontos, profissionais e otimizados para SEO. Escolha, compre e publique ainda hoje.'

/** The catalogue's opening band, the same while it loads and once it is there. */
export function CatalogHero() {
  return <PageHero eyebrow="Loja de templates" title="Templates de Sites" lead={CATALOG_LEAD} />
}
