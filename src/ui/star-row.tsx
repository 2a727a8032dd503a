import { cn } from './cn'

/** One five-pointed star in a 24-unit box (the outline of lucide's Star), drawn from its top point. */
const STAR = 'l3.09 6.26 6.91 1.01-5 4.87 1.18 6.88-6.18-3.25-6.18 3.25 1.18-6.88-5-4.87 6.91-1.01z'
/** Distance from one star to the next: the 24-unit box and a gap of a quarter of a star. */
const STEP = 30

const stars = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => `M${12 + STEP * (from + i)} 2${STAR}`).join('')

/**
 * A row of stars, the first `filled` of them filled, as one small SVG: five icons as five SVGs repeated
 * their ten attributes and paths in the page and again in its RSC payload (a dozen ratings on the
 * catalogue came to 50 KB). Decorative: the caller says the rating in text.
 */
export function StarRow({
  filled,
  total = 5,
  className,
  filledClassName = 'fill-current',
  emptyClassName = 'fill-none',
}: {
  filled: number
  total?: number
  className?: string
  filledClassName?: string
  emptyClassName?: string
}) {
  const full = Math.max(0, Math.min(total, Math.round(filled)))
  return (
    <svg
      viewBox={`0 0 ${STEP * total - 6} 24`}
      aria-hidden="true"
      focusable="false"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinejoin="round"
      className={cn('w-auto shrink-0', className)}
    >
      {full > 0 && <path d={stars(0, full)} className={filledClassName} />}
      {full < total && <path d={stars(full, total - full)} className={emptyClassName} />}
    </svg>
  )
}
