import { cn } from '@/ui/cn'

import type { CategoryCount } from '../categories'
import { blogListUrl } from '../blog-url'

/** 'Todas' with the total, then each category with its count. Links (work without JS); `onSelect` takes over with JS. */
export function CategoryChips({
  categories,
  total,
  active,
  q,
  onSelect,
}: {
  categories: CategoryCount[]
  total: number
  active: string
  q: string
  onSelect?: (category: string) => void
}) {
  const chips = [{ name: '', label: 'Todas', count: total }, ...categories.map((c) => ({ ...c, label: c.name }))]
  return (
    <nav aria-label="Categorias do blog">
      <ul className="flex flex-wrap gap-2">
        {chips.map((chip) => {
          const current = chip.name === active
          return (
            <li key={chip.label}>
              <a
                href={blogListUrl({ q, category: chip.name })}
                aria-current={current ? 'true' : undefined}
                onClick={(event) => {
                  if (!onSelect) return
                  event.preventDefault()
                  onSelect(chip.name)
                }}
                className={cn(
                  'inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm font-semibold transition-colors duration-200',
                  current
                    ? 'border-brand-700 bg-brand-700 text-white'
                    : 'border-slate-300 bg-white text-slate-800 hover:border-brand-700 hover:text-brand-800',
                )}
              >
                {chip.label}{' '}
                <span className={cn('rounded-full px-2 text-xs', current ? 'bg-white/20' : 'bg-slate-100')}>
                  {chip.count}
                  <span className="sr-only"> {chip.count === 1 ? 'post' : 'posts'}</span>
                </span>
              </a>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
