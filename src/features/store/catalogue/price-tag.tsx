import { formatBRL } from '@/lib/format'
import { cn } from '@/ui/cn'

/** Price with the struck-through original price, read as 'de … por …'. */
export function PriceTag({ price, originalPrice, large }: { price: number; originalPrice: number | null; large?: boolean }) {
  const hasOriginal = originalPrice !== null && originalPrice > price
  return (
    <p className="flex flex-wrap items-baseline gap-x-2">
      {hasOriginal && (
        <del className="text-sm text-slate-500">
          <span className="sr-only">De </span>
          {formatBRL(originalPrice)}
        </del>
      )}
      <span className={cn('font-bold text-slate-900', large ? 'text-4xl' : 'text-2xl')}>
        {hasOriginal && <span className="sr-only">por </span>}
        {formatBRL(price)}
      </span>
    </p>
  )
}
