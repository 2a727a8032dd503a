/**
 * The phone-speed gate, relative to the bare framework page measured in the same run.
 *
 * Lighthouse's simulated throttling multiplies the main-thread time it observes, so on a small shared
 * machine the absolute score of one and the same page swings by ten points with the machine's load. The
 * distance between a page and Next's bare page (bench/bare-next) measured at the same moment does not:
 * whatever slows the machine slows both. So:
 *  - every round measures the bare page and then every route once, in the same order; ROUNDS rounds;
 *  - every run counts (a run Lighthouse could not finish at all has no score and is taken again, said so);
 *  - each route is judged on its median of ROUNDS runs against the bare page's median: performance at
 *    most RELATIVE_BUDGET.performancePoints below it, Total Blocking Time at most RELATIVE_BUDGET.tbtMs above;
 *  - Lighthouse's own CPU benchmark index is printed for every round, never used to drop a run.
 * Accessibility, best practices, SEO and the back/forward cache do not depend on the machine's speed: they are
 * audited in the first round (after the page's trace is taken, so they do not change its timings), and each
 * must be 100 (SEO not on noindex pages), the cache must take every page.
 * Used by tests/e2e/quality/lighthouse.spec.ts (enforced by `npm test`) and by `npm run bench:lighthouse`.
 */
import { ALL_CATEGORIES, launchChrome, median, runLighthouse } from './lighthouse-runner.mjs'

export const ROUNDS = Number(process.env.LIGHTHOUSE_ROUNDS ?? 5)
export const RELATIVE_BUDGET = { performancePoints: 3, tbtMs: 100 }
/** Bytes as transferred: the document (gzip) at most 25 KB, scripts at most 20 KB above the bare page's. */
export const BYTES_BUDGET = { documentBytes: 25 * 1024, scriptBytesAboveBare: 20 * 1024 }
export const QUALITY_BUDGET = { accessibility: 100, bestPractices: 100, seo: 100 }
export const BARE_PATH = '(Next mínimo)'

const TIMED = ['performance']

/** A run with scores: a run Lighthouse could not finish (no contentful paint, a crash) is taken again, at most twice. */
async function scoredRun(url, port, categories, log, options) {
  let run
  for (let attempt = 0; attempt < 3; attempt += 1) {
    run = await runLighthouse(url, port, categories, options)
    if (run.valid) return run
    log(`  ${url}: o Lighthouse não concluiu a execução (${run.runtimeError ?? 'sem notas'}); medindo de novo`)
  }
  return run
}

/** The medians of a target's runs, and every run's performance score. */
export function summarise(path, runs, extra = {}) {
  const pick = (key) => median(runs.map((r) => r[key]))
  return {
    path,
    ...extra,
    performance: pick('performance'),
    fcpMs: pick('fcpMs'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
    scriptBytes: pick('scriptBytes'),
    documentBytes: pick('documentBytes'),
    // Audited in the first round only (lighthouse-runner.mjs): passing means audited, and never failed.
    bfCache: runs.some((r) => r.bfCache === true) && runs.every((r) => r.bfCache !== false),
    allPerformance: runs.map((r) => r.performance),
    mainThread: runs[Math.floor(runs.length / 2)]?.mainThread ?? {},
  }
}

/**
 * Measures the bare page and every route side by side, interleaved round by round.
 * @param {{ bareUrl: string, baseUrl: string, pages: { path: string, noindex: boolean }[], rounds?: number, quality?: boolean, log?: (line: string) => void }} options
 * @returns {Promise<{ bare: ReturnType<typeof summarise>, rows: (ReturnType<typeof summarise> & { accessibility?: number, bestPractices?: number, seo?: number, failing?: Record<string, string[]> })[], benchmarks: number[][] }>}
 */
export async function measureSideBySide({ bareUrl, baseUrl, pages, rounds = ROUNDS, quality = true, log = console.log }) {
  const chrome = await launchChrome()
  const targets = [{ path: BARE_PATH, url: bareUrl }, ...pages.map((p) => ({ ...p, url: `${baseUrl}${p.path}` }))]
  const runs = new Map(targets.map((t) => [t.path, []]))
  const benchmarks = []
  try {
    // Each server has served every page once (the gate's server is started for it, after the browser tests):
    // no run measures a page's first render on a fresh server.
    for (const { url } of targets) await (await fetch(url)).arrayBuffer()
    // A fresh browser's first runs are slower (its caches and code are cold): one of each server first,
    // not counted, so that neither side is measured on them.
    for (const url of [bareUrl, `${baseUrl}/`]) await scoredRun(url, chrome.port, TIMED, log)
    for (let round = 1; round <= rounds; round += 1) {
      const indexes = []
      const categories = round === 1 && quality ? ALL_CATEGORIES : TIMED
      for (const target of targets) {
        const run = await scoredRun(target.url, chrome.port, categories, log, { bfCache: round === 1 })
        runs.get(target.path).push(run)
        indexes.push(run.benchmarkIndex)
      }
      benchmarks.push(indexes)
      const bareScore = runs.get(BARE_PATH).at(-1).performance
      log(`  rodada ${round}/${rounds}: Next mínimo ${bareScore}; índice de CPU do Lighthouse mediana ${median(indexes)} (${Math.min(...indexes)}-${Math.max(...indexes)})`)
    }
    const rows = targets.slice(1).map((page) => {
      const row = summarise(page.path, runs.get(page.path), { noindex: page.noindex })
      const [first] = runs.get(page.path)
      if (!quality) return row
      return { ...row, accessibility: first.accessibility, bestPractices: first.bestPractices, seo: first.seo, failing: first.failing }
    })
    return { bare: summarise(BARE_PATH, runs.get(BARE_PATH)), rows, benchmarks }
  } finally {
    await chrome.kill()
  }
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)}`

/** The budget failures of a measurement, one line each (empty when every route passes). */
export function judge({ bare, rows }, { relative = RELATIVE_BUDGET, bytes = BYTES_BUDGET, quality = QUALITY_BUDGET } = {}) {
  const failures = []
  const audits = (list) => (list?.length ? ` (${list.join(', ')})` : '')
  for (const r of rows) {
    if (r.documentBytes > bytes.documentBytes) failures.push(`${r.path}: documento de ${kb(r.documentBytes)} KB, acima de ${kb(bytes.documentBytes)} KB`)
    if (r.scriptBytes > bare.scriptBytes + bytes.scriptBytesAboveBare) {
      failures.push(`${r.path}: ${kb(r.scriptBytes)} KB de scripts, mais de ${kb(bytes.scriptBytesAboveBare)} KB acima do Next mínimo (${kb(bare.scriptBytes)} KB)`)
    }
    if (!r.bfCache) failures.push(`${r.path}: não entra no cache de voltar/avançar do navegador (auditoria bf-cache)`)
    if (r.performance < bare.performance - relative.performancePoints) {
      failures.push(`${r.path}: desempenho ${r.performance}, mais de ${relative.performancePoints} pontos abaixo do Next mínimo (${bare.performance})`)
    }
    if (r.tbtMs > bare.tbtMs + relative.tbtMs) {
      failures.push(`${r.path}: TBT ${r.tbtMs} ms, mais de ${relative.tbtMs} ms acima do Next mínimo (${bare.tbtMs} ms)`)
    }
    if (r.accessibility === undefined) continue
    if (r.accessibility < quality.accessibility) failures.push(`${r.path}: acessibilidade ${r.accessibility}${audits(r.failing.accessibility)}`)
    if (r.bestPractices < quality.bestPractices) failures.push(`${r.path}: boas práticas ${r.bestPractices}${audits(r.failing.bestPractices)}`)
    if (!r.noindex && r.seo < quality.seo) failures.push(`${r.path}: SEO ${r.seo}${audits(r.failing.seo)}`)
  }
  return failures
}

const signed = (n, unit = '') => `${n >= 0 ? '+' : ''}${n}${unit}`

/** The table printed by the test and the benchmark: the bare page first, then each route and its distance to it. */
export function formatSideBySide({ bare, rows }) {
  const head = `${'rota'.padEnd(40)} Perf    Δ    FCP    LCP    TBT    ΔTBT  JS KB    ΔJS  doc KB  bfcache  A11y BP SEO  execuções`
  const line = (r, isBare) =>
    [
      r.path.padEnd(40),
      String(r.performance).padStart(4),
      (isBare ? '' : signed(r.performance - bare.performance)).padStart(4),
      `${r.fcpMs}ms`.padStart(6),
      `${r.lcpMs}ms`.padStart(6),
      `${r.tbtMs}ms`.padStart(6),
      (isBare ? '' : signed(r.tbtMs - bare.tbtMs, 'ms')).padStart(7),
      kb(r.scriptBytes).padStart(6),
      (isBare ? '' : signed(Number(kb(r.scriptBytes - bare.scriptBytes)))).padStart(6),
      kb(r.documentBytes).padStart(7),
      (r.bfCache ? 'sim' : 'NÃO').padStart(8),
      (isBare ? '' : `${r.accessibility ?? '-'} ${r.bestPractices ?? '-'} ${r.noindex ? '—' : (r.seo ?? '-')}`).padStart(12),
      ` [${r.allPerformance.join(' ')}]`,
    ].join(' ')
  return [head, line(bare, true), ...rows.map((r) => line(r, false))].join('\n')
}
