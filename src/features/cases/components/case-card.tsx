import { ArrowRight } from '@/ui/icons'
import Link from 'next/link'

import { cn } from '@/ui/cn'
import { type ImageLoading, SafeImage } from '@/ui/safe-image'

import { CASES_PAGE_DEFAULTS } from '../cases-page'
import type { CaseSummary } from '../types'
import { TagList } from './tag-list'

/**
 * A case on /cases and under 'Outros Cases de Sucesso': client, title, excerpt, tags, first metric,
 * and a link (`cta`: 'Ver Case Completo', from 'Cases (página)'). `image`: how the cover loads ('lazy' below the fold).
 */
export function CaseCard({
  item,
  headingLevel = 'h2',
  image = 'lazy',
  cta = CASES_PAGE_DEFAULTS.cardCta,
  className,
}: {
  item: CaseSummary
  headingLevel?: 'h2' | 'h3'
  image?: ImageLoading
  cta?: string
  className?: string
}) {
  const Heading = headingLevel
  const metric = item.metrics[0]
  return (
    <article className={cn('flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-(--shadow-card)', className)}>
      <SafeImage image={item.image} loading={image} alt="" sizes="(min-width: 1024px) 576px, 100vw" className="aspect-[1200/630]" />
      <div className="flex flex-1 flex-col p-6">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{item.client}</p>
        <Heading className="mt-2 text-xl font-bold text-slate-900">{item.title}</Heading>
        <p className="mt-3 text-slate-600">{item.excerpt}</p>
        <div className="mt-4">
          <TagList tags={item.tags} />
        </div>
        {metric && (
          <p className="mt-5 flex items-baseline gap-2 rounded-md bg-brand-50 px-4 py-3">
            <span className="text-2xl font-extrabold text-brand-800">{metric.value}</span>
            <span className="text-slate-700">{metric.label}</span>
          </p>
        )}
        <div className="mt-auto pt-6">
          <Link
            href={`/cases/${item.slug}`}
            aria-label={`${cta}: ${item.client}`}
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 hover:text-brand-900 hover:underline"
          >
            {cta}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      </div>
    </article>
  )
}
