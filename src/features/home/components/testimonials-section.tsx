import { SectionHeading } from '@/ui/section-heading'

import { HOME_SECTIONS, type HomeSections } from '../home-page-defaults'
import type { Testimonial } from '../types'
import { TestimonialsCarousel } from './testimonials-carousel'

export function TestimonialsSection({ testimonials, heading = HOME_SECTIONS.testimonialsSection }: { testimonials: Testimonial[]; heading?: HomeSections['testimonialsSection'] }) {
  if (testimonials.length === 0) return null
  return (
    <section aria-labelledby="depoimentos-title" className="container-page py-16 sm:py-24">
      <SectionHeading eyebrow={heading.eyebrow} id="depoimentos-title" title={heading.title} />
      <TestimonialsCarousel testimonials={testimonials} />
    </section>
  )
}
