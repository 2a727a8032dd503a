#!/usr/bin/env node
/**
 * Runs one of the project's TypeScript scripts with plain Node: esbuild bundles the script and its
 * `@/…` imports (packages stay external) into node_modules/.cache/site, then Node imports the result.
 *
 * Why not tsx: on Node 20, importing Payload's rich-text editor (its module graph has top-level awaits in
 * cycles) often never settles: Node then exits with code 13 ("unsettled top-level await"), or hangs under
 * a loader hook. Bundling that package into the script (plugin below) removes the cycles. As a last guard,
 * a timer keeps the event loop alive during the import, and if the import has not finished within
 * IMPORT_TIMEOUT_MS this process exits with code 75 (EX_TEMPFAIL), which callers retry (run-task.mjs).
 * Each run bundles into its own file (removed once imported), so parallel runs never meet.
 *
 * Usage: node scripts/run-ts.mjs scripts/prepare.ts [args…]
 */
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import { build } from 'esbuild'

const root = path.resolve(import.meta.dirname, '..')
const entry = process.argv[2]
if (!entry) {
  console.error('Uso: node scripts/run-ts.mjs <script.ts> [argumentos]')
  process.exit(2)
}
const outfile = path.join(root, 'node_modules', '.cache', 'site', `${path.basename(entry, '.ts')}-${process.pid}.mjs`)

await build({
  entryPoints: [path.resolve(root, entry)],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  tsconfig: path.join(root, 'tsconfig.json'),
  logLevel: 'warning',
  sourcemap: 'inline',
  plugins: [
    {
      // Payload's rich-text package has top-level awaits in import cycles between its own files, which
      // Node 20's loader often never settles (see above). Bundled into the script, its files run in one
      // fixed order and the import always settles; the packages it imports stay external.
      name: 'bundle-richtext-lexical',
      setup(b) {
        const require = createRequire(path.join(root, 'package.json'))
        b.onResolve({ filter: /^@payloadcms\/richtext-lexical(\/.*)?$/ }, (args) => ({ path: require.resolve(args.path) }))
      },
    },
    {
      // `server-only` guards the Next bundle against client imports; a script runs on the server anyway
      // (src/lib/payload.ts imports it, and scripts reach it through the shared rate-limit store).
      name: 'server-only',
      setup(b) {
        b.onResolve({ filter: /^server-only$/ }, () => ({ path: 'server-only', namespace: 'empty' }))
        b.onLoad({ filter: /.*/, namespace: 'empty' }, () => ({ contents: '' }))
      },
    },
  ],
})

// Generous: on a loaded machine a healthy import of Payload takes well over 10 s.
const IMPORT_TIMEOUT_MS = 60_000
process.argv.splice(2, 1)
const watchdog = setTimeout(() => {
  console.error(`O carregamento de ${entry} travou (Node 20); tentando de novo.`)
  fs.rmSync(outfile, { force: true })
  process.exit(75)
}, IMPORT_TIMEOUT_MS)
try {
  await import(pathToFileURL(outfile).href)
} finally {
  clearTimeout(watchdog)
  fs.rmSync(outfile, { force: true })
}
