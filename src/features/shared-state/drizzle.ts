import { sql } from '@payloadcms/db-sqlite'
import type { Payload, PayloadRequest } from 'payload'

/*
 * The few Drizzle query-builder calls that Payload's Local API cannot express atomically (an upsert that
 * increments, an insert that ignores a duplicate), written once for both SQL adapters: SQLite and
 * PostgreSQL share this part of Drizzle's API and the tables Payload generates from the collections.
 */

type Row = Record<string, unknown>
type Returning = PromiseLike<Row[]> & { returning(fields?: Row): Promise<Row[]> }
type Builder = {
  insert(table: unknown): {
    values(values: Row): Returning & {
      onConflictDoUpdate(config: { target: unknown; set: Row }): Returning
      onConflictDoNothing(config?: { target: unknown }): Returning
    }
  }
  update(table: unknown): { set(values: Row): { where(condition: unknown): Returning } }
  delete(table: unknown): { where(condition: unknown): PromiseLike<unknown> }
  select(fields?: Row): { from(table: unknown): PromiseLike<Row[]> & { where(condition: unknown): PromiseLike<Row[]> } }
}
type SqlAdapter = { drizzle: Builder; tables: Record<string, Record<string, unknown>>; sessions?: Record<string, { db: Builder }> }

export { sql }

/** The query builder, inside the request's transaction when it has one (so the write commits with it). */
export async function queryBuilder(payload: Payload, req?: Pick<PayloadRequest, 'transactionID'>): Promise<Builder> {
  const adapter = payload.db as unknown as SqlAdapter
  const id = req?.transactionID ? await req.transactionID : undefined
  return (id !== undefined && adapter.sessions?.[String(id)]?.db) || adapter.drizzle
}

/** A table Payload generated, by its SQL name (a collection's slug in snake_case). */
export function sqlTable(payload: Payload, name: string): Record<string, unknown> {
  const table = (payload.db as unknown as SqlAdapter).tables[name]
  if (!table) throw new Error(`Tabela ${name} não encontrada no esquema do Payload.`)
  return table
}

/**
 * Inserts one row into a collection's table, with its timestamps, and returns its id: what
 * `payload.create` stores for a collection of plain fields (no arrays, blocks, relationships, localised
 * or versioned fields), without its field-by-field hooks and the read-back of the whole document, which
 * cost ten times the insert. For the hot public writes only (a lead, its notification e-mail), whose
 * input a schema has already checked; everything else goes through the Local API.
 */
export async function insertPlainRow(payload: Payload, table: string, values: Row): Promise<number | string> {
  const now = new Date().toISOString()
  const target = sqlTable(payload, table)
  const [row] = await (await queryBuilder(payload)).insert(target).values({ ...values, createdAt: now, updatedAt: now }).returning({ id: target.id })
  if (row?.id === undefined) throw new Error(`A gravação em ${table} não devolveu o id.`)
  return row.id as number | string
}
