import Link from 'next/link'

import type { CaseSummary } from '@/features/cases/types'
import { Badge } from '@/ui/badge'
import { ButtonLink } from '@/ui/button'
import { SafeImage } from '@/ui/safe-image'
import { SectionHeading } from '@/ui/section-heading'

import { HOME_SECTIONS, type HomeSections } from '../home-page-defaults'
import { FilterGrid } from './filter-grid'

/** #portfolio: tag filter and case cards (cover, title, excerpt, tags, first metric or 'Ver resultados'). */
export function Portfolio({ cases, heading = HOME_SECTIONS.portfolioSection }: { cases: CaseSummary[]; heading?: HomeSections['portfolioSection'] }) {
  const counts = new Map<string, number>()
  for (const item of cases) for (const tag of item.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1)
  const tags = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0], 'pt-BR')).slice(0, 6)
  return (
    <section id="portfolio" aria-labelledby="portfolio-title" className="bg-slate-50 py-16 sm:py-24">
      <div className="container-page">
        <SectionHeading eyebrow={heading.eyebrow} id="portfolio-title" title={heading.title} />
        <FilterGrid
          label="Filtrar portfólio por tag"
          filters={[{ id: 'all', label: 'Todos os projetos' }, ...tags.map(([tag]) => ({ id: tag, label: tag }))]}
          limit={6}
          emptyText="Nenhum projeto com esta tag."
          listClassName="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
          items={cases.map((item) => ({
            id: item.id,
            keys: item.tags,
            node: (
              <article className="relative flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-(--shadow-card) hover:shadow-(--shadow-raised)">
                <SafeImage image={item.image} alt="" sizes="(min-width: 1024px) 384px, (min-width: 640px) 50vw, 100vw" className="aspect-[1200/630]" />
                <div className="flex flex-1 flex-col p-5">
                  <h3 className="text-lg font-bold text-slate-900">
                    <Link href={`/cases/${item.slug}`} className="after:absolute after:inset-0 after:content-[''] hover:text-brand-700">
                      {item.title}
                    </Link>
                  </h3>
                  <p className="mt-2 flex-1 text-slate-600">{item.excerpt}</p>
                  <ul aria-label="Tags" className="mt-4 flex flex-wrap gap-2">
                    {item.tags.map((tag) => (
                      <li key={tag}>
                        <Badge tone="neutral">{tag}</Badge>
                      </li>
                    ))}
                  </ul>
                  <p className="mt-4 font-bold text-brand-800">{item.metrics[0]?.value ?? 'Ver resultados'}</p>
                </div>
              </article>
            ),
          }))}
        />
        <div className="mt-10 text-center">
          <ButtonLink href="/cases" variant="outline">
            {heading.button}
          </ButtonLink>
        </div>
      </div>
    </section>
  )
}
