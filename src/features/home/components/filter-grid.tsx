'use client'

import { type ReactNode, useState } from 'react'

import { cn } from '@/ui/cn'

export type FilterItem = { id: string | number; keys: string[]; node: ReactNode }

/**
 * Filter buttons over a grid of server-rendered items. Without JavaScript the grid shows every item
 * (up to `limit`); with it the buttons filter in place.
 */
export function FilterGrid({
  label,
  filters,
  items,
  limit,
  emptyText,
  listClassName,
}: {
  label: string
  filters: { id: string; label: string }[]
  items: FilterItem[]
  limit?: number
  emptyText: string
  listClassName: string
}) {
  const [active, setActive] = useState('all')
  const visible = items.filter((item) => active === 'all' || item.keys.includes(active)).slice(0, limit ?? items.length)
  return (
    <div>
      <div role="group" aria-label={label} className="mb-8 flex flex-wrap justify-center gap-2">
        {filters.map((filter) => (
          <button
            key={filter.id}
            type="button"
            aria-pressed={active === filter.id}
            onClick={() => setActive(filter.id)}
            className={cn(
              'min-h-11 rounded-full border px-4 text-sm font-semibold transition-colors duration-200',
              active === filter.id
                ? 'border-brand-700 bg-brand-700 text-white'
                : 'border-slate-300 bg-white text-slate-800 hover:border-brand-700 hover:text-brand-800',
            )}
          >
            {filter.label}
          </button>
        ))}
      </div>
      {visible.length === 0 ? (
        <p className="text-center text-slate-600" role="status">
          {emptyText}
        </p>
      ) : (
        <ul className={listClassName}>
          {visible.map((item) => (
            <li key={item.id}>{item.node}</li>
          ))}
        </ul>
      )}
    </div>
  )
}
