'use client'

import { ChevronLeft, ChevronRight, Pause, Play, Star } from 'lucide-react'
import { useEffect, useState } from 'react'

import { cn } from '@/ui/cn'
import { SafeImage } from '@/ui/safe-image'

import type { Testimonial } from '../types'
import { CAROUSEL_INTERVAL_MS, wrapIndex } from './carousel-index'

const navButton =
  'inline-flex size-11 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-800 hover:border-brand-700 hover:text-brand-800'

/**
 * Testimonials: previous, next, dots and a pause button; wraps at both ends and advances every 6 s,
 * pausing while the pointer is over it, while it has the focus, and when the user prefers reduced motion.
 */
export function TestimonialsCarousel({ testimonials }: { testimonials: Testimonial[] }) {
  const [index, setIndex] = useState(0)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const [stopped, setStopped] = useState(false)
  const [reducedMotion, setReducedMotion] = useState(false)
  const count = testimonials.length

  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)')
    const update = () => setReducedMotion(query.matches)
    update()
    query.addEventListener('change', update)
    return () => query.removeEventListener('change', update)
  }, [])

  const paused = hovered || focused || stopped || reducedMotion
  useEffect(() => {
    if (paused || count < 2) return
    const timer = window.setInterval(() => setIndex((i) => wrapIndex(i + 1, count)), CAROUSEL_INTERVAL_MS)
    return () => window.clearInterval(timer)
  }, [paused, count])

  if (count === 0) return null
  return (
    <div
      role="region"
      aria-roledescription="carrossel"
      aria-label="Depoimentos de clientes"
      data-paused={paused ? 'true' : 'false'}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false)
      }}
      className="mx-auto max-w-3xl"
    >
      <div aria-live={paused ? 'polite' : 'off'}>
        {testimonials.map((item, i) => (
          <div key={item.id} role="group" aria-roledescription="slide" aria-label={`${i + 1} de ${count}`} hidden={i !== index}>
          <figure
            className="rounded-lg border border-slate-200 bg-white p-6 text-center shadow-(--shadow-card) sm:p-10"
          >
            <p className="flex justify-center gap-1" aria-label={`Avaliação: ${item.rating} de 5 estrelas`} role="img">
              {[1, 2, 3, 4, 5].map((n) => (
                <Star key={n} aria-hidden="true" className={cn('size-5', n <= item.rating ? 'fill-accent-400 text-accent-600' : 'text-slate-300')} />
              ))}
            </p>
            <blockquote className="mt-5 text-lg text-slate-800 sm:text-xl">“{item.content}”</blockquote>
            <figcaption className="mt-6 flex items-center justify-center gap-4 text-left">
              <SafeImage image={item.photo} alt="" sizes="64px" className="size-16 shrink-0 rounded-full" />
              <span>
                <span className="block font-bold text-slate-900">{item.name}</span>
                <span className="block text-sm text-slate-600">
                  {item.role}, {item.company}
                </span>
              </span>
            </figcaption>
          </figure>
          </div>
        ))}
      </div>
      <div className="mt-6 flex items-center justify-center gap-3">
        <button type="button" className={navButton} aria-label="Depoimento anterior" onClick={() => setIndex((i) => wrapIndex(i - 1, count))}>
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        <div className="flex">
          {testimonials.map((item, i) => (
            <button
              key={item.id}
              type="button"
              aria-label={`Ir para o depoimento ${i + 1}`}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => setIndex(i)}
              className="group inline-flex size-11 items-center justify-center"
            >
              <span className={cn('block size-3 rounded-full transition-colors duration-200', i === index ? 'bg-brand-700' : 'bg-slate-300 group-hover:bg-slate-400')} />
            </button>
          ))}
        </div>
        <button type="button" className={navButton} aria-label="Próximo depoimento" onClick={() => setIndex((i) => wrapIndex(i + 1, count))}>
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
        <button
          type="button"
          className={navButton}
          aria-label={stopped ? 'Retomar a troca automática' : 'Pausar a troca automática'}
          onClick={() => setStopped((s) => !s)}
        >
          {stopped ? <Play aria-hidden="true" className="size-5" /> : <Pause aria-hidden="true" className="size-5" />}
        </button>
      </div>
    </div>
  )
}
