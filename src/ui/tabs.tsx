'use client'

import { useId, useRef, useState, useSyncExternalStore, type KeyboardEvent, type ReactNode } from 'react'

import { cn } from './cn'

export type TabItem = { value: string; label: string; content: ReactNode }

const subscribeNothing = () => () => {}
/** False in the server's HTML and during hydration, true once the island runs in the browser. */
const useHydrated = () =>
  useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  )

/** Four or more tabs wrap into two columns on phones instead of scrolling sideways. */
const listClasses = (count: number) =>
  cn('gap-1 rounded-lg bg-slate-100 p-1', count > 3 ? 'grid grid-cols-2 sm:flex' : 'flex')
const tabClasses = (selected: boolean) =>
  cn(
    'inline-flex min-h-11 flex-1 items-center justify-center rounded-md px-4 text-center text-sm font-semibold transition-colors',
    selected ? 'bg-white text-brand-800 shadow-sm' : 'text-slate-700 hover:text-brand-800',
  )

/**
 * Accessible tabs (WAI-ARIA tabs pattern, automatic activation): arrow keys, Home and End move between
 * tabs, Tab moves into the panel. Hand-made to keep the island under 1 KB (Radix Tabs costs ~8 KB gzip).
 *
 * Until the island is hydrated (and forever without JavaScript) every panel is on the page, one after the
 * other, each under its own heading, and the tab row is a list of links to them. The headings are only
 * visible when scripting is off: with JavaScript the first panel keeps its place when the row turns into
 * tabs, so nothing on screen moves.
 */
export function Tabs({
  items,
  defaultValue,
  label,
  className,
  headingLevel = 3,
}: {
  items: TabItem[]
  defaultValue?: string
  label: string
  className?: string
  /** Level of the panels' headings in the no-JavaScript view (the page's outline decides). */
  headingLevel?: 2 | 3 | 4
}) {
  const [active, setActive] = useState(defaultValue ?? items[0]?.value)
  const hydrated = useHydrated()
  const id = useId()
  const refs = useRef<(HTMLButtonElement | null)[]>([])
  const panelId = (index: number) => `${id}-panel-${index}`

  if (!hydrated) {
    const Heading = `h${headingLevel}` as const
    return (
      <div className={className}>
        <nav aria-label={label}>
          <ul className={listClasses(items.length)}>
            {items.map((item, index) => (
              <li key={item.value} className="flex">
                <a href={`#${panelId(index)}`} className={tabClasses(item.value === active)}>
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {items.map((item, index) => (
          <section key={item.value} id={panelId(index)} aria-labelledby={`${id}-heading-${index}`} className="mt-6">
            <Heading
              id={`${id}-heading-${index}`}
              className="sr-only mb-2 text-sm font-semibold tracking-wide text-brand-700 uppercase noscript:not-sr-only"
            >
              {item.label}
            </Heading>
            {item.content}
          </section>
        ))}
      </div>
    )
  }

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
      <div role="tablist" aria-label={label} className={listClasses(items.length)}>
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
              aria-controls={panelId(index)}
              tabIndex={selected ? 0 : -1}
              onClick={() => setActive(item.value)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={tabClasses(selected)}
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
          id={panelId(index)}
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
