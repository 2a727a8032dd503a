import type { CollectionConfig, GlobalConfig } from 'payload'

import { Users } from './features/accounts/users-collection'
import { DataDeletions } from './features/admin/data-deletions-collection'
import { Outbox } from './features/email/outbox-collection'
import { Leads } from '@/features/leads/quotes/leads-collection'
import { LibrasPageGlobal } from '@/features/leads/quotes/libras-page-content'
import { NewsletterSubscribers } from '@/features/leads/newsletter/newsletter-collection'
import { Media } from './features/media/media-collection'
import { FooterGlobal } from './features/site/footer-global'
import { SiteSettings } from './features/site/settings-global'
import { ChatPageGlobal, CoursesPageGlobal, EmailPageGlobal, PromotionsPageGlobal, ServiceDeskPageGlobal } from './features/products/page-globals'
import { SeedState } from './seed/seed-state-global'
import { StoreDeliverables } from '@/features/store/downloads/deliverables-collection'
import { Coupons } from '@/features/store/checkout/coupons-collection'
import { Orders } from '@/features/store/orders/orders-collection'
import { StoreTemplates } from '@/features/store/catalogue/templates-collection'
import { WebhookEvents } from '@/features/store/payments/webhook-events-collection'
import { Posts } from './features/blog/posts-collection'
import { Cases } from './features/cases/cases-collection'
import { CasesPageGlobal } from './features/cases/cases-page'
import { BlogPageGlobal } from './features/blog/blog-page'
import { StorePageGlobal } from './features/store/catalogue/store-page'
import { PageTemplates } from './features/home/page-templates-collection'
import { HomePageGlobal } from './features/home/home-page-global'
import { Testimonials } from './features/home/testimonials-collection'
import { PageSeo } from './features/seo/page-seo'
import { CacheInvalidations } from './features/shared-state/cache-invalidations-collection'
import { RateLimitCounters } from './features/shared-state/rate-limit-collection'

/**
 * Every collection and global of the CMS, in the order the admin lists them. Each feature owns its
 * collection configs; this is the one place they are registered.
 */
export const collections: CollectionConfig[] = [
  // content (blog, cases, home)
  Posts,
  Cases,
  Testimonials,
  PageTemplates,
  PageSeo,
  // store (templates for sale, orders, outbox)
  StoreTemplates,
  StoreDeliverables,
  Orders,
  Coupons,
  WebhookEvents,
  // leads (Libras quotes, newsletter)
  Leads,
  NewsletterSubscribers,
  Media,
  Outbox,
  Users,
  DataDeletions,
  // state shared by every app server (hidden from the admin)
  RateLimitCounters,
  CacheInvalidations,
]

// the product pages' copy, prices and promotions (admin group "Páginas")
export const globals: GlobalConfig[] = [
  HomePageGlobal,
  PromotionsPageGlobal,
  ChatPageGlobal,
  ServiceDeskPageGlobal,
  CasesPageGlobal,
  BlogPageGlobal,
  StorePageGlobal,
  LibrasPageGlobal,
  EmailPageGlobal,
  CoursesPageGlobal,
  FooterGlobal,
  SiteSettings,
  SeedState,
]
