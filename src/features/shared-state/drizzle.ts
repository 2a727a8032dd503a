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
