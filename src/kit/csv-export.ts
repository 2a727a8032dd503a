import type { CollectionSlug, Endpoint, PayloadRequest, Where } from 'payload'

import { toCsv, type CsvColumn } from '@/lib/csv'

export type CsvRow = Record<string, unknown>

const saoPaulo = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
})

/** A stored date (ISO, UTC) as São Paulo local time, '22/11/2026 14:05:09'; empty when missing. */
export function localDateTime(value: unknown): string {
  if (typeof value !== 'string' && !(value instanceof Date)) return ''
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? '' : saoPaulo.format(date).replace(',', '')
}

/** The label of a select value ('novo' → 'Novo'), or the value itself when unknown. */
export const optionLabel =
  (options: readonly { label: string; value: string }[]) =>
  (value: unknown): string =>
    options.find((o) => o.value === value)?.label ?? (value == null ? '' : String(value))

/**
 * The filters of the admin list the export was started from: Payload's `where` query (the list's filter
 * builder) and its `search` box, which looks in the collection's searchable fields.
 */
export function listFilters(req: PayloadRequest, searchable: string[]): Where | undefined {
  const conditions: Where[] = []
  const where = req.query?.where
  if (where && typeof where === 'object') conditions.push(where as Where)
  const search = typeof req.query?.search === 'string' ? req.query.search.trim() : ''
  if (search && searchable.length) conditions.push({ or: searchable.map((field) => ({ [field]: { like: search } })) })
  if (conditions.length === 0) return undefined
  return conditions.length === 1 ? conditions[0] : { and: conditions }
}

type Options = {
  collection: CollectionSlug
  filename: string
  columns: CsvColumn<CsvRow>[]
  searchable: string[]
  /** Who may export; everyone else gets a JSON 403. */
  allowed: (req: PayloadRequest) => boolean
}

/**
 * GET /cms-api/<collection>/export.csv: the rows of the admin list (its filters and search applied),
 * newest first, read with the user's own access rules.
 */
export function csvExportEndpoint({ collection, filename, columns, searchable, allowed }: Options): Endpoint {
  return {
    path: '/export.csv',
    method: 'get',
    handler: async (req) => {
      if (!req.user) return Response.json({ error: 'Faça login para exportar.' }, { status: 401 })
      if (!allowed(req)) return Response.json({ error: 'Você não tem permissão para exportar esta lista.' }, { status: 403 })
      const where = listFilters(req, searchable)
      const rows: CsvRow[] = []
      try {
        for (let page = 1; ; page += 1) {
          const result = await req.payload.find({
            collection,
            where,
            sort: '-createdAt',
            limit: 500,
            page,
            depth: 1,
            overrideAccess: false,
            user: req.user,
            req,
          })
          rows.push(...(result.docs as unknown as CsvRow[]))
          if (!result.hasNextPage) break
        }
      } catch {
        return Response.json({ error: 'Filtro inválido.' }, { status: 400 })
      }
      const date = localDateTime(new Date()).slice(0, 10).split('/').reverse().join('-')
      return new Response(toCsv(rows, columns), {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="${filename}-${date}.csv"`,
          'Cache-Control': 'no-store',
        },
      })
    },
  }
}
