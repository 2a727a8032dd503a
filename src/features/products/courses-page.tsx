import { YoutubeIcon } from '@/features/site/social-icons'

import { getSiteSettings } from '@/features/site/queries'
import { env } from '@/lib/env'
import { breadcrumbJsonLd, JsonLd } from '@/lib/json-ld'
import { ButtonLink } from '@/ui/button'
import { PageHero } from '@/ui/page-hero'

import { allVideos, CHANNEL_URL } from './course-data'
import { CourseModules } from './course-modules'
import { CourseVideos } from './course-videos'
import { FaqAccordion } from './faq-accordion'
import { courseJsonLd, faqJsonLd, videoJsonLd } from './products-json-ld'
import { getCoursesPage } from './queries'
import { Section } from '@/ui/section'

export const COURSES_DESCRIPTION = 'Aprenda a criar e divulgar seu site com aulas em vídeo, do primeiro passo ao e-commerce.'

/** /cursos */
export async function CoursesPage() {
  const [settings, course] = await Promise.all([getSiteSettings(), getCoursesPage()])
  const modules = course.modules.length
  const videos = allVideos(course.categories).length
  const channel = settings.social.find((link) => link.label === 'YouTube')?.href ?? CHANNEL_URL
  const channelButton = (
    <ButtonLink href={channel} external variant="inverse" size="lg">
      <YoutubeIcon className="size-5 shrink-0" /> Inscrever-se no canal
    </ButtonLink>
  )
  return (
    <>
      <PageHero eyebrow="Gratuito" title="Cursos" lead={`${COURSES_DESCRIPTION} ${modules} módulos e ${videos} vídeos em ${course.categories.length} trilhas.`}>
        {channelButton}
        <ButtonLink href="#videos" variant="inverse" size="lg">
          Ver os vídeos
        </ButtonLink>
      </PageHero>
      <Section id="modulos" eyebrow="Curso completo" title={`${modules} módulos, do zero ao site vendendo`} lead="Um módulo novo a cada 2 semanas. Inscreva-se no canal para assistir na estreia.">
        <CourseModules modules={course.modules} />
      </Section>
      <Section id="videos" tone="tint" eyebrow="Já no canal" title={`${videos} vídeos para começar hoje`} lead="Aulas curtas e práticas, organizadas por nível e assunto.">
        <CourseVideos channel={channel} categories={course.categories} />
      </Section>
      <Section id="perguntas" eyebrow="Dúvidas" title="Perguntas frequentes">
        <FaqAccordion name="faq-cursos" items={course.faq} />
      </Section>
      <section aria-labelledby="canal-titulo" className="bg-gradient-to-br from-brand-950 via-brand-900 to-brand-800 text-white">
        <div className="container-page py-14 text-center sm:py-20">
          <p className="mb-2 text-sm font-semibold tracking-wide text-accent-300 uppercase">Canal no YouTube</p>
          <h2 id="canal-titulo" className="text-3xl font-bold tracking-tight sm:text-4xl">
            Aprenda no seu ritmo, de graça
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-100">{`Os ${videos} vídeos já estão no canal, e cada módulo novo estreia lá a cada 2 semanas. Ative o sino para não perder.`}</p>
          <div className="mt-8 flex justify-center">{channelButton}</div>
        </div>
      </section>
      <JsonLd
        data={[
          courseJsonLd(COURSES_DESCRIPTION),
          ...videoJsonLd(course.categories),
          faqJsonLd(course.faq),
          breadcrumbJsonLd(env.SITE_URL, [
            { name: 'Início', path: '/' },
            { name: 'Cursos', path: '/cursos' },
          ]),
        ]}
      />
    </>
  )
}
