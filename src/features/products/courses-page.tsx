import { YoutubeIcon } from '@/features/site/social-icons'

import { getSiteSettings } from '@/features/site/queries'
import { env } from '@/lib/env'
import { breadcrumbJsonLd, JsonLd } from '@/lib/json-ld'
import { ButtonLink } from '@/ui/button'
import { PageHero } from '@/ui/page-hero'

import { CHANNEL_URL, courseFaq } from './course-data'
import { CourseModules } from './course-modules'
import { CourseVideos } from './course-videos'
import { FaqAccordion } from './faq-accordion'
import { courseJsonLd, faqJsonLd, videoJsonLd } from './products-json-ld'
import { Section } from './section'

export const COURSES_DESCRIPTION = 'Aprenda a criar e divulgar seu site com aulas em vídeo, do primeiro passo ao e-commerce.'

/** /cursos */
export async function CoursesPage() {
  const settings = await getSiteSettings()
  const channel = settings.social.find((link) => link.label === 'YouTube')?.href ?? CHANNEL_URL
  const channelButton = (
    <ButtonLink href={channel} external variant="inverse" size="lg">
      <YoutubeIcon className="size-5 shrink-0" /> Inscrever-se no canal
    </ButtonLink>
  )
  return (
    <>
      <PageHero eyebrow="Gratuito" title="Cursos" lead={`${COURSES_DESCRIPTION} 9 módulos e 12 vídeos em 5 trilhas.`}>
        {channelButton}
        <ButtonLink href="#videos" variant="inverse" size="lg">
          Ver os vídeos
        </ButtonLink>
      </PageHero>
      <Section id="modulos" eyebrow="Curso completo" title="9 módulos, do zero ao site vendendo" lead="Um módulo novo a cada 2 semanas. Inscreva-se no canal para assistir na estreia.">
        <CourseModules />
      </Section>
      <Section id="videos" tone="tint" eyebrow="Já no canal" title="12 vídeos para começar hoje" lead="Aulas curtas e práticas, organizadas por nível e assunto.">
        <CourseVideos channel={channel} />
      </Section>
      <Section id="perguntas" eyebrow="Dúvidas" title="Perguntas frequentes">
        <FaqAccordion name="faq-cursos" items={courseFaq} />
      </Section>
      <section aria-labelledby="canal-titulo" className="bg-gradient-to-br from-brand-950 via-brand-900 to-brand-800 text-white">
        <div className="container-page py-14 text-center sm:py-20">
          <p className="mb-2 text-sm font-semibold tracking-wide text-accent-300 uppercase">Canal no YouTube</p>
          <h2 id="canal-titulo" className="text-3xl font-bold tracking-tight sm:text-4xl">
            Aprenda no seu ritmo, de graça
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-100">Os 12 vídeos já estão no canal, e cada módulo novo estreia lá a cada 2 semanas. Ative o sino para não perder.</p>
          <div className="mt-8 flex justify-center">{channelButton}</div>
        </div>
      </section>
      <JsonLd
        data={[
          courseJsonLd(COURSES_DESCRIPTION),
          ...videoJsonLd(),
          faqJsonLd(courseFaq),
          breadcrumbJsonLd(env.SITE_URL, [
            { name: 'Início', path: '/' },
            { name: 'Cursos', path: '/cursos' },
          ]),
        ]}
      />
    </>
  )
}
