import type { ReactNode } from 'react'

import { cn } from './cn'

/** A small label (category, tag). */
export function Badge({ children, tone = 'brand', className }: { children: ReactNode; tone?: 'brand' | 'neutral' | 'accent'; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-3 py-0.5 text-sm font-medium',
        tone === 'brand' && 'bg-brand-50 text-brand-800',
        tone === 'neutral' && 'bg-slate-100 text-slate-700',
        tone === 'accent' && 'bg-accent-300 text-slate-900',
        className,
      )}
    >
      {children}
    </span>
  )
}
