import { Card } from '@/ui/card'

import type { FeatureContent } from './page-defaults'
import { ProductIconSvg } from './product-icon'

/** A grid of feature cards (icon, title, one or two sentences). */
export function FeatureGrid({ features, columns = 4 }: { features: FeatureContent[]; columns?: 3 | 4 }) {
  return (
    <ul className={`grid gap-5 sm:grid-cols-2 ${columns === 4 ? 'lg:grid-cols-4' : 'lg:grid-cols-3'}`}>
      {features.map(({ icon, title, text }, index) => (
        <li key={`${index}-${title}`}>
          <Card className="h-full">
            <span className="grid size-12 place-items-center rounded-md bg-brand-50 text-brand-700">
              <ProductIconSvg icon={icon} className="size-6" />
            </span>
            <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
            <p className="mt-2 text-slate-600">{text}</p>
          </Card>
        </li>
      ))}
    </ul>
  )
}
