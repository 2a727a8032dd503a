import { Check } from '@/ui/icons'

import { ButtonLink } from '@/ui/button'

/** The product's plan: price, what is included and the WhatsApp call to action. */
export function PlansCard({
  title,
  price,
  period,
  note,
  items,
  ctaHref,
  ctaLabel,
  promotion,
}: {
  title: string
  price: string
  period: string
  note?: string
  items: string[]
  ctaHref: string
  /** The button's text, from the product's global. */
  ctaLabel: string
  /** A current promotion: a short badge ('20% OFF') and the sentence that says what it gives. */
  promotion?: { badge: string; text: string }
}) {
  return (
    <div className="mx-auto max-w-xl rounded-lg border-2 border-brand-700 bg-white p-8 shadow-(--shadow-raised)">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="text-xl font-bold text-slate-900">{title}</h3>
        {promotion && <span className="rounded-full bg-accent-400 px-3 py-1 text-sm font-bold text-brand-950">{promotion.badge}</span>}
      </div>
      <p className="mt-4 flex flex-wrap items-baseline gap-x-2">
        <span className="text-4xl font-extrabold tracking-tight text-brand-800">{price}</span>
        <span className="text-slate-600">{period}</span>
      </p>
      {note && <p className="mt-2 font-semibold text-slate-700">{note}</p>}
      {promotion && (
        <p className="mt-4 rounded-md border-l-4 border-accent-400 bg-brand-50 p-4 font-semibold text-slate-900">
          <span className="sr-only">Promoção: </span>
          {promotion.text}
        </p>
      )}
      <ul className="mt-6 space-y-3">
        {items.map((item) => (
          <li key={item} className="flex gap-3">
            <Check aria-hidden="true" className="mt-1 size-5 shrink-0 text-success-600" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
      <ButtonLink href={ctaHref} external variant="whatsapp" size="lg" className="mt-8 w-full">
        {ctaLabel}
      </ButtonLink>
    </div>
  )
}
