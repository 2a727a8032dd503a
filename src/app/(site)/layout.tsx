import '../globals.css'

import type { Metadata } from 'next'
import type React from 'react'

import { getPromoBanner } from '@/features/products/queries'
import { getFooter, getSiteSettings } from '@/features/site/queries'
import { SiteDocument, siteMetadata, siteViewport } from '@/features/site/site-document'
import { HydrationSignal } from '@/ui/hydration-signal'

export async function generateMetadata(): Promise<Metadata> {
  return siteMetadata(await getSiteSettings())
}

export const viewport = siteViewport

export default async function SiteLayout({ children }: { children: React.ReactNode }) {
  const [settings, banner, footer] = await Promise.all([getSiteSettings(), getPromoBanner(), getFooter()])
  return (
    <SiteDocument settings={settings} banner={banner} footer={footer}>
      {children}
      <HydrationSignal />
    </SiteDocument>
  )
}
