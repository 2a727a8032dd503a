#!/usr/bin/env node
/**
 * Grades a response's headers the way Mozilla's HTTP Observatory scores them (its published scoring
 * table: start at 100, apply each test's modifier, bonuses only when the score is already ≥ 90).
 * Covers the header-based tests; redirection and cookie tests need a live HTTPS site.
 *
 * Usage: node scripts/observatory-grade.mjs [url]   (default http://localhost:3000/)
 */

const GRADES = [
  [100, 'A+'], [90, 'A'], [85, 'A-'], [80, 'B+'], [70, 'B'], [65, 'B-'], [60, 'C+'], [50, 'C'],
  [45, 'C-'], [40, 'D+'], [30, 'D'], [25, 'D-'], [0, 'F'],
]

function parseCsp(value) {
  const directives = new Map()
  for (const part of String(value ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/)
    if (name) directives.set(name.toLowerCase(), sources)
  }
  return directives
}

/** @param {Record<string, string | undefined>} headers lower-case header names */
export function gradeHeaders(headers) {
  const results = []
  const add = (test, result, modifier) => results.push({ test, result, modifier })

  const csp = parseCsp(headers['content-security-policy'])
  if (!headers['content-security-policy']) add('content-security-policy', 'csp-not-implemented', -25)
  else {
    const scriptSources = csp.get('script-src') ?? csp.get('default-src') ?? []
    const styleSources = csp.get('style-src') ?? csp.get('default-src') ?? []
    const unsafeInlineScript = scriptSources.includes("'unsafe-inline'") && !scriptSources.some((s) => s.startsWith("'nonce-") || s.startsWith("'sha"))
    if (unsafeInlineScript || (csp.get('object-src') ?? csp.get('default-src') ?? []).includes('*')) {
      add('content-security-policy', 'csp-implemented-with-unsafe-inline', -20)
    } else if (scriptSources.includes("'unsafe-eval'")) add('content-security-policy', 'csp-implemented-with-unsafe-eval', -10)
    else if (styleSources.includes("'unsafe-inline'")) add('content-security-policy', 'csp-implemented-with-unsafe-inline-in-style-src-only', 0)
    else if ((csp.get('default-src') ?? []).join(' ') === "'none'") add('content-security-policy', 'csp-implemented-with-no-unsafe-default-src-none', 10)
    else add('content-security-policy', 'csp-implemented-with-no-unsafe', 5)
  }

  const referrer = String(headers['referrer-policy'] ?? '').split(',').pop()?.trim().toLowerCase()
  if (!referrer) add('referrer-policy', 'referrer-policy-not-implemented', 0)
  else if (['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(referrer)) {
    add('referrer-policy', 'referrer-policy-private', 5)
  } else add('referrer-policy', 'referrer-policy-unsafe', -5)

  const hsts = /max-age=(\d+)/i.exec(headers['strict-transport-security'] ?? '')
  if (!hsts) add('strict-transport-security', 'hsts-not-implemented', -20)
  else if (Number(hsts[1]) >= 15_552_000) add('strict-transport-security', 'hsts-implemented-max-age-at-least-six-months', 0)
  else add('strict-transport-security', 'hsts-implemented-max-age-less-than-six-months', -10)

  if (String(headers['x-content-type-options'] ?? '').toLowerCase() === 'nosniff') add('x-content-type-options', 'x-content-type-options-nosniff', 0)
  else add('x-content-type-options', 'x-content-type-options-not-implemented', -5)

  const frameAncestors = csp.get('frame-ancestors')
  if (frameAncestors && !frameAncestors.includes('*')) add('x-frame-options', 'x-frame-options-implemented-via-csp', 5)
  else if (/^(deny|sameorigin)$/i.test(headers['x-frame-options'] ?? '')) add('x-frame-options', 'x-frame-options-sameorigin-or-deny', 0)
  else add('x-frame-options', 'x-frame-options-not-implemented', -20)

  const acao = headers['access-control-allow-origin']
  add('cross-origin-resource-sharing', acao === '*' ? 'cross-origin-resource-sharing-implemented-with-public-access' : 'cross-origin-resource-sharing-not-implemented', 0)

  let score = 100
  for (const r of results) if (r.modifier < 0) score += r.modifier
  if (score >= 90) for (const r of results) if (r.modifier > 0) score += r.modifier
  score = Math.max(0, score)
  const grade = GRADES.find(([min]) => score >= min)[1]
  return { score, grade, results }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.argv[2] ?? 'http://localhost:3000/'
  const response = await fetch(url, { headers: { accept: 'text/html' } })
  const headers = Object.fromEntries([...response.headers].map(([k, v]) => [k.toLowerCase(), v]))
  const { score, grade, results } = gradeHeaders(headers)
  for (const r of results) console.log(`${r.modifier >= 0 ? '+' : ''}${r.modifier}\t${r.test}: ${r.result}`)
  console.log(`\nNota: ${grade} (${score}/100) para ${url}`)
}
