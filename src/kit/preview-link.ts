import type { GeneratePreviewURL, RootLivePreviewConfig } from 'payload'

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

/**
 * Payload's live preview on every document with a page: the admin shows the real page in an iframe at
 * phone, tablet and desktop widths. The iframe opens /api/preview (staff session checked on the server,
 * draft mode on), so it renders the latest draft exactly as the page does; the page's preview bar
 * refreshes it each time the document is saved (live-preview-refresh.tsx). Visitors never see drafts.
 */
export function livePreviewConfig(siteUrl: string): RootLivePreviewConfig {
  return {
    collections: Object.keys(PREVIEW_PATHS),
    breakpoints: [
      { name: 'celular', label: 'Celular', width: 375, height: 667 },
      { name: 'tablet', label: 'Tablet', width: 768, height: 1024 },
      { name: 'desktop', label: 'Desktop', width: 1280, height: 800 },
    ],
    url: ({ data, collectionConfig }) => {
      const collection = collectionConfig?.slug
      const slug = typeof data?.slug === 'string' ? data.slug : ''
      if (!isPreviewCollection(collection) || !slug) return null
      return `${siteUrl}/api/preview?${new URLSearchParams({ collection, slug })}`
    },
  }
}
