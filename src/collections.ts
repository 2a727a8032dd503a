import type { CollectionConfig, GlobalConfig } from 'payload'

import { Users } from './features/accounts/users-collection'
import { Outbox } from './features/email/outbox-collection'
import { Media } from './features/media/media-collection'
import { SiteSettings } from './features/site/settings-global'
import { SeedState } from './seed/seed-state-global'

/**
 * Every collection and global of the CMS, in the order the admin lists them. Each feature owns its
 * collection configs; this is the one place they are registered.
 */
export const collections: CollectionConfig[] = [
  // content (blog, cases, home)
  // store (templates for sale, orders, outbox)
  // leads (Libras quotes, newsletter)
  Media,
  Outbox,
  Users,
]

export const globals: GlobalConfig[] = [SiteSettings, SeedState]
