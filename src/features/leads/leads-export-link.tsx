/** Shown above the leads list in the admin: downloads every lead as a CSV file (administrators only). */
export function LeadsExportLink() {
  return (
    <p style={{ margin: '0 0 1rem' }}>
      <a href="/cms-api/leads/export.csv" download className="btn btn--style-secondary btn--size-small">
        Exportar leads (CSV)
      </a>
    </p>
  )
}
