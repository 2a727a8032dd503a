import type { Endpoint } from 'payload'

import { isAdmin } from '@/features/accounts/roles'

import { toCsv, type CsvColumn } from './leads-csv'

type LeadRow = Record<string, unknown>

const columns: CsvColumn<LeadRow>[] = [
  { header: 'Criado em', value: (r) => r.createdAt },
  { header: 'Situação', value: (r) => r.status },
  { header: 'Serviço', value: (r) => r.servico },
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
  { header: 'Consentimento em', value: (r) => r.consentimentoEm },
]

/** GET /cms-api/leads/export.csv: every lead, newest first, for administrators. */
export const leadsCsvEndpoint: Endpoint = {
  path: '/export.csv',
  method: 'get',
  handler: async (req) => {
    if (!isAdmin(req.user)) return Response.json({ error: 'Acesso restrito a administradores.' }, { status: 403 })
    const rows: LeadRow[] = []
    for (let page = 1; ; page += 1) {
      const result = await req.payload.find({
        collection: 'leads',
        sort: '-createdAt',
        limit: 500,
        page,
        depth: 0,
        overrideAccess: true,
      })
      rows.push(...(result.docs as unknown as LeadRow[]))
      if (!result.hasNextPage) break
    }
    const date = new Date().toISOString().slice(0, 10)
    return new Response(toCsv(rows, columns), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="leads-${date}.csv"`,
        'Cache-Control': 'no-store',
      },
    })
  },
}
