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
import { getLibrasPage } from './libras-page-query'
import { todayInSaoPaulo } from './libras-fields'
import { LibrasCompliance, LibrasFormats, LibrasProcess, LibrasReasons, LibrasTeam } from './libras-sections'
import { LibrasStory } from './libras-story'

/** /servicos/libras (noindex): the copy from the "Intérprete de Libras" global, the form in code. */
export async function LibrasPage() {
  const [s, page] = await Promise.all([getSiteSettings(), getLibrasPage()])
  const whatsapp = whatsappLink(s.whatsappNumber, { page: 'Intérprete de Libras' }, s.brandName)
  return (
    <>
      <section className="relative isolate overflow-hidden bg-gradient-to-br from-brand-950 via-brand-900 to-brand-800 text-white">
        <HeroVideo poster="/libras/hero-poster.webp" webm="/libras/hero.webm" mp4="/libras/hero.mp4" />
        <div className="container-page py-16 sm:py-20">
          <p className="mb-3 text-sm font-semibold tracking-wide text-accent-300 uppercase">Acessibilidade</p>
          <h1 className="max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">Intérprete de Libras</h1>
          <p className="mt-5 max-w-2xl text-lg text-brand-100">{page.lead} Proposta em até 24 horas úteis.</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink href="#orcamento" variant="inverse" size="lg">
              Solicitar orçamento
            </ButtonLink>
            <ButtonLink href={whatsapp} external variant="whatsapp" size="lg">
              Conversar no WhatsApp
            </ButtonLink>
          </div>
        </div>
      </section>
      <Section id="projeto" eyebrow="Nossa história" title="Acessibilidade é o que fazemos desde o começo">
        <LibrasStory />
      </Section>
      <Section id="por-que" tone="tint" eyebrow="Por que contratar" title="Comunicação que inclui todo mundo">
        <LibrasReasons reasons={page.reasons} />
      </Section>
      <Section id="formatos" eyebrow="Formatos" title="No seu evento ou no seu vídeo">
        <LibrasFormats formats={page.formats} />
      </Section>
      <Section id="processo" tone="tint" eyebrow="Como funciona" title={`Do pedido à entrega em ${page.steps.length} ${page.steps.length === 1 ? 'etapa' : 'etapas'}`}>
        <LibrasProcess steps={page.steps} />
      </Section>
      <Section id="equipe" eyebrow="Equipe" title="Quem vai interpretar">
        <LibrasTeam team={page.team} />
      </Section>
      <section id="orcamento" aria-labelledby="orcamento-titulo" className="scroll-mt-40 bg-brand-50 py-14 sm:py-20">
        <div className="container-page max-w-3xl">
          <SectionHeading id="orcamento-titulo" eyebrow="Orçamento" title="Peça seu orçamento" lead="Campos com * são obrigatórios. Respondemos em até 24 horas úteis." />
          <div className="rounded-lg bg-white p-6 shadow-(--shadow-card) sm:p-8">
            <LibrasForm today={todayInSaoPaulo()} />
          </div>
        </div>
      </section>
      <Section id="conformidade" eyebrow="Compromissos" title="Qualidade que você pode conferir">
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
