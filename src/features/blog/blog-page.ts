import type { GlobalConfig } from 'payload'

import { anyone, staffOnly } from '@/features/accounts/roles'
import { revalidateTags } from '@/features/shared-state/revalidate'
import { copyField, copyGroup, type HeroCopy, heroCopyGroup, readCopy, readHero } from '@/kit/page-copy'

import { BLOG_PAGE_TAG } from './tags'

/** The fixed texts of /blog and of every post page (the posts themselves are in Conteúdo > Posts). */
export type BlogPageContent = { hero: HeroCopy; postPage: { relatedTitle: string } }

export const BLOG_PAGE_DEFAULTS: BlogPageContent = {
  hero: {
    eyebrow: 'Conteúdo',
    title: 'Blog',
    lead: 'Dicas práticas de SEO, sites, Wix Studio e marketing digital para você atrair mais clientes pela internet.',
  },
  postPage: { relatedTitle: 'Posts Relacionados' },
}

export const BlogPageGlobal: GlobalConfig = {
  slug: 'blog-page',
  label: 'Página do blog',
  admin: { group: 'Páginas' },
  access: { read: anyone, update: staffOnly },
  hooks: { afterChange: [({ req }) => revalidateTags(req, [BLOG_PAGE_TAG])] },
  fields: [
    heroCopyGroup('/blog', 'A descrição para o Google fica em Páginas > SEO das páginas.'),
    copyGroup('postPage', 'Página de cada post', [
      copyField('relatedTitle', 'Título dos posts relacionados', 'Acima dos três posts relacionados, no fim de cada post.', { maxLength: 60 }),
    ]),
  ],
}

/** The raw global to the pages' texts; an empty text reads as today's. */
export function toBlogPageContent(doc: Record<string, unknown>): BlogPageContent {
  return { hero: readHero(doc.hero, BLOG_PAGE_DEFAULTS.hero), postPage: readCopy(doc.postPage, BLOG_PAGE_DEFAULTS.postPage) }
}

export const blogPageSeedData = () => ({ hero: { ...BLOG_PAGE_DEFAULTS.hero }, postPage: { ...BLOG_PAGE_DEFAULTS.postPage } })
