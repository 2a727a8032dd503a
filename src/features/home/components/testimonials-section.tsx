import { SectionHeading } from '@/ui/section-heading'

import type { Testimonial } from '../types'
import { TestimonialsCarousel } from './testimonials-carousel'

export function TestimonialsSection({ testimonials }: { testimonials: Testimonial[] }) {
  if (testimonials.length === 0) return null
  return (
    <section aria-labelledby="depoimentos-title" className="container-page py-16 sm:py-24">
      <SectionHeading eyebrow="Depoimentos" id="depoimentos-title" title="O que nossos clientes dizem" />
      <TestimonialsCarousel testimonials={testimonials} />
    </section>
  )
}
