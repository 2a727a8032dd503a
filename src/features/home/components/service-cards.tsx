import { SectionHeading } from '@/ui/section-heading'

import { homeIcon } from '../home-icons'
import { HOME_SECTIONS, type HomeSections, type ServiceCard, services } from '../home-page-defaults'

const tones = {
  seo: 'bg-service-seo',
  ads: 'bg-service-ads',
  web: 'bg-service-web',
  brand: 'bg-service-brand',
  consulting: 'bg-service-consulting',
} as const

/**
 * The card holding the keyboard focus is open unless the pointer is over another card: the hovered card
 * wins, so exactly one card is open at a time. (Full class names, so that Tailwind finds them.)
 */
const focusOpen = {
  card: '[[data-service-list]:not(:has(>li:hover))>&:focus-within]:border-brand-300 [[data-service-list]:not(:has(>li:hover))>&:focus-within]:shadow-(--shadow-raised)',
  list: '[[data-service-list]:not(:has(>li:hover))>li:focus-within_&]:not-sr-only',
}

/**
 * #services: the feature list of a card opens while the pointer is over it or while it holds the keyboard
 * focus (CSS only), one card at a time; on touch screens the lists are always open.
 */
export function ServiceCards({
  whatsappHref,
  cards = services,
  heading = HOME_SECTIONS.servicesSection,
}: {
  whatsappHref: (service: string) => string
  cards?: ServiceCard[]
  heading?: HomeSections['servicesSection']
}) {
  return (
    <section id="services" aria-labelledby="services-title" className="bg-slate-50 py-16 sm:py-24">
      <div className="container-page">
        <SectionHeading
          eyebrow={heading.eyebrow}
          id="services-title"
          title={heading.title}
          lead={
            heading.lead || heading.touchLead ? (
              <>
                {/* Touch screens show every list open: there is nothing to hover there. */}
                <span className="[@media(hover:none)]:hidden">{heading.lead}</span>
                <span className="hidden [@media(hover:none)]:inline">{heading.touchLead}</span>
              </>
            ) : undefined
          }
        />
        <ul data-service-list className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {cards.map(({ title, description, features, icon, color }) => {
            const Icon = homeIcon(icon)
            return (
            <li
              key={title}
              data-service-card
              className={`group relative flex flex-col rounded-lg border-2 border-transparent bg-white p-6 shadow-(--shadow-card) transition duration-200 hover:border-brand-300 hover:shadow-(--shadow-raised) ${focusOpen.card}`}
            >
              <span className={`inline-flex size-12 items-center justify-center rounded-md text-white ${tones[color]}`}>
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-4 text-xl font-bold text-slate-900">{title}</h3>
              <p className="mt-2 text-slate-600">{description}</p>
              <ul
                aria-label={`O que inclui: ${title}`}
                className={`sr-only mt-4 space-y-2 text-slate-700 *:flex *:gap-2 *:before:mt-2.5 *:before:size-1.5 *:before:shrink-0 *:before:rounded-full *:before:bg-brand-700 group-hover:not-sr-only [@media(hover:none)]:not-sr-only ${focusOpen.list}`}
              >
                {features.map((feature) => (
                  // The bullet's classes sit once on the list (`*:`), not on each of the ~40 items of the section.
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
              <a
                href={whatsappHref(title)}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`${heading.cta}: ${title}`}
                className="mt-auto inline-flex min-h-11 items-center pt-4 font-semibold text-brand-700 hover:text-brand-900 hover:underline"
              >
                {heading.cta}
              </a>
            </li>
            )
          })}
        </ul>
      </div>
    </section>
  )
}
