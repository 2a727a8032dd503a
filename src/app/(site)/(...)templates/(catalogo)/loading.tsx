import { CatalogHero } from '@/features/store/catalogue/catalog-hero'
import { getStorePage } from '@/features/store/queries'
import { TemplateCardSkeleton } from '@/features/store/catalogue/template-skeletons'

/**
 * While the catalogue loads (a navigation from another page): the spec's 'Carregando templates...', under
 * the same heading as the page (cached, so it does not wait for the list).
 */
export default async function Loading() {
  const { hero } = await getStorePage()
  return (
    <>
      <CatalogHero hero={hero} />
      <section className="container-page py-12" aria-busy="true">
        <p role="status" className="text-lg font-semibold text-slate-700">
          Carregando templates...
        </p>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <li key={i}>
              <TemplateCardSkeleton />
            </li>
          ))}
        </ul>
      </section>
    </>
  )
}
