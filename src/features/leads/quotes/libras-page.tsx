import { getSiteSettings } from '@/features/site/queries'
import { whatsappLink } from '@/features/site/whatsapp'
import { env } from '@/lib/env'
import { breadcrumbJsonLd, JsonLd } from '@/lib/json-ld'
import { ButtonLink } from '@/ui/button'
import { SectionHeading } from '@/ui/section-heading'

import { serviceJsonLd } from '@/features/products/products-json-ld'
import { Section } from '@/ui/section'

import { HeroVideo } from './hero-video'
import { LibrasForm } from './libras-form'
import { librasStepsTitle } from './libras-page-content'
import { getLibrasPage } from './libras-page-query'
import { todayInSaoPaulo } from './libras-fields'
import { LibrasCompliance, LibrasFormats, LibrasProcess, LibrasReasons, LibrasTeam } from './libras-sections'
import { LibrasStory } from './libras-story'

/** /servicos/libras (noindex): the copy from the "Intérprete de Libras" global, the form in code. */
export async function LibrasPage() {
  const [s, page] = await Promise.all([getSiteSettings(), getLibrasPage()])
  const whatsapp = whatsappLink(s.whatsappNumber, { page: 'Intérprete de Libras' }, s.brandName)
  const { hero, headings: h } = page
  return (
    <>
      <section className="relative isolate overflow-hidden bg-gradient-to-br from-brand-950 via-brand-900 to-brand-800 text-white">
        <HeroVideo poster="/libras/hero-poster.webp" webm="/libras/hero.webm" mp4="/libras/hero.mp4" />
        <div className="container-page py-16 sm:py-20">
          <p className="mb-3 text-sm font-semibold tracking-wide text-accent-300 uppercase">{hero.eyebrow}</p>
          <h1 className="max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">{hero.title}</h1>
          <p className="mt-5 max-w-2xl text-lg text-brand-100">{page.lead} Proposta em até 24 horas úteis.</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink href="#orcamento" variant="inverse" size="lg">
              {hero.quoteCta}
            </ButtonLink>
            <ButtonLink href={whatsapp} external variant="whatsapp" size="lg">
              {hero.whatsappCta}
            </ButtonLink>
          </div>
        </div>
      </section>
      <Section id="projeto" eyebrow={h.story.eyebrow} title={h.story.title}>
        <LibrasStory story={page.story} />
      </Section>
      <Section id="por-que" tone="tint" eyebrow={h.reasons.eyebrow} title={h.reasons.title}>
        <LibrasReasons reasons={page.reasons} />
      </Section>
      <Section id="formatos" eyebrow={h.formats.eyebrow} title={h.formats.title}>
        <LibrasFormats formats={page.formats} />
      </Section>
      <Section id="processo" tone="tint" eyebrow={h.steps.eyebrow} title={librasStepsTitle(page)}>
        <LibrasProcess steps={page.steps} />
      </Section>
      <Section id="equipe" eyebrow={h.team.eyebrow} title={h.team.title}>
        <LibrasTeam team={page.team} />
      </Section>
      <section id="orcamento" aria-labelledby="orcamento-titulo" className="scroll-mt-40 bg-brand-50 py-14 sm:py-20">
        <div className="container-page max-w-3xl">
          <SectionHeading id="orcamento-titulo" eyebrow={h.quote.eyebrow} title={h.quote.title} lead={h.quote.lead} />
          <div className="rounded-lg bg-white p-6 shadow-(--shadow-card) sm:p-8">
            <LibrasForm today={todayInSaoPaulo()} />
          </div>
        </div>
      </section>
      <Section id="conformidade" eyebrow={h.compliance.eyebrow} title={h.compliance.title}>
        <LibrasCompliance compliance={page.compliance} />
      </Section>
      <JsonLd
        data={[
          serviceJsonLd({ name: 'Intérprete de Libras', description: page.lead, path: '/servicos/libras', area: 'São Paulo' }),
          breadcrumbJsonLd(env.SITE_URL, [
            { name: 'Início', path: '/' },
            { name: 'Intérprete de Libras', path: '/servicos/libras' },
          ]),
        ]}
      />
    </>
  )
}
