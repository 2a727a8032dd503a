import type { Metric } from '../parse-list'

export function MetricsGrid({ metrics }: { metrics: Metric[] }) {
  if (metrics.length === 0) return null
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {metrics.map((metric, index) => (
        <div key={`${metric.label}-${index}`} className="flex flex-col rounded-lg border border-slate-200 bg-white p-6 shadow-(--shadow-card)">
          <dt className="font-semibold text-slate-900">{metric.label || 'Resultado'}</dt>
          <dd className="order-first text-4xl font-extrabold text-brand-700">{metric.value}</dd>
          {metric.description && <dd className="mt-1 text-slate-600">{metric.description}</dd>}
        </div>
      ))}
    </dl>
  )
}
