import type { ReactNode } from 'react'

import { cn } from '@/ui/cn'
import { SectionHeading } from '@/ui/section-heading'

/** A page section with the shared heading block and vertical rhythm. */
export function Section({
  id,
  eyebrow,
  title,
  lead,
  tone = 'white',
  children,
}: {
  id?: string
  eyebrow?: string
  title: ReactNode
  lead?: ReactNode
  tone?: 'white' | 'tint'
  children: ReactNode
}) {
  const headingId = id ? `${id}-titulo` : undefined
  return (
    <section id={id} aria-labelledby={headingId} className={cn('py-14 sm:py-20', tone === 'tint' && 'bg-brand-50')}>
      <div className="container-page">
        <SectionHeading id={headingId} eyebrow={eyebrow} title={title} lead={lead} />
        {children}
      </div>
    </section>
  )
}
