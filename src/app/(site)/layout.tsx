import '../globals.css'

import type { Metadata } from 'next'
import type React from 'react'

import { getSiteSettings } from '@/features/site/queries'
import { SiteDocument, siteMetadata, siteViewport } from '@/features/site/site-document'

export async function generateMetadata(): Promise<Metadata> {
  return siteMetadata(await getSiteSettings())
}

export const viewport = siteViewport

export default async function SiteLayout({ children }: { children: React.ReactNode }) {
  return <SiteDocument settings={await getSiteSettings()}>{children}</SiteDocument>
}
