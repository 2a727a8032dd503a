/** The agency's numbers on /cases (from the "Cases (página)" global): each number above its label, like the metrics of a case. */
export function CaseStats({ stats }: { stats: { value: string; label: string }[] }) {
  return (
    <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {stats.map((stat) => (
        <div key={stat.label} className="flex flex-col rounded-lg border border-slate-200 bg-white p-5 text-center shadow-(--shadow-card)">
          <dt className="text-sm font-medium text-slate-600 sm:text-base">{stat.label}</dt>
          <dd className="order-first text-3xl font-extrabold text-brand-700 sm:text-4xl">{stat.value}</dd>
        </div>
      ))}
    </dl>
  )
}
