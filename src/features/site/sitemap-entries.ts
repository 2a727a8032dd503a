import 'server-only'

import type { MetadataRoute } from 'next'

import { listStoreTemplates } from '@/features/store/queries'
import { getAllPosts } from '@/features/blog/queries'
import { getAllCases } from '@/features/cases/queries'
import { env } from '@/lib/env'

/** Public, indexable pages with fixed addresses (noindex pages are left out on purpose). */
export const staticPaths = [
  '/',
  '/blog',
  '/cases',
  '/templates',
  '/email-corporativo',
  '/cursos',
  '/chat-whatsapp',
  '/central-atendimento',
  '/promocoes',
  '/privacidade',
] as const

/** Every public page for /sitemap.xml. Features with documents (posts, cases, templates) add theirs here. */
export async function sitemapEntries(now: Date = new Date()): Promise<MetadataRoute.Sitemap> {
  const pages: MetadataRoute.Sitemap = staticPaths.map((path) => ({
    url: `${env.SITE_URL}${path === '/' ? '' : path}`,
    lastModified: now,
    changeFrequency: path === '/' || path === '/blog' ? 'daily' : 'weekly',
    priority: path === '/' ? 1 : 0.7,
  }))
  // store: templates for sale
  const templates = (await listStoreTemplates()).map((t) => ({
    url: `${env.SITE_URL}/templates/${t.slug}`,
    lastModified: new Date(t.updatedAt),
    changeFrequency: 'weekly' as const,
    priority: 0.6,
  }))
  // content: blog posts and cases
  const [posts, cases] = await Promise.all([getAllPosts(), getAllCases()])
  const content = [
    ...posts.map((p) => ({ url: `${env.SITE_URL}/blog/${p.slug}`, lastModified: new Date(p.updatedAt), changeFrequency: 'monthly' as const, priority: 0.6 })),
    ...cases.map((c) => ({ url: `${env.SITE_URL}/cases/${c.slug}`, lastModified: new Date(c.updatedAt), changeFrequency: 'monthly' as const, priority: 0.6 })),
  ]
  return [...pages, ...templates, ...content]
}
