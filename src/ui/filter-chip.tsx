import type { ComponentProps } from 'react'

import { cn } from '@/ui/cn'

/**
 * The one look of a filter chip on the site (blog categories, home cases and portfolio filters):
 * rounded, 44 px tall, filled when active. A link (`aria-current`) or a toggle button (`aria-pressed`).
 */
export function chipClasses(active: boolean, className?: string): string {
  return cn(
    'inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm font-semibold transition-colors duration-200',
    active ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-800 hover:border-brand-700 hover:text-brand-800',
    className,
  )
}

/** A chip that is a link to a filtered address (works without JavaScript). */
export function ChipLink({ active, className, ...rest }: { active: boolean } & ComponentProps<'a'>) {
  return <a aria-current={active ? 'true' : undefined} className={chipClasses(active, className)} {...rest} />
}

/** A chip that toggles a filter in place. */
export function ChipButton({ active, className, type = 'button', ...rest }: { active: boolean } & ComponentProps<'button'>) {
  return <button type={type} aria-pressed={active} className={chipClasses(active, className)} {...rest} />
}
