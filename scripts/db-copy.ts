/**
 * One half of `npm run db:migrate-to-postgres` (scripts/migrate-to-postgres.mjs runs both halves, each in
 * its own process with its own DATABASE_URL):
 *
 *   node scripts/run-ts.mjs scripts/db-copy.ts export <folder>   every table of the configured database
 *                                                                 to <folder>/<table>.ndjson, and the
 *                                                                 count of every collection to manifest.json
 *   node scripts/run-ts.mjs scripts/db-copy.ts import <folder>   into the configured (empty) database:
 *                                                                 migrations, rows in foreign-key order in
 *                                                                 one transaction, id sequences, then the
 *                                                                 count of every collection checked
 *
 * Both databases have the same tables and columns (one schema, generated from the collections), so rows
 * go through Drizzle's table objects, which convert each value to and from its SQL type.
 */
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

import { env } from '@/lib/env'
import { runMigrations } from '@/lib/migrations'

type Row = Record<string, unknown>
type Table = Record<string, unknown>
type Builder = {
  select(): { from(table: Table): Promise<Row[]> }
  insert(table: Table): { values(rows: Row[]): Promise<unknown> }
  execute(query: unknown): Promise<unknown>
  transaction<T>(work: (tx: Builder) => Promise<T>): Promise<T>
}
type Manifest = { source: string; tables: Record<string, number>; collections: Record<string, number>; globals: string[] }

/** Tables that belong to the database they live in: the migration log and short-lived document locks. */
const SKIP = new Set(['payload_migrations', 'payload_locked_documents', 'payload_locked_documents_rels'])

const sqlAdapter = (payload: Payload) => payload.db as unknown as { drizzle: Builder; tables: Record<string, Table> }

async function collectionCounts(payload: Payload): Promise<Record<string, number>> {
  const counts: Record<string, number> = {}
  for (const collection of payload.config.collections) {
    if (collection.slug === 'payload-locked-documents' || collection.slug === 'payload-migrations') continue
    counts[collection.slug] = (await payload.count({ collection: collection.slug, overrideAccess: true })).totalDocs
  }
  return counts
}

async function exportTables(payload: Payload, dir: string): Promise<void> {
  const { drizzle, tables } = sqlAdapter(payload)
  fs.mkdirSync(dir, { recursive: true })
  const manifest: Manifest = { source: env.databaseKind, tables: {}, collections: await collectionCounts(payload), globals: [] }
  for (const [name, table] of Object.entries(tables)) {
    if (SKIP.has(name)) continue
    const rows = await drizzle.select().from(table)
    fs.writeFileSync(path.join(dir, `${name}.ndjson`), rows.map((row) => JSON.stringify(row)).join('\n'))
    manifest.tables[name] = rows.length
  }
  manifest.globals = payload.config.globals.map((g) => g.slug)
  fs.writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify(manifest, null, 2))
  console.log(`Exportadas ${Object.keys(manifest.tables).length} tabelas (${Object.values(manifest.tables).reduce((a, b) => a + b, 0)} linhas) de ${env.databaseKind}.`)
}

/** Orders tables so that each comes after the tables its foreign keys point to. */
function foreignKeyOrder(tables: Record<string, Table>): string[] {
  // Drizzle's own reader of a table's definition, from the copy the PostgreSQL adapter uses.
  const load = createRequire(createRequire(path.join(process.cwd(), 'package.json')).resolve('@payloadcms/db-postgres'))
  const { getTableConfig } = load('drizzle-orm/pg-core') as {
    getTableConfig: (table: Table) => { name: string; foreignKeys: { reference(): { foreignTable: Table } }[] }
  }
  const nameOf = new Map(Object.entries(tables).map(([name, table]) => [table, name]))
  const dependsOn = new Map(
    Object.entries(tables).map(([name, table]) => [
      name,
      getTableConfig(table)
        .foreignKeys.map((fk) => nameOf.get(fk.reference().foreignTable) ?? getTableConfig(fk.reference().foreignTable).name)
        .filter((other) => other !== name),
    ]),
  )
  const ordered: string[] = []
  const visiting = new Set<string>()
  const visit = (name: string) => {
    if (ordered.includes(name)) return
    if (visiting.has(name)) throw new Error(`Ciclo de chaves estrangeiras em ${name}`)
    visiting.add(name)
    for (const other of dependsOn.get(name) ?? []) if (tables[other]) visit(other)
    visiting.delete(name)
    ordered.push(name)
  }
  for (const name of Object.keys(tables).sort()) visit(name)
  return ordered
}

async function importTables(payload: Payload, dir: string): Promise<void> {
  if (env.databaseKind !== 'postgres') throw new Error('A importação grava só em PostgreSQL: defina DATABASE_URL=postgres://…')
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as Manifest
  await runMigrations(payload, 'postgres')
  const existing = Object.entries(await collectionCounts(payload)).filter(([, n]) => n > 0)
  if (existing.length > 0) {
    throw new Error(`O banco de destino não está vazio (${existing.map(([slug, n]) => `${slug}: ${n}`).join(', ')}). Use um banco novo.`)
  }
  const { drizzle, tables } = sqlAdapter(payload)
  const { sql } = await import('@payloadcms/db-postgres')
  const order = foreignKeyOrder(tables).filter((name) => name in manifest.tables)
  await drizzle.transaction(async (tx) => {
    for (const name of order) {
      const file = path.join(dir, `${name}.ndjson`)
      const text = fs.readFileSync(file, 'utf8')
      const rows = text ? text.split('\n').map((line) => JSON.parse(line) as Row) : []
      for (let i = 0; i < rows.length; i += 500) await tx.insert(tables[name]!).values(rows.slice(i, i + 500))
    }
    // Rows kept their ids: move every id sequence (serial ids; array rows have text ids) past the largest id.
    await tx.execute(
      sql.raw(`DO $$ DECLARE r record; BEGIN
        FOR r IN SELECT table_name, pg_get_serial_sequence(quote_ident(table_name), 'id') AS seq
          FROM information_schema.columns
          WHERE table_schema = current_schema() AND column_name = 'id' AND pg_get_serial_sequence(quote_ident(table_name), 'id') IS NOT NULL
        LOOP
          EXECUTE format('SELECT setval(%L, COALESCE((SELECT MAX(id) FROM %I), 1), (SELECT MAX(id) FROM %I) IS NOT NULL)', r.seq, r.table_name, r.table_name);
        END LOOP;
      END $$`),
    )
  })
  const after = await collectionCounts(payload)
  const rows = Object.entries(manifest.collections).map(([slug, expected]) => ({ coleção: slug, origem: expected, destino: after[slug] ?? 0 }))
  console.table(rows)
  const wrong = rows.filter((row) => row.origem !== row.destino)
  if (wrong.length > 0) throw new Error(`Contagens diferentes depois da cópia: ${wrong.map((r) => r.coleção).join(', ')}`)
  console.log(`Cópia conferida: ${rows.length} coleções com as mesmas contagens.`)
}

async function main() {
  const [mode, dir] = process.argv.slice(2)
  if ((mode !== 'export' && mode !== 'import') || !dir) {
    console.error('Uso: node scripts/run-ts.mjs scripts/db-copy.ts export|import <pasta>')
    process.exit(2)
  }
  // The process exits when done (Payload's PostgreSQL pool keeps a client checked out and never ends).
  const payload = await getPayload({ config })
  if (mode === 'export') await exportTables(payload, path.resolve(dir))
  else await importTables(payload, path.resolve(dir))
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  },
)
