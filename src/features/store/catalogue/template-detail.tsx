import { RichText } from '@payloadcms/richtext-lexical/react'
import { CheckCircle2, ExternalLink, FileText, Headphones, Search, Smartphone, Tag } from '@/ui/icons'

import { SafeImage } from '@/ui/safe-image'
import { Tabs } from '@/ui/tabs'

import { discountPercent } from './pricing'
import type { StorePaymentSettings } from '../payments/payment-methods'
import { PurchaseCard } from '../checkout/purchase-card'
import { StarRating } from './star-rating'
import type { TemplateView } from './template-view'

const tiles = (pages: number) => [
  { Icon: FileText, value: String(pages), label: pages === 1 ? 'Página' : 'Páginas' },
  { Icon: Smartphone, value: '100%', label: 'Responsivo' },
  { Icon: Search, value: 'SEO', label: 'Otimizado' },
  { Icon: Headphones, value: '30 dias', label: 'Suporte' },
]

function CheckList({ items, empty }: { items: string[]; empty: string }) {
  if (!items.length) return <p className="text-slate-600">{empty}</p>
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {items.map((item) => (
        <li key={item} className="flex gap-2 text-slate-700">
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success-600" />
          {item}
        </li>
      ))}
    </ul>
  )
}

/**
 * The template's detail: cover, facts, tabs, rich description, purchase card and tags. On phones the
 * purchase card comes right after the tiles (price and 'Comprar Template' without scrolling past the
 * tabs); from lg it is a sticky column beside everything.
 */
export function TemplateDetail({
  template: t,
  checkoutFailed,
  invalidData,
  couponRefused,
  payment,
}: {
  template: TemplateView
  checkoutFailed?: boolean
  invalidData?: boolean
  couponRefused?: boolean
  payment?: StorePaymentSettings
}) {
  const discount = discountPercent(t.price, t.originalPrice)
  return (
    <div className="container-page grid gap-10 py-10 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_1fr]">
      <div className="min-w-0 lg:col-start-1">
        <SafeImage image={t.cover} sizes="(min-width: 1024px) 60vw, 100vw" priority className="aspect-[40/21] rounded-lg" />
        <a href={t.demoUrl} target="_blank" rel="noopener noreferrer" className="mt-3 inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline-offset-4 hover:underline">
          <ExternalLink aria-hidden="true" className="size-4" />
          Ver demonstração ao vivo<span className="sr-only"> (abre em nova aba)</span>
        </a>
        <p className="mt-4 flex flex-wrap gap-2 text-sm">
          <span className="rounded-full bg-brand-50 px-3 py-0.5 font-medium text-brand-800">{t.category}</span>
          <span className="rounded-full bg-slate-100 px-3 py-0.5 font-medium text-slate-700">{t.difficulty}</span>
          {discount !== null && <span className="rounded-full bg-danger-600 px-3 py-0.5 font-bold text-white">-{discount}% OFF</span>}
        </p>
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t.title}</h1>
        <div className="mt-2">
          <StarRating suffix="• 150+ vendas" />
        </div>
        <p className="mt-4 text-lg text-slate-700">{t.description}</p>
        <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {tiles(t.pages).map(({ Icon, value, label }) => (
            <li key={label} className="rounded-lg border border-slate-200 bg-white p-4 text-center">
              <Icon aria-hidden="true" className="mx-auto size-6 text-brand-700" />
              <p className="mt-2 text-xl font-bold text-slate-900">{value}</p>
              <p className="text-sm text-slate-600">{label}</p>
            </li>
          ))}
        </ul>
      </div>
      <aside className="flex flex-col gap-6 lg:col-start-2 lg:row-span-2 lg:row-start-1" aria-label="Compra">
        <PurchaseCard template={t} failed={checkoutFailed} invalidData={invalidData} coupon={couponRefused} payment={payment} />
        {t.tags.length > 0 && (
          <div className="rounded-lg border border-slate-200 bg-white p-6">
            <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
              <Tag aria-hidden="true" className="size-5" /> Tags
            </h2>
            <ul className="mt-3 flex flex-wrap gap-2">
              {t.tags.map((tag) => (
                <li key={tag} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-700">
                  {tag}
                </li>
              ))}
            </ul>
          </div>
        )}
      </aside>
      <div className="min-w-0 lg:col-start-1">
        <Tabs
          label="Detalhes do template"
          headingLevel={2}
          defaultValue="recursos"
          items={[
            { value: 'recursos', label: 'Recursos', content: <CheckList items={t.features} empty="Recursos em breve." /> },
            {
              value: 'galeria',
              label: 'Galeria',
              content: t.gallery.length ? (
                <ul className="grid gap-4 sm:grid-cols-2">
                  {t.gallery.map((image) => (
                    <li key={image.url}>
                      <SafeImage image={image} sizes="(min-width: 640px) 50vw, 100vw" className="rounded-lg" />
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="text-slate-600">Galeria em breve.</p>
              ),
            },
            { value: 'incluso', label: 'Incluso', content: <CheckList items={t.includes} empty="Arquivo do template e guia de instalação." /> },
          ]}
        />
        {t.content && (
          <section className="mt-10" aria-labelledby="descricao-detalhada">
            <h2 id="descricao-detalhada" className="text-2xl font-bold text-slate-900">
              Descrição Detalhada
            </h2>
            <div className="mt-4 max-w-none text-slate-700 [&_p]:mt-3 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6">
              <RichText data={t.content as never} disableContainer />
            </div>
          </section>
        )}
      </div>
    </div>
  )
}
