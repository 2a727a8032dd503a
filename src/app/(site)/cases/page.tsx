import { MessageCircle } from 'lucide-react'
import type { Metadata } from 'next'

import { CaseCard } from '@/features/cases/components/case-card'
import { CaseStats } from '@/features/cases/components/case-stats'
import { getAllCases } from '@/features/cases/queries'
import { getSiteSettings } from '@/features/site/queries'
import { whatsappLink } from '@/features/site/whatsapp'
import { env } from '@/lib/env'
import { breadcrumbJsonLd, JsonLd } from '@/lib/json-ld'
import { buildMetadata } from '@/lib/seo'
import { ButtonLink } from '@/ui/button'
import { PageHero } from '@/ui/page-hero'

const lead = 'Projetos reais com números reais: veja como ajudamos empresas a vender mais com sites, SEO e tráfego pago.'

export const metadata: Metadata = buildMetadata({ title: 'Cases de sucesso', description: lead, path: '/cases' })

export default async function CasesPage() {
  const [cases, settings] = await Promise.all([getAllCases(), getSiteSettings()])
  return (
    <>
      <PageHero eyebrow="Portfólio" title="Cases de Sucesso" lead={lead} />
      <section aria-label="Nossos números" className="container-page -mt-8 sm:-mt-10">
        <CaseStats />
      </section>
      <section aria-label="Cases" className="container-page py-14 sm:py-20">
        {cases.length === 0 ? (
          <p className="text-center text-lg text-slate-600">Nenhum case publicado no momento.</p>
        ) : (
          <ul className="grid gap-8 md:grid-cols-2">
            {cases.map((item, index) => (
              <li key={item.id}>
                {/* The first row's covers are above the fold on a wide screen: they load at once. */}
                <CaseCard item={item} image={index === 0 ? 'priority' : index < 2 ? 'eager' : 'lazy'} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="bg-brand-950 py-14 text-white sm:py-20">
        <div className="container-page text-center">
          <h2 className="text-3xl font-bold tracking-tight sm:text-4xl">Seu negócio pode ser o próximo case</h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-100">
            Conte o seu objetivo e receba um plano com prazos e números. Resposta: Em até 2 horas úteis.
          </p>
          <ButtonLink
            href={whatsappLink(settings.whatsappNumber, { page: 'cases' }, settings.brandName)}
            external
            variant="whatsapp"
            size="lg"
            className="mt-8"
          >
            <MessageCircle aria-hidden="true" className="size-5" />
            Iniciar Projeto
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
