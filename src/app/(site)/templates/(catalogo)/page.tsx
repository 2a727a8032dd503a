import type { Metadata } from 'next'

import { categoriesOf } from '@/features/store/filters'
import { listStoreTemplates } from '@/features/store/queries'
import { TemplateCatalog } from '@/features/store/template-catalog'
import { env } from '@/lib/env'
import { breadcrumbJsonLd, JsonLd } from '@/lib/json-ld'
import { buildMetadata } from '@/lib/seo'
import { PageHero } from '@/ui/page-hero'

export const metadata: Metadata = buildMetadata({
  title: 'Templates de sites',
  description: 'Sites prontos, profissionais e otimizados para SEO. Escolha, compre e publique ainda hoje.',
  path: '/templates',
})

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? ''

export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams
  const templates = await listStoreTemplates()
  const cards = templates.map(({ slug, title, description, category, difficulty, tags, price, originalPrice, pages, card }) => ({
    slug,
    title,
    description,
    category,
    difficulty,
    tags,
    price,
    originalPrice,
    pages,
    card,
  }))
  return (
    <>
      <PageHero
        eyebrow="Loja de templates"
        title="Templates de Sites"
        lead="Sites prontos, profissionais e otimizados para SEO. Escolha, compre e publique ainda hoje."
      />
      <section className="container-page py-12" aria-label="Catálogo de templates">
        <TemplateCatalog
          templates={cards}
          categories={categoriesOf(templates)}
          initialQuery={first(params.q).slice(0, 100)}
          initialCategory={first(params.categoria).slice(0, 60) || 'Todos'}
        />
      </section>
      <JsonLd
        data={breadcrumbJsonLd(env.SITE_URL, [
          { name: 'Início', path: '/' },
          { name: 'Templates', path: '/templates' },
        ])}
      />
    </>
  )
}
