'use client'

import { type ReactNode, useState } from 'react'

import { ChipButton } from '@/ui/filter-chip'

import { useHydrated } from './use-hydrated'

export type FilterItem = { id: string | number; keys: string[]; node: ReactNode }

/**
 * Filter buttons over a grid of server-rendered items. Without JavaScript the grid shows every item
 * (up to `limit`) and the buttons, which could do nothing, are hidden (their room is kept, so nothing moves
 * when they appear); with it they filter in place.
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
  const hydrated = useHydrated()
  const visible = items.filter((item) => active === 'all' || item.keys.includes(active)).slice(0, limit ?? items.length)
  return (
    <div>
      <div
        role="group"
        aria-label={label}
        data-ready={hydrated ? 'true' : 'false'}
        className={`mb-8 flex flex-wrap justify-center gap-2 ${hydrated ? '' : 'invisible'}`}
      >
        {filters.map((filter) => (
          <ChipButton key={filter.id} active={active === filter.id} onClick={() => setActive(filter.id)}>
            {filter.label}
          </ChipButton>
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
