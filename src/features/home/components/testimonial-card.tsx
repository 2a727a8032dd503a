import { SafeImage } from '@/ui/safe-image'
import { StarRow } from '@/ui/star-row'

import type { Testimonial } from '../types'

/** One testimonial: stars, the quote, photo, name, role and company. */
export function TestimonialCard({ item }: { item: Testimonial }) {
  return (
    <figure className="rounded-lg border border-slate-200 bg-white p-6 text-center shadow-(--shadow-card) sm:p-10">
      <p className="flex justify-center" aria-label={`Avaliação: ${item.rating} de 5 estrelas`} role="img">
        <StarRow filled={item.rating} className="h-5" filledClassName="fill-accent-400 text-accent-600" emptyClassName="fill-none text-slate-300" />
      </p>
      <blockquote className="mt-5 text-lg text-slate-800 sm:text-xl">“{item.content}”</blockquote>
      <figcaption className="mt-6 flex items-center justify-center gap-4 text-left">
        {/* The frame sets the size: SafeImage's own width rules would stretch the photo to the card. */}
        <span className="block size-16 shrink-0 overflow-hidden rounded-full">
          <SafeImage image={item.photo} alt="" sizes="64px" className="aspect-square" />
        </span>
        <span>
          <span className="block font-bold text-slate-900">{item.name}</span>
          <span className="block text-sm text-slate-600">
            {item.role}, {item.company}
          </span>
        </span>
      </figcaption>
    </figure>
  )
}
