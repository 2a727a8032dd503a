import '../globals.css'

import type { Metadata, Viewport } from 'next'
import type React from 'react'

import { ConsentBanner } from '@/features/leads/consent-banner'
import { getSiteSettings } from '@/features/site/queries'
import { SiteFooter } from '@/features/site/site-footer'
import { SiteHeader } from '@/features/site/site-header'
import { env } from '@/lib/env'
import { JsonLd, organizationJsonLd, websiteJsonLd } from '@/lib/json-ld'


export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSiteSettings()
  return {
    metadataBase: new URL(env.SITE_URL),
    title: { template: `%s | ${settings.brandName}`, default: settings.brandName },
    applicationName: settings.brandName,
    formatDetection: { telephone: false },
  }
}

export const viewport: Viewport = {
  themeColor: '#27146e',
  width: 'device-width',
  initialScale: 1,
}

export default async function SiteLayout({ children }: { children: React.ReactNode }) {
  const settings = await getSiteSettings()
  return (
    <html lang="pt-BR">
      <body className="flex min-h-dvh flex-col">
        <a
          href="#conteudo"
          className="sr-only z-50 rounded-md bg-white px-4 py-3 font-semibold text-brand-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Pular para o conteúdo
        </a>
        <SiteHeader settings={settings} />
        <main id="conteudo" className="flex-1">
          {children}
        </main>
        <SiteFooter settings={settings} />
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
