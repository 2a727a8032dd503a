import { StarRow } from '@/ui/star-row'

/** The spec's fixed 5-star rating with '(4.9)' (display only: not in structured data). */
export function StarRating({ suffix }: { suffix?: string }) {
  return (
    <p className="flex items-center gap-1 text-sm text-slate-600">
      <span className="sr-only">Avaliação 4,9 de 5</span>
      <StarRow filled={5} className="h-4 text-accent-400" />
      <span aria-hidden="true">(4.9)</span>
      {suffix && <span>{suffix}</span>}
    </p>
  )
}
