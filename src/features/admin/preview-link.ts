import type { GeneratePreviewURL } from 'payload'

/** The public path of a document on the site, per collection with a preview. */
export const PREVIEW_PATHS = {
  posts: (slug: string) => `/blog/${slug}`,
  cases: (slug: string) => `/cases/${slug}`,
  'store-templates': (slug: string) => `/templates/${slug}`,
} as const

export type PreviewCollection = keyof typeof PREVIEW_PATHS

export const isPreviewCollection = (value: unknown): value is PreviewCollection =>
  typeof value === 'string' && Object.hasOwn(PREVIEW_PATHS, value)

/**
 * The admin's "preview" button: it opens /api/preview, which checks the staff session on the server,
 * turns on Next's draft mode and sends the browser to the real page showing the latest draft.
 */
export const previewButton =
  (collection: PreviewCollection): GeneratePreviewURL =>
  (doc) => {
    const slug = typeof doc.slug === 'string' ? doc.slug : ''
    if (!slug) return null
    return `/api/preview?${new URLSearchParams({ collection, slug })}`
  }
