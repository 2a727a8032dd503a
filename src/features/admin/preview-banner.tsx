import { Eye } from '@/ui/icons'

import { LivePreviewRefresh } from './live-preview-refresh'

/** The bar over a page shown in draft preview, with the way out. */
export function PreviewBanner({ path }: { path: string }) {
  return (
    <aside aria-label="Pré-visualização" className="sticky top-0 z-50 border-b border-amber-500 bg-amber-200 text-slate-950">
      <div className="container-page flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-1">
        <p className="inline-flex items-center gap-2">
          <Eye aria-hidden="true" className="size-5 shrink-0" />
          <span>
            <strong>Pré-visualização</strong>: este é o rascunho mais recente; só a equipe o vê.
          </span>
        </p>
        <a
          href={`/api/preview/exit?${new URLSearchParams({ path })}`}
          className="inline-flex min-h-11 items-center font-semibold underline underline-offset-4 hover:no-underline"
        >
          Sair da pré-visualização
        </a>
      </div>
      <LivePreviewRefresh />
    </aside>
  )
}
