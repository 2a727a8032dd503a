import type { Plugin } from 'payload'

import { isSeoCollection } from './document-defaults'
import { siteRedirectsPlugin } from './redirects-plugin'
import { siteSeoPlugin } from './seo-plugin'
import { slugRedirectHook } from './slug-redirects'

/** Renamed documents leave a redirect behind: the hook on every collection with a public page. */
const slugRedirects: Plugin = (config) => ({
  ...config,
  collections: (config.collections ?? []).map((collection) =>
    isSeoCollection(collection.slug)
      ? { ...collection, hooks: { ...collection.hooks, afterChange: [...(collection.hooks?.afterChange ?? []), slugRedirectHook] } }
      : collection,
  ),
})

/** What search engines see: SEO fields and "não indexar" on each public document, redirects, renames. */
export const searchEnginePlugins = (): Plugin[] => [siteSeoPlugin(), siteRedirectsPlugin(), slugRedirects]
