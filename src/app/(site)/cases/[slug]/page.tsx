import { ArrowLeft, CalendarDays, MessageCircle } from '@/ui/icons'
import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { PreviewBanner } from '@/features/admin/preview-banner'
import { isStaffPreview } from '@/features/admin/queries'
import { CaseCard } from '@/features/cases/components/case-card'
import { MetricsGrid } from '@/features/cases/components/metrics-grid'
import { caseJsonLd } from '@/features/cases/json-ld'
import { getAllCases, getCaseBySlug, getCasesPage, getOtherCases, getCasePreview } from '@/features/cases/queries'
import { notFoundMetadata } from '@/features/site/not-found-metadata'
import { getSiteSettings } from '@/features/site/queries'
import { withReplyTime } from '@/features/site/service-hours'
import { whatsappLink } from '@/features/site/whatsapp'
import { env } from '@/lib/env'
import { formatDate } from '@/lib/format'
import { breadcrumbJsonLd, JsonLd } from '@/lib/json-ld'
import { redirectIfMoved } from '@/features/seo/queries'
import { buildDocumentMetadata, jsonLdSeo } from '@/lib/seo'
import { ButtonLink } from '@/ui/button'
import { SafeImage } from '@/ui/safe-image'
import { SectionHeading } from '@/ui/section-heading'

type Props = { params: Promise<{ slug: string }> }

export async function generateStaticParams() {
  return (await getAllCases()).map((item) => ({ slug: item.slug }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const item = await getCaseBySlug((await params).slug)
  if (!item) return notFoundMetadata('Case não encontrado', 'O case que você está procurando não existe.')
  return buildDocumentMetadata({
    title: `${item.title} | Case ${item.client}`,
    description: item.excerpt,
    path: `/cases/${item.slug}`,
    type: 'article',
    publishedTime: item.date,
    ...(item.image ? { image: { url: item.image.url, width: item.image.width, height: item.image.height, alt: item.image.alt } } : {}),
  }, item.seo)
}

const blocks = [
  { key: 'challenge', title: 'Desafio' },
  { key: 'solution', title: 'Solução' },
  { key: 'results', title: 'Resultados' },
] as const

export default async function CasePage({ params }: Props) {
  const { slug } = await params
  const preview = await isStaffPreview()
  const item = preview ? await getCasePreview(slug) : await getCaseBySlug(slug)
  if (!item) {
    await redirectIfMoved(`/cases/${slug}`)
    notFound()
  }
  const [others, settings, { casePage: copy, cardCta }] = await Promise.all([getOtherCases(item, 3), getSiteSettings(), getCasesPage()])
  return (
    <>
      {preview && <PreviewBanner path={`/cases/${slug}`} />}
      <article>
        <header className="bg-gradient-to-br from-brand-950 via-brand-900 to-brand-800 text-white">
          <div className="container-page py-10 sm:py-14">
            <Link href="/cases" className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-100 hover:text-white">
              <ArrowLeft aria-hidden="true" className="size-4" />
              Voltar para Cases
            </Link>
            <p className="mt-4 text-sm font-semibold tracking-wide text-accent-300 uppercase">{item.client}</p>
            <h1 className="mt-2 max-w-4xl text-3xl font-bold tracking-tight sm:text-5xl">{item.title}</h1>
            <p className="mt-4 max-w-3xl text-lg text-brand-100">{item.excerpt}</p>
            <p className="mt-4 inline-flex items-center gap-2 text-brand-100">
              <CalendarDays aria-hidden="true" className="size-4" />
              <time dateTime={item.date}>{formatDate(item.date)}</time>
            </p>
            {item.tags.length > 0 && (
              <ul aria-label="Tags" className="mt-4 flex flex-wrap gap-2">
                {item.tags.map((tag) => (
                  <li key={tag} className="rounded-full bg-white/10 px-3 py-0.5 text-sm font-medium text-white">
                    {tag}
                  </li>
                ))}
              </ul>
            )}
          </div>
        </header>
        <div className="container-page py-10 sm:py-14">
          <SafeImage image={item.image} priority sizes="(min-width: 1200px) 1152px, 100vw" className="rounded-lg" />
          {item.metrics.length > 0 && (
            <section aria-labelledby="metricas" className="mt-12">
              <SectionHeading id="metricas" title={copy.metricsTitle} align="left" className="mb-6" />
              <MetricsGrid metrics={item.metrics} />
            </section>
          )}
          <div className="mt-12 grid gap-6 lg:grid-cols-3">
            {blocks.map((block) => (
              <section key={block.key} className="rounded-lg border border-slate-200 bg-slate-50 p-6">
                <h2 className="text-2xl font-bold text-slate-900">{block.title}</h2>
                <p className="mt-3 text-slate-700">{item[block.key]}</p>
              </section>
            ))}
          </div>
          {item.gallery.length > 0 && (
            <section aria-labelledby="galeria" className="mt-12">
              <SectionHeading id="galeria" title={copy.galleryTitle} align="left" className="mb-6" />
              <ul className="grid gap-6 sm:grid-cols-2">
                {item.gallery.map((image, index) => (
                  <li key={`${image.url}-${index}`}>
                    <SafeImage image={image} sizes="(min-width: 640px) 50vw, 100vw" className="rounded-lg border border-slate-200" />
                  </li>
                ))}
              </ul>
            </section>
          )}
          <div className="mt-12 rounded-lg bg-brand-950 p-8 text-center text-white">
            <h2 className="text-2xl font-bold sm:text-3xl">{copy.ctaTitle}</h2>
            <p className="mx-auto mt-3 max-w-xl text-brand-100">{withReplyTime(copy.ctaText, settings.replyTime)}</p>
            <ButtonLink
              href={whatsappLink(settings.whatsappNumber, { page: 'case', detail: item.client }, settings.brandName)}
              external
              variant="whatsapp"
              size="lg"
              className="mt-6"
            >
              <MessageCircle aria-hidden="true" className="size-5" />
              {copy.ctaButton}
            </ButtonLink>
          </div>
        </div>
      </article>
      {others.length > 0 && (
        <section aria-labelledby="outros" className="bg-slate-50 py-14 sm:py-20">
          <div className="container-page">
            <SectionHeading id="outros" title={copy.othersTitle} />
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {others.map((other) => (
                <li key={other.id}>
                  <CaseCard item={other} headingLevel="h3" cta={cardCta} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
      <JsonLd
        data={[
          { ...caseJsonLd(env.SITE_URL, item), ...jsonLdSeo(item.seo) },
          breadcrumbJsonLd(env.SITE_URL, [
            { name: 'Início', path: '/' },
            { name: 'Cases', path: '/cases' },
            { name: item.title, path: `/cases/${item.slug}` },
          ]),
        ]}
      />
    </>
  )
}
