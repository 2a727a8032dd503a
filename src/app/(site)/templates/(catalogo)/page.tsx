import type { Metadata } from 'next'

import { pageMetadata } from '@/features/seo/page-metadata'
import { CatalogHero } from '@/features/store/catalogue/catalog-hero'
import { catalogCheckoutNotice } from '@/features/store/checkout/checkout-messages'
import { categoriesOf, filterTemplates } from '@/features/store/catalogue/filters'
import { getStorePage, listStoreTemplates } from '@/features/store/queries'
import { TemplateCard } from '@/features/store/catalogue/template-card'
import { TemplateCatalog } from '@/features/store/catalogue/template-catalog'
import { env } from '@/lib/env'
import { breadcrumbJsonLd, JsonLd } from '@/lib/json-ld'

export const generateMetadata = (): Promise<Metadata> => pageMetadata('/templates')

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? ''

export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams
  const [templates, { hero }] = await Promise.all([listStoreTemplates(), getStorePage()])
  const notice = catalogCheckoutNotice(first(params.compra))
  const initialQuery = first(params.q).slice(0, 100)
  const initialCategory = first(params.categoria).slice(0, 60) || 'Todos'
  // The first card the visitor sees gets its image first.
  const firstShown = filterTemplates(templates, initialQuery, initialCategory)[0]?.slug
  const entries = templates.map((t) => ({
    slug: t.slug,
    title: t.title,
    description: t.description,
    category: t.category,
    tags: t.tags,
    card: <TemplateCard template={t} priority={t.slug === firstShown} />,
  }))
  return (
    <>
      <CatalogHero hero={hero} />
      <section className="container-page py-12" aria-label="Catálogo de templates">
        {notice && (
          <p role="alert" className="mb-8 rounded-md border border-red-200 bg-red-50 p-4 text-danger-600">
            {notice}
          </p>
        )}
        <TemplateCatalog
          templates={entries}
          categories={categoriesOf(templates)}
          initialQuery={initialQuery}
          initialCategory={initialCategory}
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
