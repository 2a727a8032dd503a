#!/usr/bin/env node
/**
 * Runs a TypeScript script through run-ts.mjs in a child process and retries it when Node 20's import
 * stall stops it before it did any work (exit code 75, see run-ts.mjs). For `npm run db:*`.
 *
 * Usage: node scripts/run-task.mjs scripts/db-backup.ts backup [pasta]
 */
import { spawnSync } from 'node:child_process'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')

/** Runs `script` with `args` and `env`; returns its exit code (never 75 unless it stalled six times). */
export function runTask(script, args = [], env = process.env) {
  for (let attempt = 1; ; attempt += 1) {
    const result = spawnSync(process.execPath, [path.join(root, 'scripts', 'run-ts.mjs'), script, ...args], { cwd: root, env, stdio: 'inherit' })
    if (result.status !== 75 || attempt === 6) return result.status ?? 1
  }
}

if (process.argv[1] === import.meta.filename) {
  const [script, ...args] = process.argv.slice(2)
  if (!script) {
    console.error('Uso: node scripts/run-task.mjs <script.ts> [argumentos]')
    process.exit(2)
  }
  process.exit(runTask(script, args))
}
