import { MessageCircle } from '@/ui/icons'
import Link from 'next/link'

import { SiteNav } from './site-nav'
import { WhatsAppCta } from './whatsapp-cta'
import type { SiteSettings } from './queries'

/** The promotions strip's copy (from the 'Promoções' global); null while no promotion runs. */
export type PromoBanner = { text: string; link: string }

/** Fixed top block: the promotions banner (while a promotion runs), then the brand, the navigation and 'Fale Conosco'. */
export function SiteHeader({ settings, banner }: { settings: SiteSettings; banner: PromoBanner | null }) {
  return (
    <header className="sticky top-0 z-40 bg-white/95 shadow-sm backdrop-blur">
      {banner && (
        <div className="bg-brand-950 text-white">
          <div className="container-page flex min-h-11 items-center justify-center gap-3 text-sm">
            <p>{banner.text}</p>
            <Link
              href="/promocoes"
              className="inline-flex min-h-11 items-center rounded-sm px-2 font-semibold text-accent-300 underline underline-offset-4 hover:text-white"
            >
              {banner.link}
            </Link>
          </div>
        </div>
      )}
      {/* Below sm the brand, 'Fale Conosco' and the menu button share one row (the logo mark shows from sm). */}
      <div className="container-page flex flex-wrap items-center gap-x-2 py-2 sm:gap-x-4">
        <Link
          href="/"
          className="order-1 mr-auto inline-flex min-h-11 items-center gap-2 text-base font-extrabold sm:text-lg tracking-tight text-brand-900"
        >
          <span aria-hidden="true" className="hidden size-8 place-items-center rounded-md bg-brand-700 text-white sm:grid">
            {settings.brandName.charAt(0)}
          </span>
          {settings.brandName}
        </Link>
        <WhatsAppCta number={settings.whatsappNumber} brandName={settings.brandName} className="order-2 gap-1.5! px-3! 2xl:order-5">
          <MessageCircle aria-hidden="true" className="size-4" />
          Fale Conosco
        </WhatsAppCta>
        <SiteNav />
      </div>
    </header>
  )
}
