import { FileText, Search, Smartphone } from '@/ui/icons'

import type { ImageData } from '@/kit/image'
import { ButtonLink } from '@/ui/button'
import { SafeImage } from '@/ui/safe-image'

import { PriceTag } from './price-tag'
import { discountPercent } from './pricing'
import { StarRating } from './star-rating'

export type TemplateCardData = {
  slug: string
  title: string
  description: string
  category: string
  difficulty: string
  tags: string[]
  price: number
  originalPrice: number | null
  pages: number
  card: ImageData | null
}

/** One template in the catalogue, exactly as the spec lists its parts. */
export function TemplateCard({ template: t, priority }: { template: TemplateCardData; priority?: boolean }) {
  const discount = discountPercent(t.price, t.originalPrice)
  const href = `/templates/${t.slug}`
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-(--shadow-card)">
      <div className="relative">
        <SafeImage image={t.card} sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw" priority={priority} className="aspect-[40/21]" />
        {discount !== null && (
          <span className="absolute top-3 right-3 rounded-full bg-danger-600 px-3 py-1 text-sm font-bold text-white">-{discount}%</span>
        )}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <p className="flex flex-wrap gap-2 text-sm">
          <span className="rounded-full bg-brand-50 px-3 py-0.5 font-medium text-brand-800">{t.category}</span>
          <span className="rounded-full bg-slate-100 px-3 py-0.5 font-medium text-slate-700">{t.difficulty}</span>
        </p>
        <h3 className="mt-3 text-xl font-bold text-slate-900">{t.title}</h3>
        <p className="mt-2 line-clamp-2 text-slate-600">{t.description}</p>
        <div className="mt-3">
          <StarRating />
        </div>
        <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
          <li className="flex items-center gap-1">
            <FileText aria-hidden="true" className="size-4" />
            {t.pages} {t.pages === 1 ? 'página' : 'páginas'}
          </li>
          <li className="flex items-center gap-1">
            <Smartphone aria-hidden="true" className="size-4" />
            Responsivo
          </li>
          <li className="flex items-center gap-1">
            <Search aria-hidden="true" className="size-4" />
            SEO
          </li>
        </ul>
        <div className="mt-4 flex-1">
          <PriceTag price={t.price} originalPrice={t.originalPrice} />
        </div>
        <div className="mt-4 grid grid-cols-2 gap-2">
          <ButtonLink href={href} variant="outline" size="sm" aria-label={`Ver demo: ${t.title}`}>
            Ver Demo
          </ButtonLink>
          <ButtonLink href={href} variant="ghost" size="sm" aria-label={`Ver detalhes: ${t.title}`}>
            Ver Detalhes
          </ButtonLink>
          <ButtonLink href={href} size="sm" className="col-span-2" aria-label={`Comprar agora: ${t.title}`}>
            Comprar Agora
          </ButtonLink>
        </div>
      </div>
    </article>
  )
}
