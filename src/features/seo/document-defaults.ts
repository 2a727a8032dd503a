/**
 * What a document shows search engines when its SEO fields are empty: the same title, description, share
 * image and address its page uses today. One entry per collection with a public page; the SEO plugin's
 * "generate" buttons fill the fields from these, so a staff member starts from what Google sees now.
 * A new collection with pages (e.g. a Pages collection) adds its entry here and to SEO_COLLECTIONS.
 */
type Doc = Record<string, unknown>

export type SeoDefaults = {
  /** The page's title before the layout appends ' | <marca>'. */
  title: (doc: Doc) => string
  description: (doc: Doc) => string
  /** The upload field holding the default share image. */
  imageField: string
  /** The document's public path. */
  path: (slug: string) => string
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

export const SEO_DEFAULTS = {
  posts: {
    title: (doc) => text(doc.title),
    description: (doc) => text(doc.excerpt),
    imageField: 'coverImage',
    path: (slug) => `/blog/${slug}`,
  },
  cases: {
    title: (doc) => `${text(doc.title)} | Case ${text(doc.client)}`,
    description: (doc) => text(doc.excerpt),
    imageField: 'coverImage',
    path: (slug) => `/cases/${slug}`,
  },
  'store-templates': {
    title: (doc) => `Template ${text(doc.title)}`,
    description: (doc) => text(doc.description),
    imageField: 'cover',
    path: (slug) => `/templates/${slug}`,
  },
} satisfies Record<string, SeoDefaults>

export type SeoCollection = keyof typeof SEO_DEFAULTS
export const SEO_COLLECTIONS = Object.keys(SEO_DEFAULTS) as SeoCollection[]

export const isSeoCollection = (value: unknown): value is SeoCollection =>
  typeof value === 'string' && Object.hasOwn(SEO_DEFAULTS, value)

/** Google shows about 155 characters of a description: a generated one is cut at a word near that. */
export function clampDescription(value: string, max = 155): string {
  if (value.length <= max) return value
  const cut = value.slice(0, max - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > 80 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`
}
