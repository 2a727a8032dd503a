import { SectionHeading } from '@/ui/section-heading'

import { homeIcon } from '../home-icons'
import { HOME_SECTIONS, type HomeSections, type ValueCard, values } from '../home-page-defaults'

/** #about: the three value cards. */
export function ValueCards({ cards = values, heading = HOME_SECTIONS.aboutSection }: { cards?: ValueCard[]; heading?: HomeSections['aboutSection'] }) {
  return (
    <section id="about" aria-labelledby="about-title" className="container-page py-16 sm:py-24">
      <SectionHeading
        eyebrow={heading.eyebrow}
        id="about-title"
        title={heading.title}
        lead={heading.lead}
      />
      <ul className="grid gap-6 md:grid-cols-3">
        {cards.map(({ title, description, icon }) => {
          const Icon = homeIcon(icon)
          return (
          <li key={title} className="rounded-lg border border-slate-200 bg-white p-6 shadow-(--shadow-card)">
            <span className="inline-flex size-12 items-center justify-center rounded-md bg-brand-50 text-brand-700">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <h3 className="mt-4 text-xl font-bold text-slate-900">{title}</h3>
            <p className="mt-2 text-slate-600">{description}</p>
          </li>
          )
        })}
      </ul>
    </section>
  )
}
