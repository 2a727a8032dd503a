#!/usr/bin/env node
/**
 * `npm run db:migrate-to-postgres -- --to postgres://usuario:senha@host:5432/banco [--from file:./data/site.db]`
 *
 * Copies a site's data from SQLite (the configured DATABASE_URL, or the default file in DATA_DIR) into an
 * empty PostgreSQL database: exports every table in one process, then, in another one pointed at
 * PostgreSQL, runs the migrations, imports the rows and checks the count of every collection. Uploaded
 * files stay in DATA_DIR (or in S3): copy that folder to the new servers as before.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'

import { runTask } from './run-task.mjs'

const { values } = parseArgs({ options: { to: { type: 'string' }, from: { type: 'string' } } })
const target = values.to ?? process.env.TARGET_DATABASE_URL
if (!target || !/^postgres(ql)?:\/\//.test(target)) {
  console.error('Informe o banco de destino: npm run db:migrate-to-postgres -- --to postgres://usuario:senha@host:5432/banco')
  process.exit(2)
}
const source = values.from ?? process.env.DATABASE_URL ?? ''
if (/^postgres(ql)?:\/\//.test(source)) {
  console.error('A origem já é PostgreSQL: use pg_dump/pg_restore para copiar entre servidores PostgreSQL.')
  process.exit(2)
}

/** Runs one half of the copy in its own process, with the database it reads or writes. */
const copy = (mode, dir, databaseUrl) =>
  runTask('scripts/db-copy.ts', [mode, dir], { ...process.env, DATABASE_URL: databaseUrl, SEED_DEMO: 'false' })

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-db-copy-'))
let status
try {
  console.log(`Origem: ${source || 'SQLite padrão em DATA_DIR'}\nDestino: ${target.replace(/:[^:@/]+@/, ':***@')}`)
  status = copy('export', dir, source) || copy('import', dir, target)
} finally {
  fs.rmSync(dir, { recursive: true, force: true })
}
process.exit(status)
