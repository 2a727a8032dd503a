import type { ReactNode } from 'react'

import { cn } from './cn'

/** The heading block that opens every section: optional eyebrow, title and lead paragraph. */
export function SectionHeading({
  eyebrow,
  title,
  lead,
  as: Tag = 'h2',
  align = 'center',
  id,
  className,
}: {
  eyebrow?: string
  title: ReactNode
  lead?: ReactNode
  as?: 'h1' | 'h2'
  align?: 'center' | 'left'
  id?: string
  className?: string
}) {
  return (
    <div className={cn('mb-10 max-w-3xl', align === 'center' && 'mx-auto text-center', className)}>
      {eyebrow && <p className="mb-2 text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>}
      <Tag
        id={id}
        className={cn(
          'font-bold tracking-tight text-slate-900',
          Tag === 'h1' ? 'text-4xl sm:text-5xl' : 'text-3xl sm:text-4xl',
        )}
      >
        {title}
      </Tag>
      {lead && <p className="mt-4 text-lg text-slate-600">{lead}</p>}
    </div>
  )
}
