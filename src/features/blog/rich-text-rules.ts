import { safeHref } from './safe-href'

/** What a Lexical link node holds: an external address, or an internal link to a document. */
export type LinkFields = {
  url?: string | null
  newTab?: boolean | null
  linkType?: 'custom' | 'internal' | string | null
  doc?: { relationTo?: string; value?: { slug?: string | null } | number | string | null } | null
}

/** Where each collection's documents live on the site. */
const publicPaths: Record<string, string> = { posts: '/blog', cases: '/cases' }

/**
 * Lexical's `internalDocToHref`: the site address of an internal link's document (a post or a case,
 * populated with its slug); '#' for anything else.
 */
export function internalDocToHref({ linkNode }: { linkNode: { fields: LinkFields } }): string {
  const doc = linkNode.fields.doc
  const slug = doc && typeof doc.value === 'object' && doc.value ? doc.value.slug : undefined
  const base = doc?.relationTo ? publicPaths[doc.relationTo] : undefined
  return slug && base ? `${base}/${encodeURIComponent(slug)}` : '#'
}

/**
 * The one rule for rich-text links, shared by the page (JSX) and the API (HTML): internal links go to the
 * document's page; other links keep only http, https, mailto and tel addresses.
 */
export function linkHref(fields: LinkFields): string {
  return fields.linkType === 'internal' ? internalDocToHref({ linkNode: { fields } }) : safeHref(fields.url)
}

/**
 * A link that opens in a new tab does so without giving the new page access to this one. (The other shared
 * rule: list items carry no `value` attribute, which HTML allows only inside <ol>; browsers number ordered
 * lists by themselves.)
 */
export const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const

