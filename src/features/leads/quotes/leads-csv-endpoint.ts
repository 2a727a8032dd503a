import { isStaff } from '@/features/accounts/roles'
import { csvExportEndpoint, localDateTime, optionLabel, type CsvRow } from '@/kit/csv-export'
import type { CsvColumn } from '@/lib/csv'

import { LEAD_STATUSES } from './lead-status'

const SERVICES = [{ label: 'Intérprete de Libras', value: 'libras' }]

const columns: CsvColumn<CsvRow>[] = [
  { header: 'Criado em', value: (r) => localDateTime(r.createdAt) },
  { header: 'Situação', value: (r) => optionLabel(LEAD_STATUSES)(r.status) },
  { header: 'Serviço', value: (r) => optionLabel(SERVICES)(r.servico) },
  { header: 'Nome', value: (r) => r.nome },
  { header: 'E-mail', value: (r) => r.email },
  { header: 'Telefone', value: (r) => r.telefone },
  { header: 'Empresa', value: (r) => r.empresa },
  { header: 'Tipo de serviço', value: (r) => r.tipoServico },
  { header: 'Data do evento', value: (r) => r.dataEvento },
  { header: 'Local', value: (r) => r.local },
  { header: 'Tamanho do público', value: (r) => r.tamanhoPublico },
  { header: 'Duração', value: (r) => r.duracao },
  { header: 'Link do vídeo', value: (r) => r.linkVideo },
  { header: 'Descrição', value: (r) => r.descricao },
  { header: 'Página de origem', value: (r) => r.paginaOrigem },
  { header: 'Consentimento', value: (r) => r.consentimentoTexto },
  { header: 'Versão do consentimento', value: (r) => r.consentimentoVersao },
  { header: 'Consentimento em', value: (r) => localDateTime(r.consentimentoEm) },
]

/** GET /cms-api/leads/export.csv: the leads of the current list view, for staff (who may read them). */
export const leadsCsvEndpoint = csvExportEndpoint({
  collection: 'leads',
  filename: 'leads',
  columns,
  searchable: ['nome', 'email', 'empresa'],
  allowed: (req) => isStaff(req.user),
})
