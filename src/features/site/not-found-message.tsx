import { ArrowLeft } from '@/ui/icons'

import { ButtonLink } from '@/ui/button'

/** Not-found state of a detail page (post, case, template), with a way back to its list. */
export function NotFoundMessage({
  title,
  text,
  backHref,
  backLabel,
}: {
  title: string
  text: string
  backHref: string
  backLabel: string
}) {
  return (
    <section className="container-page py-20 text-center">
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{title}</h1>
      <p className="mx-auto mt-4 max-w-xl text-lg text-slate-600">{text}</p>
      <ButtonLink href={backHref} variant="outline" className="mt-8">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {backLabel}
      </ButtonLink>
    </section>
  )
}
