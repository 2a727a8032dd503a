/** Grey blocks in the shape of what is coming (they pulse unless the visitor prefers reduced motion). */
const block = 'animate-pulse rounded-md bg-slate-200'

/** One catalogue card while the list loads. */
export function TemplateCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-lg border border-slate-200 bg-white" aria-hidden="true">
      <div className={`${block} aspect-[40/21] rounded-none`} />
      <div className="space-y-3 p-5">
        <div className={`${block} h-5 w-1/2`} />
        <div className={`${block} h-7 w-3/4`} />
        <div className={`${block} h-4 w-full`} />
        <div className={`${block} h-4 w-5/6`} />
        <div className={`${block} h-8 w-1/3`} />
        <div className={`${block} h-11 w-full`} />
      </div>
    </div>
  )
}

/** The detail page while it loads: cover, title, tiles and the purchase card. */
export function TemplateDetailSkeleton() {
  return (
    <div className="container-page grid gap-10 py-10 lg:grid-cols-[minmax(0,1fr)_22rem]" role="status" aria-label="Carregando template...">
      <div className="space-y-4" aria-hidden="true">
        <div className={`${block} aspect-[40/21] rounded-lg`} />
        <div className={`${block} h-6 w-40`} />
        <div className={`${block} h-10 w-2/3`} />
        <div className={`${block} h-5 w-full`} />
        <div className={`${block} h-5 w-4/5`} />
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className={`${block} h-24 rounded-lg`} />
          ))}
        </div>
      </div>
      <div className="space-y-4 rounded-lg border border-slate-200 p-6" aria-hidden="true">
        <div className={`${block} h-10 w-1/2`} />
        <div className={`${block} h-4 w-1/3`} />
        <div className={`${block} h-14 w-full`} />
        <div className={`${block} h-12 w-full`} />
      </div>
      <span className="sr-only">Carregando template...</span>
    </div>
  )
}
