import { cn } from '@/ui/cn'

import { blogListUrl } from '../blog-url'
import type { CategoryCount } from '../categories'
import { ChipLink } from '@/ui/filter-chip'

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
              <ChipLink
                active={current}
                href={blogListUrl({ q, category: chip.name })}
                // The name a screen reader says: the visible text, then what the number counts.
                aria-label={`${chip.label} ${chip.count} ${chip.count === 1 ? 'post' : 'posts'}`}
                onClick={(event) => {
                  if (!onSelect) return
                  event.preventDefault()
                  onSelect(chip.name)
                }}
              >
                {chip.label}
                <span className={cn('rounded-full px-2 text-xs', current ? 'bg-white/20' : 'bg-slate-100')}>{chip.count}</span>
              </ChipLink>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
