import { ArrowRight } from '@/ui/icons'
import Link from 'next/link'

import { CASE_CATEGORIES } from '@/features/cases/tags'
import type { CaseSummary } from '@/features/cases/types'
import { SectionHeading } from '@/ui/section-heading'

import { HOME_SECTIONS, type HomeSections } from '../home-page-defaults'
import { FilterGrid } from './filter-grid'

export const CASES_PREVIEW_LIMIT = 4

/** Cases preview: tabs Todos, E-commerce, Branding, SEO, Tráfego Pago (Google Ads); at most 4 cases. */
export function CasesPreview({ cases, heading = HOME_SECTIONS.casesSection }: { cases: CaseSummary[]; heading?: HomeSections['casesSection'] }) {
  return (
    <section aria-labelledby="cases-preview-title" className="container-page py-16 sm:py-24">
      <SectionHeading
        eyebrow={heading.eyebrow}
        id="cases-preview-title"
        title={heading.title}
        lead={heading.lead}
      />
      <FilterGrid
        label="Filtrar cases por área"
        filters={[{ id: 'all', label: 'Todos' }, ...CASE_CATEGORIES.map((c) => ({ id: c.value, label: c.label }))]}
        limit={CASES_PREVIEW_LIMIT}
        emptyText="Nenhum case nesta categoria ainda."
        listClassName="grid gap-6 sm:grid-cols-2"
        items={cases.map((item) => ({
          id: item.id,
          keys: [item.category],
          node: (
            <article className="relative flex h-full flex-col rounded-lg border border-slate-200 bg-white p-6 shadow-(--shadow-card) hover:shadow-(--shadow-raised)">
              <p className="text-sm font-semibold text-brand-700">
                {CASE_CATEGORIES.find((c) => c.value === item.category)?.label ?? item.category} · {item.client}
              </p>
              <h3 className="mt-2 text-lg font-bold text-slate-900">
                <Link href={`/cases/${item.slug}`} className="after:absolute after:inset-0 after:content-[''] hover:text-brand-700">
                  {item.title}
                </Link>
              </h3>
              {item.metrics[0] && (
                <p className="mt-4 flex items-baseline gap-2">
                  <span className="text-3xl font-extrabold text-brand-800">{item.metrics[0].value}</span>
                  <span className="text-slate-700">{item.metrics[0].label}</span>
                </p>
              )}
              <span aria-hidden="true" className="mt-auto inline-flex items-center gap-1 pt-4 text-sm font-semibold text-brand-700">
                {heading.cardCta} <ArrowRight className="size-4" />
              </span>
            </article>
          ),
        }))}
      />
    </section>
  )
}
