import type { ReactNode } from 'react'

/** The dark hero band that opens inner pages, so every page starts the same way. */
export function PageHero({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow?: string
  title: ReactNode
  lead?: ReactNode
  children?: ReactNode
}) {
  return (
    <section className="bg-gradient-to-br from-brand-950 via-brand-900 to-brand-800 text-white">
      <div className="container-page py-16 sm:py-20">
        {eyebrow && <p className="mb-3 text-sm font-semibold tracking-wide text-accent-300 uppercase">{eyebrow}</p>}
        <h1 className="max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">{title}</h1>
        {lead && <p className="mt-5 max-w-2xl text-lg text-brand-100">{lead}</p>}
        {/* Phones: the calls to action stack at full width, so none wraps on its own; side by side from sm. */}
        {children && <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">{children}</div>}
      </div>
    </section>
  )
}
