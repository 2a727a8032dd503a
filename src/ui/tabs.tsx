'use client'

import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'

import { cn } from './cn'

export type TabItem = { value: string; label: string; content: ReactNode }

/**
 * Accessible tabs (WAI-ARIA tabs pattern, automatic activation): arrow keys, Home and End move between
 * tabs, Tab moves into the panel. Hand-made to keep the island under 1 KB (Radix Tabs costs ~8 KB gzip).
 */
export function Tabs({ items, defaultValue, label, className }: { items: TabItem[]; defaultValue?: string; label: string; className?: string }) {
  const [active, setActive] = useState(defaultValue ?? items[0]?.value)
  const id = useId()
  const refs = useRef<(HTMLButtonElement | null)[]>([])

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = items.length - 1
    const next = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key]
    if (next === undefined) return
    event.preventDefault()
    setActive(items[next]!.value)
    refs.current[next]?.focus()
  }

  return (
    <div className={className}>
      <div role="tablist" aria-label={label} className="flex gap-1 overflow-x-auto rounded-lg bg-slate-100 p-1">
        {items.map((item, index) => {
          const selected = item.value === active
          return (
            <button
              key={item.value}
              ref={(el) => {
                refs.current[index] = el
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${index}`}
              aria-selected={selected}
              aria-controls={`${id}-panel-${index}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => setActive(item.value)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={cn(
                'min-h-11 flex-1 rounded-md px-4 text-sm font-semibold whitespace-nowrap transition-colors',
                selected ? 'bg-white text-brand-800 shadow-sm' : 'text-slate-700 hover:text-brand-800',
              )}
            >
              {item.label}
            </button>
          )
        })}
      </div>
      {items.map((item, index) => (
        <div
          key={item.value}
          role="tabpanel"
          id={`${id}-panel-${index}`}
          aria-labelledby={`${id}-tab-${index}`}
          hidden={item.value !== active}
          tabIndex={0}
          className="mt-6"
        >
          {item.content}
        </div>
      ))}
    </div>
  )
}
