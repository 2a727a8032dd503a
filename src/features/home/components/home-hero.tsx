import { MessageCircle } from '@/ui/icons'

import { ButtonLink } from '@/ui/button'

import { HOME_SECTIONS, type HomeSections } from '../home-page-defaults'
import type { PageTemplate } from '../types'

/** The home hero: heading and subheading from the `home-hero` page template; badge and the two calls to action from 'Início'. */
export function HomeHero({ hero, whatsappHref, copy = HOME_SECTIONS.hero }: { hero: PageTemplate; whatsappHref: string; copy?: HomeSections['hero'] }) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-brand-950 via-brand-900 to-brand-800 text-white">
      <div aria-hidden="true" className="absolute -top-24 -right-24 size-96 rounded-full bg-brand-500/25 blur-3xl" />
      <div aria-hidden="true" className="absolute -bottom-32 left-1/3 size-80 rounded-full bg-accent-400/15 blur-3xl" />
      <div className="container-page relative py-20 sm:py-28">
        <p className="mb-4 inline-flex rounded-full bg-white/10 px-4 py-1 text-sm font-semibold text-accent-300">
          {copy.eyebrow}
        </p>
        <h1 className="max-w-3xl text-4xl font-extrabold tracking-tight sm:text-6xl">{hero.heading}</h1>
        {hero.subheading && <p className="mt-6 max-w-2xl text-lg text-brand-100 sm:text-xl">{hero.subheading}</p>}
        <div className="mt-10 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <ButtonLink href={whatsappHref} external variant="whatsapp" size="lg">
            <MessageCircle aria-hidden="true" className="size-5" />
            {copy.cta}
          </ButtonLink>
          <ButtonLink href="/cases" variant="inverse" size="lg">
            {copy.secondaryCta}
          </ButtonLink>
        </div>
      </div>
    </section>
  )
}
