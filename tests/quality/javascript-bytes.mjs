/**
 * First-load JavaScript of a page: the gzip size of every script its HTML loads (module scripts only;
 * the `nomodule` polyfill is for old browsers), read from the build folder. Shared by the budget test
 * (tests/e2e/quality/javascript-budget.spec.ts) and `npm run bench:lighthouse`.
 */
import fs from 'node:fs'
import path from 'node:path'
import vm from 'node:vm'
import { gzipSync } from 'node:zlib'

/** Packages whose browser code is the CMS admin's, the rich-text editor's or Stripe's. */
const FORBIDDEN_PACKAGE = /\/node_modules\/(payload|@payloadcms\/[^/]+|lexical|@lexical\/[^/]+|stripe|@stripe\/[^/]+)\//

function* manifests(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* manifests(full)
    else if (entry.name.endsWith('_client-reference-manifest.js')) yield full
  }
}

/**
 * Every chunk of the build that holds a module of the CMS, the editor or Stripe, from Next's client
 * reference manifests (which list, for each client module, the chunks that carry it): chunk names are
 * hashes and the code is minified, so this is where a package's chunks can be told apart.
 * @returns {Map<string, string>} chunk ('static/chunks/…') → the first such module found in it
 */
export function forbiddenChunks(distDir) {
  const found = new Map()
  for (const file of manifests(path.join(distDir, 'server', 'app'))) {
    const sandbox = { globalThis: {} }
    vm.runInNewContext(fs.readFileSync(file, 'utf8'), sandbox)
    for (const manifest of Object.values(sandbox.globalThis.__RSC_MANIFEST ?? {})) {
      for (const [module, { chunks }] of Object.entries(manifest.clientModules ?? {})) {
        if (!FORBIDDEN_PACKAGE.test(module)) continue
        for (const chunk of chunks) {
          const name = chunk.replace(/^\/_next\//, '')
          if (!found.has(name)) found.set(name, module.replace(/^.*node_modules\//, ''))
        }
      }
    }
  }
  return found
}

/**
 * Text that survives minification in the CMS admin's, the rich-text editor's and Stripe's browser code.
 * (Package names and component names such as `LexicalComposer` do not: they are minified away.)
 */
export const FORBIDDEN_MARKERS = [
  /Minified Lexical error/, // every Lexical build
  /lexical\.dev\/docs\/error/,
  /application\/x-lexical-editor/,
  /payloadcms\.com\/docs/, // Payload's admin UI and editor
  /payload-preferences/,
  /js\.stripe\.com|api\.stripe\.com|checkout\.stripe\.com\/v\d/, // Stripe.js
]

/**
 * The same-origin scripts an HTML document loads, as paths inside the build folder ('static/chunks/…'):
 * its `<script src>` tags, and the scripts the server's after-paint loader adds (server/deferred-scripts.mjs).
 * @param {string} html
 * @returns {string[]}
 */
export function scriptFiles(html) {
  const files = []
  const add = (src) => {
    if (src && !files.includes(src)) files.push(src)
  }
  for (const [, attributes = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\bnomodule\b/i.test(attributes)) continue
    add(/\bsrc="\/_next\/([^"?]+)/.exec(attributes)?.[1])
    if (!/\bsrc=/.test(attributes) && body.includes('document.createElement("script")')) {
      for (const [, src] of body.matchAll(/"\/_next\/(static\/[^"?]+\.js)"/g)) add(src)
    }
  }
  return files
}

export function createChunkReader(distDir) {
  const sizes = new Map()
  const read = (file) => fs.readFileSync(path.join(distDir, file))
  const gzip = (file) => {
    if (!sizes.has(file)) sizes.set(file, gzipSync(read(file)).length)
    return sizes.get(file)
  }
  return {
    /** Total gzip bytes of these files. */
    bytes: (files) => [...new Set(files)].reduce((sum, file) => sum + gzip(file), 0),
    /** The markers found in these files, each as 'marker in file'. */
    markers: (files) =>
      [...new Set(files)].flatMap((file) => {
        const code = read(file).toString('utf8')
        return FORBIDDEN_MARKERS.filter((marker) => marker.test(code)).map((marker) => `${marker.source} em ${file}`)
      }),
  }
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`
