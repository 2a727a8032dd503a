import type { Metadata } from 'next'

import { BlogExplorer } from '@/features/blog/components/blog-explorer'
import { blogJsonLd } from '@/features/blog/json-ld'
import { getCategories, getLatestPosts, searchBlog } from '@/features/blog/queries'
import { BLOG_PAGE_SIZE, parsePositiveInt } from '@/features/blog/search'
import { normalizeCategory } from '@/features/blog/categories'
import { getSiteSettings } from '@/features/site/queries'
import { env } from '@/lib/env'
import { JsonLd } from '@/lib/json-ld'
import { buildMetadata } from '@/lib/seo'
import { PageHero } from '@/ui/page-hero'

const description = 'Dicas práticas de SEO, sites, Wix Studio e marketing digital para você atrair mais clientes pela internet.'

export const metadata: Metadata = {
  ...buildMetadata({ title: 'Blog', description, path: '/blog' }),
  alternates: { canonical: `${env.SITE_URL}/blog`, types: { 'application/rss+xml': `${env.SITE_URL}/blog/rss.xml` } },
}

type Search = { q?: string | string[]; categoria?: string | string[]; pagina?: string | string[] }
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? ''

export default async function BlogPage({ searchParams }: { searchParams: Promise<Search> }) {
  const params = await searchParams
  const q = first(params.q).trim().slice(0, 200)
  const category = normalizeCategory(first(params.categoria).slice(0, 100))
  const page = Math.min(parsePositiveInt(first(params.pagina)) ?? 1, 50)
  const [{ items, total }, { total: allTotal, categories }, settings, latest] = await Promise.all([
    // Every page up to `pagina`, so that a shared address shows what its sender saw.
    searchBlog({ q, category: category || undefined, page: 1, pageSize: page * BLOG_PAGE_SIZE }),
    getCategories(),
    getSiteSettings(),
    getLatestPosts(BLOG_PAGE_SIZE),
  ])
  return (
    <>
      <PageHero eyebrow="Conteúdo" title="Blog" lead={description} />
      <section className="container-page py-12 sm:py-16" aria-label="Posts do blog">
        <BlogExplorer
          key={`${q}|${category}|${page}`}
          initial={{ q, category, page: Math.max(1, Math.ceil(items.length / BLOG_PAGE_SIZE)), items, total }}
          categories={categories}
          allTotal={allTotal}
        />
      </section>
      <JsonLd data={blogJsonLd(env.SITE_URL, settings.brandName, latest)} />
    </>
  )
}
