import { YoutubeIcon } from '@/features/site/social-icons'

import { getSiteSettings } from '@/features/site/queries'
import { env } from '@/lib/env'
import { breadcrumbJsonLd, JsonLd } from '@/lib/json-ld'
import { ButtonLink } from '@/ui/button'
import { PageHero } from '@/ui/page-hero'

import { CHANNEL_URL } from './course-data'
import { CourseModules } from './course-modules'
import { CourseVideos } from './course-videos'
import { FaqAccordion } from './faq-accordion'
import { courseJsonLd, faqJsonLd, videoJsonLd } from './products-json-ld'
import { coursesCopyText } from './page-content'
import { getCoursesPage } from './queries'
import { Section } from '@/ui/section'

/** /cursos */
export async function CoursesPage() {
  const [settings, course] = await Promise.all([getSiteSettings(), getCoursesPage()])
  const copy = coursesCopyText(course)
  const channel = settings.social.find((link) => link.label === 'YouTube')?.href ?? CHANNEL_URL
  const channelButton = (
    <ButtonLink href={channel} external variant="inverse" size="lg">
      <YoutubeIcon className="size-5 shrink-0" /> {copy.hero.channelCta}
    </ButtonLink>
  )
  return (
    <>
      <PageHero eyebrow={copy.hero.eyebrow} title={copy.hero.title} lead={copy.hero.lead}>
        {channelButton}
        <ButtonLink href="#videos" variant="inverse" size="lg">
          {copy.hero.videosCta}
        </ButtonLink>
      </PageHero>
      <Section id="modulos" eyebrow={copy.modules.eyebrow} title={copy.modules.title} lead={copy.modules.lead || undefined}>
        <CourseModules modules={course.modules} />
      </Section>
      <Section id="videos" tone="tint" eyebrow={copy.videos.eyebrow} title={copy.videos.title} lead={copy.videos.lead || undefined}>
        <CourseVideos channel={channel} categories={course.categories} />
      </Section>
      <Section id="perguntas" eyebrow={copy.faq.eyebrow} title={copy.faq.title}>
        <FaqAccordion name="faq-cursos" items={course.faq} />
      </Section>
      <section aria-labelledby="canal-titulo" className="bg-gradient-to-br from-brand-950 via-brand-900 to-brand-800 text-white">
        <div className="container-page py-14 text-center sm:py-20">
          <p className="mb-2 text-sm font-semibold tracking-wide text-accent-300 uppercase">{copy.channel.eyebrow}</p>
          <h2 id="canal-titulo" className="text-3xl font-bold tracking-tight sm:text-4xl">
            {copy.channel.title}
          </h2>
          {copy.channel.lead && <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-100">{copy.channel.lead}</p>}
          <div className="mt-8 flex justify-center">{channelButton}</div>
        </div>
      </section>
      <JsonLd
        data={[
          courseJsonLd(copy.hero.description),
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
