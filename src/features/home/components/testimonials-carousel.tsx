'use client'

import { ChevronLeft, ChevronRight, Pause, Play } from '@/ui/icons'
import { useEffect, useState } from 'react'

import { cn } from '@/ui/cn'

import type { Testimonial } from '../types'
import { CAROUSEL_INTERVAL_MS, wrapIndex } from './carousel-index'
import { TestimonialCard } from './testimonial-card'
import { useHydrated } from './use-hydrated'

const navButton =
  'inline-flex size-11 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-800 hover:border-brand-700 hover:text-brand-800'

/**
 * Testimonials: previous, next, dots and a pause button; wraps at both ends and advances every 6 s,
 * pausing while the pointer is over it, while it has the focus, and when the user prefers reduced motion.
 * Until the page is interactive (and without JavaScript) every testimonial shows, one under the other,
 * with no controls.
 */
export function TestimonialsCarousel({ testimonials }: { testimonials: Testimonial[] }) {
  const [index, setIndex] = useState(0)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const [stopped, setStopped] = useState(false)
  const [reducedMotion, setReducedMotion] = useState(false)
  const hydrated = useHydrated()
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
    if (paused || count < 2 || !hydrated) return
    const timer = window.setInterval(() => setIndex((i) => wrapIndex(i + 1, count)), CAROUSEL_INTERVAL_MS)
    return () => window.clearInterval(timer)
  }, [paused, count, hydrated])

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
      <div aria-live={paused ? 'polite' : 'off'} className={hydrated ? undefined : 'grid gap-6'}>
        {testimonials.map((item, i) => (
          <div key={item.id} role="group" aria-roledescription="slide" aria-label={`${i + 1} de ${count}`} hidden={hydrated && i !== index}>
            <TestimonialCard item={item} />
          </div>
        ))}
      </div>
      {hydrated && (
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
      )}
    </div>
  )
}
