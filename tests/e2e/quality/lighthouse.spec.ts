import { expect, test } from '@playwright/test'

import { launchChrome, median, runLighthouse } from '../../quality/lighthouse-runner.mjs'
import { publicPages } from './public-pages'

const RUNS = 3
const BUDGET = { performance: 95, accessibility: 100, bestPractices: 100, seo: 100 }
// Performance is measured and printed on every run, but only fails the suite with
// LIGHTHOUSE_ENFORCE_PERFORMANCE=1: on this 2-core machine the score still swings by 10+ points with
// load (84-99 on the same page), which would make CI fail at random. Accessibility, best practices
// and SEO are deterministic and always enforced.
const ENFORCE_PERFORMANCE = process.env.LIGHTHOUSE_ENFORCE_PERFORMANCE === '1'

test('Lighthouse (mobile, median of 3) meets the budgets on every public page', async ({ request, baseURL }) => {
  test.setTimeout(40 * 60_000)
  const pages = await publicPages(request, { sample: true })
  const chrome = await launchChrome()
  const rows: string[] = []
  const failures: string[] = []
  try {
    await runLighthouse(`${baseURL}/`, chrome.port) // warm-up: the first run of a fresh browser is always slower
    for (const { path, noindex } of pages) {
      const runs = []
      for (let i = 0; i < RUNS; i += 1) runs.push(await runLighthouse(`${baseURL}${path}`, chrome.port))
      const m = {
        performance: median(runs.map((r) => r.performance)),
        accessibility: median(runs.map((r) => r.accessibility)),
        bestPractices: median(runs.map((r) => r.bestPractices)),
        seo: median(runs.map((r) => r.seo)),
        lcpMs: median(runs.map((r) => r.lcpMs)),
        tbtMs: median(runs.map((r) => r.tbtMs)),
      }
      rows.push(`${path.padEnd(44)} P ${m.performance}  A ${m.accessibility}  BP ${m.bestPractices}  SEO ${m.seo}  LCP ${m.lcpMs} ms  TBT ${m.tbtMs} ms`)
      const failing = runs.at(-1)!.failing
      if (ENFORCE_PERFORMANCE && m.performance < BUDGET.performance) failures.push(`${path}: performance ${m.performance} (${failing.performance.join(', ')})`)
      if (m.accessibility < BUDGET.accessibility) failures.push(`${path}: accessibility ${m.accessibility} (${failing.accessibility.join(', ')})`)
      if (m.bestPractices < BUDGET.bestPractices) failures.push(`${path}: best practices ${m.bestPractices} (${failing.bestPractices.join(', ')})`)
      if (!noindex && m.seo < BUDGET.seo) failures.push(`${path}: SEO ${m.seo} (${failing.seo.join(', ')})`)
    }
  } finally {
    await chrome.kill()
  }
  console.log(`Lighthouse 13, perfil móvel, mediana de ${RUNS} execuções:\n${rows.join('\n')}`)
  expect(failures).toEqual([])
})
