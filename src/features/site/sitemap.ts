import type { MetadataRoute } from 'next'

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

type Dated = { slug: string; updatedAt?: string | null }

const newest = (items: Dated[]): Date | undefined => {
  const times = items.map((item) => Date.parse(item.updatedAt ?? '')).filter(Number.isFinite)
  return times.length ? new Date(Math.max(...times)) : undefined
}

/**
 * The sitemap. Last-modified dates come from the content: each post, case and template its own; a
 * list page the newest of its items; the home page (which shows the latest posts, cases and templates)
 * the newest of them all. Pages whose content is in the code carry the date of the build.
 */
export function buildSitemap({
  siteUrl,
  posts,
  cases,
  templates,
  builtAt,
  hiddenPaths = new Set(),
}: {
  siteUrl: string
  posts: Dated[]
  cases: Dated[]
  templates: Dated[]
  builtAt: Date
  /** Fixed pages staff marked "não indexar" in "SEO das páginas". */
  hiddenPaths?: ReadonlySet<string>
}): MetadataRoute.Sitemap {
  const listDates: Record<string, Date | undefined> = {
    '/': newest([...posts, ...cases, ...templates]),
    '/blog': newest(posts),
    '/cases': newest(cases),
    '/templates': newest(templates),
  }
  const pages: MetadataRoute.Sitemap = staticPaths.filter((path) => !hiddenPaths.has(path)).map((path) => ({
    url: `${siteUrl}${path === '/' ? '' : path}`,
    lastModified: listDates[path] ?? builtAt,
    changeFrequency: path === '/' || path === '/blog' ? 'daily' : 'weekly',
    priority: path === '/' ? 1 : 0.7,
  }))
  const documents = (kind: string, items: Dated[], changeFrequency: 'weekly' | 'monthly') =>
    items.map((item) => ({
      url: `${siteUrl}/${kind}/${item.slug}`,
      lastModified: item.updatedAt ? new Date(item.updatedAt) : builtAt,
      changeFrequency,
      priority: 0.6,
    }))
  return [...pages, ...documents('templates', templates, 'weekly'), ...documents('blog', posts, 'monthly'), ...documents('cases', cases, 'monthly')]
}
