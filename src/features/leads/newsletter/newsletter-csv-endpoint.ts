import { isAdmin } from '@/features/accounts/roles'
import { csvExportEndpoint, localDateTime, type CsvRow } from '@/kit/csv-export'
import type { CsvColumn } from '@/lib/csv'

const columns: CsvColumn<CsvRow>[] = [
  { header: 'Inscrito em', value: (r) => localDateTime(r.createdAt) },
  { header: 'E-mail', value: (r) => r.email },
  { header: 'Situação', value: (r) => (r.unsubscribedAt ? 'Cancelou' : 'Ativo') },
  { header: 'Cancelou em', value: (r) => localDateTime(r.unsubscribedAt) },
  { header: 'Página de origem', value: (r) => r.paginaOrigem },
  { header: 'Consentimento', value: (r) => r.consentimentoTexto },
  { header: 'Versão do consentimento', value: (r) => r.consentVersion },
  { header: 'Consentimento em', value: (r) => localDateTime(r.consentimentoEm) },
]

/**
 * GET /cms-api/newsletter-subscribers/export.csv: the subscribers of the current list view (filters and
 * search applied), like the leads export; administrators only, who alone read the list. Never the
 * unsubscribe token.
 */
export const newsletterCsvEndpoint = csvExportEndpoint({
  collection: 'newsletter-subscribers',
  filename: 'newsletter',
  columns,
  searchable: ['email'],
  allowed: (req) => isAdmin(req.user),
})
