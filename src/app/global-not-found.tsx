import './globals.css'

import type { Metadata } from 'next'
import { headers } from 'next/headers'
import type { ComponentType } from 'react'

import BlogPostNotFound from '@/app/(site)/blog/[slug]/not-found'
import CaseNotFound from '@/app/(site)/cases/[slug]/not-found'
import TemplateNotFound from '@/app/(site)/templates/not-found'
import { getPromoBanner } from '@/features/products/queries'
import { NotFoundPanel } from '@/features/site/not-found-panel'
import { redirectIfMoved } from '@/features/seo/queries'
import { getFooter, getSiteSettings } from '@/features/site/queries'
import { SiteDocument, siteMetadata, siteViewport } from '@/features/site/site-document'
import { HydrationSignal } from '@/ui/hydration-signal'

/*
 * The complete 404 page, in the HTML the server sends. The app has two root layouts (the site's and
 * Payload's admin), so Next renders this file, outside every layout, for any address no route matches.
 * A post, case or template that does not exist calls notFound() in its page, which Next answers with an
 * empty shell filled in by JavaScript; the server (server/index.mjs) then asks for this page instead and
 * says in a header which address it was, so the section's own not-found message shows here.
 * Next adds `noindex` to every 404; the server logs the address. An address in the redirects table
 * (Conteúdo › Redirecionamentos) is answered here with its redirect instead: this is the one place every
 * address without a page reaches, whichever route it falls under.
 */

type Section = { title: string; description: string; Body: ComponentType }

const sections: [prefix: string, section: Section][] = [
  ['/blog/', { title: 'Post não encontrado', description: 'O post que você está procurando não existe.', Body: BlogPostNotFound }],
  ['/cases/', { title: 'Case não encontrado', description: 'O case que você está procurando não existe.', Body: CaseNotFound }],
  [
    '/templates/',
    { title: 'Template não encontrado', description: 'O template que você está procurando não existe ou saiu do catálogo.', Body: TemplateNotFound },
  ],
]

const generic: Section = {
  title: 'Página não encontrada',
  description: 'O endereço que você acessou não existe. Veja nossos serviços, templates, blog e cases.',
  Body: NotFoundPanel,
}

const requestedPath = async () => (await headers()).get('x-site-not-found-path') ?? ''

async function currentSection(): Promise<Section> {
  const path = await requestedPath()
  return sections.find(([prefix]) => path.startsWith(prefix))?.[1] ?? generic
}

export async function generateMetadata(): Promise<Metadata> {
  const [settings, section] = await Promise.all([getSiteSettings(), currentSection()])
  // No layout above this page, so the title template does not apply: the brand is added here.
  return { ...siteMetadata(settings), title: `${section.title} | ${settings.brandName}`, description: section.description }
}

export const viewport = siteViewport

export default async function GlobalNotFound() {
  // A redirect staff made (or a renamed post, case or template left) is answered before the 404.
  const path = await requestedPath()
  if (path) await redirectIfMoved(path)
  const [settings, { Body }, banner, footer] = await Promise.all([getSiteSettings(), currentSection(), getPromoBanner(), getFooter()])
  return (
    <SiteDocument settings={settings} banner={banner} footer={footer}>
      <Body />
      <HydrationSignal />
    </SiteDocument>
  )
}
