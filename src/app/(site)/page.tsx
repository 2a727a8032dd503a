import type { Metadata } from 'next'

import { getLatestPosts } from '@/features/blog/queries'
import { getAllCases } from '@/features/cases/queries'
import { BlogTeaser } from '@/features/home/components/blog-teaser'
import { CasesPreview } from '@/features/home/components/cases-preview'
import { ContactCta } from '@/features/home/components/contact-cta'
import { HomeHero } from '@/features/home/components/home-hero'
import { Portfolio } from '@/features/home/components/portfolio'
import { ServiceCards } from '@/features/home/components/service-cards'
import { TestimonialsSection } from '@/features/home/components/testimonials-section'
import { ValueCards } from '@/features/home/components/value-cards'
import { getHomeHero, getHomePage, getTestimonials } from '@/features/home/queries'
import { pageMetadata } from '@/features/seo/page-metadata'
import { getSiteSettings } from '@/features/site/queries'
import { whatsappLink } from '@/features/site/whatsapp'

// The layout's title template does not apply to a page in its own segment: the brand is spelled out.
export async function generateMetadata(): Promise<Metadata> {
  const { brandName } = await getSiteSettings()
  return pageMetadata('/', { brand: brandName })
}

export default async function HomePage() {
  const [settings, hero, cases, testimonials, posts, home] = await Promise.all([
    getSiteSettings(),
    getHomeHero(),
    getAllCases(),
    getTestimonials(),
    getLatestPosts(6),
    getHomePage(),
  ])
  const wa = (page: string, detail?: string) => whatsappLink(settings.whatsappNumber, { page, detail }, settings.brandName)
  // Cards get plain summaries only: the long texts of a case stay out of the page's data.
  const summaries = cases.map(({ challenge: _c, solution: _s, results: _r, gallery: _g, updatedAt: _u, ...summary }) => summary)
  return (
    <>
      <HomeHero hero={hero} whatsappHref={wa('início')} copy={home.sections.hero} />
      <ValueCards cards={home.values} heading={home.sections.aboutSection} />
      <ServiceCards whatsappHref={(service) => wa('início', service)} cards={home.services} heading={home.sections.servicesSection} />
      <CasesPreview cases={summaries} heading={home.sections.casesSection} />
      <Portfolio cases={summaries} heading={home.sections.portfolioSection} />
      <TestimonialsSection testimonials={testimonials} heading={home.sections.testimonialsSection} />
      <BlogTeaser posts={posts} heading={home.sections.blogSection} />
      <ContactCta settings={settings} whatsappHref={wa('início', 'contato')} points={home.contactPoints} heading={home.sections.contactSection} />
    </>
  )
}
