import { MessageCircle } from 'lucide-react'
import type { Metadata } from 'next'

import { getSiteSettings } from '@/features/site/queries'
import { whatsappLink } from '@/features/site/whatsapp'
import { buildMetadata } from '@/lib/seo'
import { ButtonLink } from '@/ui/button'
import { SectionHeading } from '@/ui/section-heading'

export async function generateMetadata(): Promise<Metadata> {
  const { brandName } = await getSiteSettings()
  const metadata = buildMetadata({
    title: 'Sites, SEO e tráfego pago que trazem clientes',
    description:
      'Agência digital em São Paulo: templates de sites, sites sob medida, SEO, tráfego pago e branding. Resultados em até 30 dias.',
    path: '/',
  })
  // The layout's title template does not apply to a page in its own segment: spell it out.
  return { ...metadata, title: { absolute: `Sites, SEO e tráfego pago que trazem clientes | ${brandName}` } }
}

export default async function HomePage() {
  const settings = await getSiteSettings()
  return (
    <>
      <section className="bg-gradient-to-br from-brand-950 via-brand-900 to-brand-800 text-white">
        <div className="container-page py-20 sm:py-28">
          <h1 className="max-w-3xl text-4xl font-extrabold tracking-tight sm:text-6xl">Sua ideia online</h1>
          <p className="mt-6 max-w-2xl text-lg text-brand-100 sm:text-xl">
            Templates de sites prontos para publicar hoje ou um site sob medida para o seu negócio, com SEO e tráfego
            pago para trazer clientes.
          </p>
          <div className="mt-10 flex flex-wrap gap-3">
            <ButtonLink
              href={whatsappLink(settings.whatsappNumber, { page: 'início' }, settings.brandName)}
              external
              variant="whatsapp"
              size="lg"
            >
              <MessageCircle aria-hidden="true" className="size-5" />
              Transformar Meu Negócio
            </ButtonLink>
            <ButtonLink href="/cases" variant="inverse" size="lg">
              Conhecer Nossos Cases
            </ButtonLink>
          </div>
        </div>
      </section>
      <section id="about" className="container-page py-16 sm:py-24">
        <SectionHeading eyebrow="Sobre nós" title="Inovação, transparência e resultados" />
      </section>
      <section id="services" className="bg-slate-50 py-16 sm:py-24">
        <div className="container-page">
          <SectionHeading eyebrow="Serviços" title="Tudo o que sua empresa precisa para crescer online" />
        </div>
      </section>
      <section id="portfolio" className="container-page py-16 sm:py-24">
        <SectionHeading eyebrow="Portfólio" title="Projetos que geraram resultado" />
      </section>
      <section id="blog" className="bg-slate-50 py-16 sm:py-24">
        <div className="container-page">
          <SectionHeading eyebrow="Blog" title="Conteúdo para vender mais na internet" />
        </div>
      </section>
      <section id="contact" className="container-page py-16 sm:py-24">
        <SectionHeading eyebrow="Contato" title="Vamos conversar sobre o seu projeto?" lead="Resposta: Em até 2 horas úteis" />
      </section>
    </>
  )
}
