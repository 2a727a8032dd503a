import { Check } from '@/ui/icons'

import type { TabItem } from '@/ui/tabs'

import type { ServiceDeskPanel } from './page-defaults'

function Board({ board }: { board: ServiceDeskPanel['board'] }) {
  return (
    <div className="grid gap-3 rounded-lg bg-brand-900 p-4 sm:grid-cols-3" aria-hidden="true">
      {board.map((col) => (
        <div key={col.column} className="rounded-md bg-brand-800 p-3">
          <p className="text-sm font-semibold text-brand-100">{col.column}</p>
          {col.cards.map((card) => (
            <p key={card} className="mt-2 rounded bg-white px-3 py-2 text-sm text-slate-800 shadow-sm">
              {card}
            </p>
          ))}
        </div>
      ))}
    </div>
  )
}

/** The tabs of the service desk page (four today), each with its text, points and a sample board. */
export function serviceDeskTabs(panels: ServiceDeskPanel[]): TabItem[] {
  return panels.map((panel) => ({
    value: panel.id,
    label: panel.label,
    content: (
      <div className="grid items-start gap-8 lg:grid-cols-2">
        <div>
          <h3 className="text-2xl font-semibold text-slate-900">{panel.title}</h3>
          <p className="mt-3 text-lg text-slate-700">{panel.text}</p>
          <ul className="mt-5 space-y-3">
            {panel.points.map((point) => (
              <li key={point} className="flex gap-3">
                <Check aria-hidden="true" className="mt-1 size-5 shrink-0 text-success-600" />
                <span>{point}</span>
              </li>
            ))}
          </ul>
        </div>
        <Board board={panel.board} />
      </div>
    ),
  }))
}
