import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'

import { ConsentBanner } from '@/features/site/consent-banner'
import { env } from '@/lib/env'
import { JsonLd, organizationJsonLd, websiteJsonLd } from '@/lib/json-ld'

import type { SiteSettings } from './queries'
import type { FooterContent } from './footer-content'
import { SiteFooter } from './site-footer'
import { SiteHeader, type PromoBanner } from './site-header'

export const siteViewport: Viewport = {
  themeColor: '#27146e',
  width: 'device-width',
  initialScale: 1,
}

/** Metadata every public page shares: the title template and the site's name. */
export function siteMetadata(settings: SiteSettings): Metadata {
  return {
    metadataBase: new URL(env.SITE_URL),
    title: { template: `%s | ${settings.brandName}`, default: settings.brandName },
    applicationName: settings.brandName,
    formatDetection: { telephone: false },
  }
}

/**
 * The whole public document: skip link, header, the page in <main>, footer, cookie notice and the
 * Organization and WebSite JSON-LD. Used by the site's layout and by the global 404 page, which Next
 * renders outside every layout. `banner` is the promotions strip, shown only while a promotion runs.
 */
export function SiteDocument({
  settings,
  banner,
  footer,
  children,
}: {
  settings: SiteSettings
  banner: PromoBanner | null
  footer: FooterContent
  children: ReactNode
}) {
  return (
    <html lang="pt-BR">
      <body className="flex min-h-dvh flex-col">
        <a
          href="#conteudo"
          className="sr-only z-50 rounded-md bg-white px-4 py-3 font-semibold text-brand-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Pular para o conteúdo
        </a>
        <SiteHeader settings={settings} banner={banner} />
        <main id="conteudo" className="flex-1">
          {children}
        </main>
        <SiteFooter settings={settings} footer={footer} />
        <ConsentBanner />
        <JsonLd
          data={[
            organizationJsonLd({
              name: settings.brandName,
              url: env.SITE_URL,
              logo: `${env.SITE_URL}/logo.png`,
              email: settings.contactEmail,
              phone: settings.phone,
              city: settings.city,
              sameAs: settings.social.map((link) => link.href),
            }),
            websiteJsonLd({ name: settings.brandName, url: env.SITE_URL }),
          ]}
        />
      </body>
    </html>
  )
}
