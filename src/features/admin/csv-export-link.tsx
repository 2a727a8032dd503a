'use client'

import { useSearchParams } from 'next/navigation'

/** The list's own filters (`where[...]`) and search box, carried over to the export. */
function exportHref(base: string, params: URLSearchParams): string {
  const kept = new URLSearchParams()
  for (const [key, value] of params) if (key.startsWith('where[') || key === 'search') kept.append(key, value)
  const query = kept.toString()
  return query ? `${base}?${query}` : base
}

function ExportLink({ base, label }: { base: string; label: string }) {
  const params = useSearchParams()
  return (
    <p style={{ margin: '0 0 1rem' }}>
      <a href={exportHref(base, new URLSearchParams(params?.toString()))} download className="btn btn--style-secondary btn--size-small">
        {label}
      </a>
    </p>
  )
}

/** Above the leads list: downloads the leads shown (filters and search applied) as CSV. */
export const LeadsExportLink = () => <ExportLink base="/cms-api/leads/export.csv" label="Exportar leads (CSV)" />

/** Above the orders list: downloads the orders shown (filters and search applied) as CSV. */
export const OrdersExportLink = () => <ExportLink base="/cms-api/orders/export.csv" label="Exportar pedidos (CSV)" />

/** Above the newsletter subscribers list: downloads the subscribers shown as CSV. */
export const NewsletterExportLink = () => <ExportLink base="/cms-api/newsletter-subscribers/export.csv" label="Exportar assinantes (CSV)" />
