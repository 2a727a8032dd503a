import { ChevronDown } from '@/ui/icons'

/**
 * An accordion with no JavaScript: native <details> sharing one `name`, so the browser keeps one item
 * open at a time; each summary is a button for the keyboard (Enter or Space) and screen readers.
 */
export function FaqAccordion({ items, name }: { items: { pergunta: string; resposta: string }[]; name: string }) {
  return (
    <div className="mx-auto max-w-3xl divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
      {items.map((item, index) => (
        <details key={item.pergunta} name={name} open={index === 0} className="group">
          <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 px-5 py-3 text-lg font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
            {item.pergunta}
            <ChevronDown aria-hidden="true" className="size-5 shrink-0 transition-transform group-open:rotate-180" />
          </summary>
          <p className="px-5 pb-5 text-slate-700">{item.resposta}</p>
        </details>
      ))}
    </div>
  )
}
