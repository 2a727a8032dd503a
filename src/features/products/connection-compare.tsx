import { Check, X } from '@/ui/icons'

import { Card } from '@/ui/card'

import type { ConnectionOption } from './page-defaults'
import { ProductIconSvg } from './product-icon'

/** QR-code connection versus the official API, side by side; the recommended one outlined. */
export function ConnectionCompare({ options }: { options: ConnectionOption[] }) {
  return (
    <div className="grid gap-5 md:grid-cols-2">
      {options.map(({ icon, title, badge, recommended, pros, cons }, index) => (
        <Card key={`${index}-${title}`} className={recommended ? 'border-2 border-brand-700' : undefined}>
          <div className="flex items-center justify-between gap-3">
            <ProductIconSvg icon={icon} className="size-8 text-brand-700" />
            <span className={`rounded-full px-3 py-1 text-sm font-semibold ${recommended ? 'bg-brand-700 text-white' : 'bg-slate-100 text-slate-800'}`}>{badge}</span>
          </div>
          <h3 className="mt-4 text-xl font-semibold text-slate-900">{title}</h3>
          <ul className="mt-4 space-y-2">
            {pros.map((item, i) => (
              <li key={`+${i}-${item}`} className="flex gap-2">
                <Check aria-hidden="true" className="mt-1 size-5 shrink-0 text-success-600" />
                <span>{item}</span>
              </li>
            ))}
            {cons.map((item, i) => (
              <li key={`-${i}-${item}`} className="flex gap-2">
                <X aria-hidden="true" className="mt-1 size-5 shrink-0 text-danger-600" />
                <span>
                  <span className="sr-only">Limitação: </span>
                  {item}
                </span>
              </li>
            ))}
          </ul>
        </Card>
      ))}
    </div>
  )
}
