import { MessageCircle } from '@/ui/icons'
import type { Metadata } from 'next'

import { CaseCard } from '@/features/cases/components/case-card'
import { CaseStats } from '@/features/cases/components/case-stats'
import { getAllCases, getCasesPage } from '@/features/cases/queries'
import { getSiteSettings } from '@/features/site/queries'
import { whatsappLink } from '@/features/site/whatsapp'
import { pageMetadata } from '@/features/seo/page-metadata'
import { env } from '@/lib/env'
import { breadcrumbJsonLd, JsonLd } from '@/lib/json-ld'
import { ButtonLink } from '@/ui/button'
import { PageHero } from '@/ui/page-hero'

export const generateMetadata = (): Promise<Metadata> => pageMetadata('/cases')

export default async function CasesPage() {
  const [cases, settings, copy] = await Promise.all([getAllCases(), getSiteSettings(), getCasesPage()])
  return (
    <>
      <PageHero eyebrow={copy.hero.eyebrow} title={copy.hero.title} lead={copy.lead} />
      {copy.stats.length > 0 && (
        <section aria-label="Nossos números" className="container-page -mt-8 sm:-mt-10">
          <CaseStats stats={copy.stats} />
        </section>
      )}
      <section aria-label="Cases" className="container-page py-14 sm:py-20">
        {cases.length === 0 ? (
          <p className="text-center text-lg text-slate-600">Nenhum case publicado no momento.</p>
        ) : (
          <ul className="grid gap-8 md:grid-cols-2">
            {cases.map((item, index) => (
              <li key={item.id}>
                {/* The first row's covers are above the fold on a wide screen: they load at once. */}
                <CaseCard item={item} image={index === 0 ? 'priority' : index < 2 ? 'eager' : 'lazy'} cta={copy.cardCta} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="bg-brand-950 py-14 text-white sm:py-20">
        <div className="container-page text-center">
          <h2 className="text-3xl font-bold tracking-tight sm:text-4xl">{copy.ctaTitle}</h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-100">
            {copy.ctaText}
          </p>
          <ButtonLink
            href={whatsappLink(settings.whatsappNumber, { page: 'cases' }, settings.brandName)}
            external
            variant="whatsapp"
            size="lg"
            className="mt-8"
          >
            <MessageCircle aria-hidden="true" className="size-5" />
            {copy.ctaButton}
          </ButtonLink>
        </div>
      </section>
      <JsonLd
        data={breadcrumbJsonLd(env.SITE_URL, [
          { name: 'Início', path: '/' },
          { name: 'Cases', path: '/cases' },
        ])}
      />
    </>
  )
}
