import { seoPlugin } from '@payloadcms/plugin-seo'
import type { CheckboxField, Plugin } from 'payload'

import { env } from '@/lib/env'

import { clampDescription, isSeoCollection, SEO_COLLECTIONS, SEO_DEFAULTS } from './document-defaults'
import { FIXED_PAGES, isFixedPath, PAGE_SEO_SLUG } from './page-seo'

/** The "don't index" switch, inside the SEO group beside the plugin's fields. */
export const noIndexField: CheckboxField = {
  name: 'noIndex',
  type: 'checkbox',
  label: 'Não indexar',
  defaultValue: false,
  admin: {
    description:
      'Marcado: a página continua no ar, mas pede aos buscadores que não a mostrem (noindex) e sai do sitemap.',
  },
}

async function brandName(req: { payload: { findGlobal: (args: { slug: 'site-settings'; depth: 0 }) => Promise<{ brandName?: string | null }> } }) {
  try {
    const settings = await req.payload.findGlobal({ slug: 'site-settings', depth: 0 })
    return settings.brandName?.trim() || env.BRAND_NAME
  } catch {
    return env.BRAND_NAME
  }
}

const slugOf = (doc: Record<string, unknown>) => (typeof doc.slug === 'string' ? doc.slug : '')

type Args = { doc: Record<string, unknown>; collectionConfig?: { slug: string }; req: Parameters<typeof brandName>[0] }

/** The fixed page a "SEO das páginas" document describes, if that is what the plugin is filling. */
const fixedPageOf = (doc: Record<string, unknown>, slug: string | undefined) =>
  slug === PAGE_SEO_SLUG && isFixedPath(doc?.path) ? { path: doc.path, ...FIXED_PAGES[doc.path] } : null

/** "Gerar" of the title: the page's default title with the brand, as Google shows it today. */
export async function generateSeoTitle({ doc, collectionConfig, req }: Args): Promise<string> {
  const slug = collectionConfig?.slug
  const fixed = fixedPageOf(doc, slug)
  if (fixed) return `${fixed.title} | ${await brandName(req)}`
  if (!isSeoCollection(slug)) return ''
  const title = SEO_DEFAULTS[slug].title(doc ?? {})
  return title ? `${title} | ${await brandName(req)}` : ''
}

/** "Gerar" of the description: the document's summary, cut near 155 characters. */
export function generateSeoDescription({ doc, collectionConfig }: Omit<Args, 'req'>): string {
  const slug = collectionConfig?.slug
  const fixed = fixedPageOf(doc, slug)
  if (fixed) return fixed.description
  return isSeoCollection(slug) ? clampDescription(SEO_DEFAULTS[slug].description(doc ?? {})) : ''
}

/** "Gerar" of the image: the document's cover. */
export function generateSeoImage({ doc, collectionConfig }: Omit<Args, 'req'>): number | string {
  const slug = collectionConfig?.slug
  if (!isSeoCollection(slug)) return ''
  const value = doc?.[SEO_DEFAULTS[slug].imageField]
  if (value && typeof value === 'object' && 'id' in value) return (value as { id: number | string }).id
  return typeof value === 'number' || typeof value === 'string' ? value : ''
}

/** The address shown in the plugin's search-result preview. */
export function generateSeoURL({ doc, collectionConfig }: Omit<Args, 'req'>): string {
  const slug = collectionConfig?.slug
  const fixed = fixedPageOf(doc, slug)
  if (fixed) return `${env.SITE_URL}${fixed.path === '/' ? '' : fixed.path}`
  const docSlug = slugOf(doc ?? {})
  return isSeoCollection(slug) && docSlug ? `${env.SITE_URL}${SEO_DEFAULTS[slug].path(docSlug)}` : env.SITE_URL
}

/**
 * @payloadcms/plugin-seo on every collection with a public page, and on "SEO das páginas" (the fixed
 * pages: home, lists, product pages): a `meta` group (title, description,
 * share image, preview) plus the "Não indexar" switch. The "Gerar" buttons fill each field from the
 * document the way its page does when the field is empty (the title as Google shows it, brand included).
 */
export function siteSeoPlugin(): Plugin {
  return seoPlugin({
    collections: [...SEO_COLLECTIONS, PAGE_SEO_SLUG],
    uploadsCollection: 'media',
    tabbedUI: false,
    fields: ({ defaultFields }) => [...defaultFields, noIndexField],
    generateTitle: generateSeoTitle,
    generateDescription: generateSeoDescription,
    generateImage: generateSeoImage,
    generateURL: generateSeoURL,
  })
}
