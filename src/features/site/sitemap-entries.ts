import 'server-only'

import type { MetadataRoute } from 'next'

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
  return staticPaths.map((path) => ({
    url: `${env.SITE_URL}${path === '/' ? '' : path}`,
    lastModified: now,
    changeFrequency: path === '/' || path === '/blog' ? 'daily' : 'weekly',
    priority: path === '/' ? 1 : 0.7,
  }))
}
