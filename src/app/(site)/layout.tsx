import '../globals.css'

import type { Metadata } from 'next'
import type React from 'react'

import { getPromoBanner } from '@/features/products/queries'
import { getSiteSettings } from '@/features/site/queries'
import { SiteDocument, siteMetadata, siteViewport } from '@/features/site/site-document'

export async function generateMetadata(): Promise<Metadata> {
  return siteMetadata(await getSiteSettings())
}

export const viewport = siteViewport

export default async function SiteLayout({ children }: { children: React.ReactNode }) {
  const [settings, banner] = await Promise.all([getSiteSettings(), getPromoBanner()])
  return (
    <SiteDocument settings={settings} banner={banner}>
      {children}
    </SiteDocument>
  )
}
