/**
 * Runs Lighthouse (mobile preset, default simulated throttling) with Debian's Chromium and returns the
 * category scores (0–100) of one URL, its timings and the bytes it transferred. Used by the phone-speed
 * gate (tests/quality/lighthouse-gate.mjs) and by `npm run bench:lighthouse`.
 */
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

export async function launchChrome() {
  return chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROME_FLAGS, logLevel: 'silent' })
}

export const ALL_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']

/**
 * What a performance-only run audits: the five metrics the performance score weighs (so the score is the
 * category's own, see lighthouse-gate.test.ts), the byte and main-thread summaries the gate prints, and, for
 * the gatherers that watch the page while it loads, an audit that needs them (unused-javascript: JsUsage and
 * Scripts; layout-shifts: TraceElements), so that the page loads under the same instrumentation as in a full
 * performance run. The category's other audits weigh nothing (its insights and diagnostics) and cost each
 * run, after the trace, their own gatherers (CSS usage, style sheets, image elements) and their computing.
 *
 * The back/forward-cache audit is asked for separately (`bfCache`), in one run per page: whether a page can
 * be restored does not depend on the machine's speed, and the audit costs a run a second navigation, away and
 * back, after the trace. Such a run keeps the full-page screenshot, as by default: it shows the whole page,
 * whose links Next then prefetches, and without it Lighthouse 13 reported every page as passing the audit.
 * Runs without it skip the screenshot (about a second each, taken after the trace, so no timing changes).
 */
export const PERFORMANCE_AUDITS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'speed-index',
  'total-blocking-time',
  'cumulative-layout-shift',
  'resource-summary',
  'mainthread-work-breakdown',
  'unused-javascript',
  'layout-shifts',
]

/**
 * Lighthouse's flags for a run of the given categories. A run of all the categories audits the back/forward
 * cache (it is part of the performance category); a performance-only run does when `bfCache` is set.
 */
export function lighthouseFlags(port, categories = ALL_CATEGORIES, { bfCache = false } = {}) {
  const performanceOnly = categories.length === 1 && categories[0] === 'performance'
  return {
    port,
    output: 'json',
    logLevel: 'error',
    ...(performanceOnly
      ? { onlyAudits: bfCache ? [...PERFORMANCE_AUDITS, 'bf-cache'] : PERFORMANCE_AUDITS, disableFullPageScreenshot: !bfCache }
      : {
          onlyCategories: categories,
          // The filmstrip and final screenshot score nothing and cost each run CPU time after the page's trace.
          skipAudits: ['screenshot-thumbnails', 'final-screenshot'],
        }),
  }
}

/** One Lighthouse run (see lighthouseFlags); returns scores and the metrics worth printing. */
export async function runLighthouse(url, port, categories = ALL_CATEGORIES, options = {}) {
  const result = await lighthouse(url, lighthouseFlags(port, categories, options))
  const lhr = result.lhr
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
  // A run Lighthouse could not finish (e.g. it saw no contentful paint) has no scores: not a measurement.
  const valid = !lhr.runtimeError && categories.every((id) => lhr.categories[id]?.score != null)
  const failing = (id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id)
  return {
    valid,
    runtimeError: lhr.runtimeError?.code,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: Math.round(lhr.audits['first-contentful-paint']?.numericValue ?? 0),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
    tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
    /** Lighthouse's measure of how fast this machine ran at this moment (higher is faster). */
    benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? 0),
    cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    /** Bytes as transferred (compressed), from Lighthouse's resource summary. */
    scriptBytes: transferred(lhr, 'script'),
    documentBytes: transferred(lhr, 'document'),
    /** Whether the page can be restored from the back/forward cache (null when the audit did not run). */
    bfCache: lhr.audits['bf-cache'] ? lhr.audits['bf-cache'].score === 1 : null,
    /** Main-thread time by kind of work (script evaluation, parsing, style and layout…), in ms. */
    mainThread: Object.fromEntries((lhr.audits['mainthread-work-breakdown']?.details?.items ?? []).map((i) => [i.group, Math.round(i.duration)])),
    failing: {
      performance: failing('performance'),
      accessibility: failing('accessibility'),
      bestPractices: failing('best-practices'),
      seo: failing('seo'),
    },
  }
}

function transferred(lhr, resourceType) {
  const item = (lhr.audits['resource-summary']?.details?.items ?? []).find((i) => i.resourceType === resourceType)
  return item?.transferSize ?? 0
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}
