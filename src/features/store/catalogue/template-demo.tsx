import { ArrowLeft, Eye, ShoppingCart } from '@/ui/icons'

import { ButtonLink } from '@/ui/button'
import { SafeImage } from '@/ui/safe-image'

import { PriceTag } from './price-tag'
import type { TemplateView } from './template-view'

/** A browser window around one page of the template, so the preview reads as "the site", not as photos. */
function BrowserFrame({ address, children }: { address: string; children: React.ReactNode }) {
  return (
    <figure className="overflow-hidden rounded-lg border border-slate-200 bg-white shadow-(--shadow-raised)">
      <div className="flex items-center gap-2 border-b border-slate-200 bg-slate-100 px-4 py-2" aria-hidden="true">
        <span className="size-3 rounded-full bg-slate-300" />
        <span className="size-3 rounded-full bg-slate-300" />
        <span className="size-3 rounded-full bg-slate-300" />
        <span className="ml-3 truncate rounded bg-white px-3 py-0.5 text-xs text-slate-600">{address}</span>
      </div>
      {children}
    </figure>
  )
}

/**
 * /templates/{slug}/demo: the live preview served by this site (the template's pages from its cover and
 * gallery), with the way back to the product and to the purchase always at hand.
 */
export function TemplateDemo({ template: t }: { template: TemplateView }) {
  const pages = [t.cover, ...t.gallery].filter((image): image is NonNullable<typeof image> => image !== null)
  const host = `${t.slug}.exemplo.com.br`
  return (
    <>
      <div role="note" className="border-b border-brand-200 bg-brand-50">
        <div className="container-page flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="flex items-center gap-2 text-brand-900">
            <Eye aria-hidden="true" className="size-5 shrink-0" />
            <span>
              <strong>Demonstração do template {t.title}.</strong> Depois da compra, você troca textos, fotos e cores no editor.
            </span>
          </p>
          <div className="grid gap-2 sm:flex sm:shrink-0">
            <ButtonLink href={`/templates/${t.slug}`} variant="outline" size="sm">
              <ArrowLeft aria-hidden="true" className="size-4" />
              Voltar ao template
            </ButtonLink>
            <ButtonLink href={`/templates/${t.slug}#comprar`} size="sm">
              <ShoppingCart aria-hidden="true" className="size-4" />
              Comprar Template
            </ButtonLink>
          </div>
        </div>
      </div>
      <section className="container-page max-w-5xl py-10" aria-labelledby="demo-titulo">
        <h1 id="demo-titulo" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          {t.title}: demonstração ao vivo
        </h1>
        <p className="mt-3 max-w-3xl text-lg text-slate-700">{t.description}</p>
        <div className="mt-3">
          <PriceTag price={t.price} originalPrice={t.originalPrice} />
        </div>
        <ol className="mt-10 space-y-10">
          {pages.map((image, index) => (
            <li key={image.url}>
              <BrowserFrame address={index === 0 ? host : `${host}/pagina-${index + 1}`}>
                <SafeImage image={image} sizes="(min-width: 1024px) 64rem, 100vw" priority={index === 0} className="w-full" />
                <figcaption className="border-t border-slate-200 px-4 py-3 text-sm text-slate-700">{image.alt}</figcaption>
              </BrowserFrame>
            </li>
          ))}
        </ol>
        {t.features.length > 0 && (
          <>
            <h2 className="mt-12 text-2xl font-bold text-slate-900">O que esta demonstração mostra</h2>
            <ul className="mt-4 list-disc space-y-2 pl-6 text-slate-700">
              {t.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
          </>
        )}
      </section>
    </>
  )
}
