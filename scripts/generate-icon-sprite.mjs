#!/usr/bin/env node
/**
 * Writes src/ui/icon-sprite.svg: one <symbol> per icon that src/ui/icons.tsx names, drawn by the installed
 * lucide-react (rendered to markup with React, the package's public API), so that the sprite always matches
 * the library's version. Run it after adding an icon to src/ui/icons.tsx or updating lucide-react;
 * tests/quality/icon-sprite.test.ts fails while the committed sprite differs from what this writes.
 *
 * Usage: node scripts/generate-icon-sprite.mjs
 */
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import * as lucide from 'lucide-react'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'

const root = path.resolve(import.meta.dirname, '..')
export const SPRITE_FILE = path.join(root, 'src/ui/icon-sprite.svg')
const ICONS_FILE = path.join(root, 'src/ui/icons.tsx')

/** The icon names src/ui/icons.tsx declares (`icon('House')`), which are lucide-react's export names. */
export function declaredIcons(source = fs.readFileSync(ICONS_FILE, 'utf8')) {
  return [...source.matchAll(/\bicon\('(\w+)'\)/g)].map(([, name]) => String(name))
}

/** The sprite's text for those names; throws on a name lucide-react does not export. */
export function buildIconSprite(names = declaredIcons()) {
  const symbols = names.map((name) => {
    const component = lucide[name]
    if (!component) throw new Error(`lucide-react não tem o ícone ${name}`)
    const svg = renderToStaticMarkup(createElement(component))
    const viewBox = /viewBox="([^"]+)"/.exec(svg)?.[1] ?? '0 0 24 24'
    const inner = svg.slice(svg.indexOf('>') + 1, svg.lastIndexOf('</svg>'))
    return `<symbol id="${name}" viewBox="${viewBox}">${inner}</symbol>`
  })
  // (The size is for the build, which reads every imported image's dimensions; the symbols have their own.)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24">\n${symbols.join('\n')}\n</svg>\n`
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  fs.writeFileSync(SPRITE_FILE, buildIconSprite())
  console.log(`${path.relative(root, SPRITE_FILE)}: ${declaredIcons().length} ícones`)
}
