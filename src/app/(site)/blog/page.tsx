import type { Metadata } from 'next'

import { blogEntries } from '@/features/blog/components/blog-cards'
import { BlogExplorer } from '@/features/blog/components/blog-explorer'
import { blogJsonLd } from '@/features/blog/json-ld'
import { getBlogPage, getCategories, getLatestPosts, searchBlog } from '@/features/blog/queries'
import { readBlogQuery } from '@/features/blog/blog-url'
import { BLOG_PAGE_SIZE } from '@/features/blog/search'
import { pageMetadata } from '@/features/seo/page-metadata'
import { getSiteSettings } from '@/features/site/queries'
import { env } from '@/lib/env'
import { JsonLd } from '@/lib/json-ld'
import { PageHero } from '@/ui/page-hero'

export async function generateMetadata(): Promise<Metadata> {
  const metadata = await pageMetadata('/blog')
  return { ...metadata, alternates: { ...metadata.alternates, types: { 'application/rss+xml': `${env.SITE_URL}/blog/rss.xml` } } }
}

type Search = Record<string, string | string[] | undefined>

export default async function BlogPage({ searchParams }: { searchParams: Promise<Search> }) {
  const params = await searchParams
  const { q, category, page } = readBlogQuery({ get: (name) => [params[name]].flat()[0] ?? null })
  const [{ items, total }, { total: allTotal, categories }, settings, latest, { hero }] = await Promise.all([
    // Every page up to `pagina`, so that a shared address shows what its sender saw.
    searchBlog({ q, category: category || undefined, page: 1, pageSize: page * BLOG_PAGE_SIZE }),
    getCategories(),
    getSiteSettings(),
    getLatestPosts(BLOG_PAGE_SIZE),
    getBlogPage(),
  ])
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead} />
      <section className="container-page py-12 sm:py-16" aria-label="Posts do blog">
        <BlogExplorer list={{ q, category, page, total, entries: blogEntries(items) }} categories={categories} allTotal={allTotal} />
      </section>
      <JsonLd data={blogJsonLd(env.SITE_URL, settings.brandName, latest)} />
    </>
  )
}
