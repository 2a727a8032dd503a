import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'

import { env } from '@/lib/env'

export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** The design tokens these pages use, by their names in src/app/globals.css. */
const TOKENS = ['--font-sans', '--color-brand-50', '--color-brand-100', '--color-brand-700', '--color-brand-800', '--color-brand-900', '--color-brand-950', '--color-accent-300', '--radius-sm', '--radius-md', '--shadow-card']

let tokenCss: string | undefined
/**
 * The tokens' values, read once from the site's theme (globals.css), so these pages share the brand's
 * colours without a copy of them. If the file is not there (an unusual deployment), the page falls back
 * to the browser's own colours (see the var() fallbacks below).
 */
function themeTokens(): string {
  if (tokenCss !== undefined) return tokenCss
  let declarations: string[] = []
  try {
    const css = fs.readFileSync(path.join(process.cwd(), 'src', 'app', 'globals.css'), 'utf8')
    declarations = TOKENS.flatMap((name) => {
      const value = new RegExp(`${name}:\\s*([^;]+);`).exec(css)?.[1]?.trim()
      return value ? [`${name}:${value}`] : []
    })
  } catch {
    // keep the fallbacks
  }
  tokenCss = declarations.length ? `:root{${declarations.join(';')}}` : ''
  return tokenCss
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:var(--font-sans,system-ui,sans-serif);color:var(--color-brand-950,CanvasText);background:Canvas;line-height:1.6}
header{background:var(--color-brand-900,CanvasText);color:#fff}
header a{display:inline-flex;align-items:center;min-height:44px;color:inherit;font-weight:700;font-size:1.125rem;text-decoration:none}
.wrap{max-width:40rem;margin:0 auto;padding:0 1rem}
header .wrap{padding-block:.5rem}
main{padding-block:3rem}
h1{font-size:1.875rem;line-height:1.2;margin:0 0 1rem}
p{margin:0 0 1.25rem}
.card{border:1px solid var(--color-brand-100,GrayText);border-radius:var(--radius-md,.75rem);box-shadow:var(--shadow-card,none);padding:1.5rem;background:Canvas}
.actions{display:grid;gap:.75rem;margin-top:1.5rem}
@media (min-width:40rem){.actions{display:flex;flex-wrap:wrap}}
button,.button{display:inline-flex;align-items:center;justify-content:center;min-height:44px;padding:.6rem 1.25rem;border:2px solid var(--color-brand-700,LinkText);border-radius:var(--radius-sm,.375rem);background:var(--color-brand-700,LinkText);color:#fff;font:inherit;font-weight:600;text-align:center;text-decoration:none;cursor:pointer}
button:hover,.button:hover{background:var(--color-brand-800,LinkText)}
.button.outline{background:transparent;color:var(--color-brand-800,LinkText)}
.button.outline:hover{background:var(--color-brand-50,Canvas)}
a{color:var(--color-brand-700,LinkText)}
:focus-visible{outline:3px solid var(--color-brand-700,Highlight);outline-offset:2px}
form{margin:0}
`

/** The brand name from the site settings (or the environment's default). */
export async function brandName(payload: Payload): Promise<string> {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 }).catch(() => null)
  return settings?.brandName?.trim() || env.BRAND_NAME
}

export type HtmlAction = { href: string; label: string; outline?: boolean } | { form: { action: string; fields: Record<string, string> }; label: string }

/**
 * A small self-contained page (no scripts, no request to another host) for the answers of the store's
 * routes that a person reads in the browser: the site's header with the brand, the theme's colours, the
 * site's icon, a heading, a text and the actions.
 */
export function htmlPage(
  status: number,
  { brand, title, text, actions = [] }: { brand: string; title: string; text: string; actions?: HtmlAction[] },
): Response {
  const buttons = actions
    .map((action) =>
      'form' in action
        ? `<form method="post" action="${escapeHtml(action.form.action)}">${Object.entries(action.form.fields)
            .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
            .join('')}<button type="submit">${escapeHtml(action.label)}</button></form>`
        : `<a class="button${action.outline ? ' outline' : ''}" href="${escapeHtml(action.href)}">${escapeHtml(action.label)}</a>`,
    )
    .join('')
  const html = `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)} | ${escapeHtml(brand)}</title><link rel="icon" href="/icon.svg" type="image/svg+xml"><style>${themeTokens()}${STYLE}</style></head>
<body><header><div class="wrap"><a href="/">${escapeHtml(brand)}</a></div></header><main class="wrap"><div class="card"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>${buttons ? `<div class="actions">${buttons}</div>` : ''}</div></main></body></html>`
  return new Response(html, {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' },
  })
}
