'use client'

import { Menu, X } from '@/ui/icons'
import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { useEffect, useId, useState } from 'react'

import { cn } from '@/ui/cn'

import { isCurrent, navItems } from './nav'

/**
 * The header's navigation. From md up the links are always visible; below md a menu button
 * (with `aria-expanded`) shows them, and choosing a link, pressing Escape or navigating closes it.
 */
export function SiteNav() {
  const pathname = usePathname() ?? '/'
  const [open, setOpen] = useState(false)
  const listId = useId()

  useEffect(() => setOpen(false), [pathname])
  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false)
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [open])

  return (
    <>
      <button
        type="button"
        className="order-3 inline-flex min-h-11 min-w-11 items-center justify-center rounded-md text-slate-800 hover:bg-brand-50 md:hidden"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
        <span className="sr-only">{open ? 'Fechar menu' : 'Abrir menu'}</span>
      </button>
      <nav
        id={listId}
        aria-label="Principal"
        className={cn('order-4 w-full md:block 2xl:order-2 2xl:w-auto 2xl:flex-1', open ? 'block' : 'hidden')}
      >
        <ul className="flex max-h-[calc(100dvh-7.5rem)] flex-col gap-1 overflow-y-auto border-t border-slate-200 py-3 md:max-h-none md:flex-row md:overflow-visible md:flex-wrap md:justify-center md:gap-x-1 md:border-0 md:py-1">
        {navItems.map((item) => {
          const current = isCurrent(item.href, pathname)
          return (
            <li key={item.href}>
              <Link
                href={item.href}
                aria-current={current ? 'page' : undefined}
                onClick={() => setOpen(false)}
                className={cn(
                  'flex min-h-11 items-center rounded-md px-3 text-base font-medium transition-colors md:text-sm',
                  current ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
                )}
              >
                {item.label}
              </Link>
            </li>
          )
        })}
        </ul>
      </nav>
    </>
  )
}
