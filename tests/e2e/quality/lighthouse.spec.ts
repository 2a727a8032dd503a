import { expect, test } from '@playwright/test'

import { BUDGET, formatLighthouseTable, lighthouseGate, RUNS } from '../../quality/lighthouse-gate.mjs'
import { publicPages } from './public-pages'

// Every budget is enforced: performance ≥ 95, accessibility, best practices and SEO 100 (SEO not for
// noindex pages), on the median of 3 runs; lighthouse-gate.mjs explains how noise on a small shared
// machine is kept out of the verdict.
test('Lighthouse (mobile, median of 3) meets the budgets on every public page', async ({ request, baseURL }) => {
  test.setTimeout(60 * 60_000)
  const pages = await publicPages(request, { sample: true })
  const { rows, failures } = await lighthouseGate(baseURL!, pages, { log: (line) => console.log(line) })
  console.log(`Lighthouse 13, perfil móvel, throttling simulado padrão, mediana de ${RUNS} execuções:\n${formatLighthouseTable(rows)}`)
  expect(rows.map((r) => r.path)).toEqual(pages.map((p) => p.path))
  expect(failures, `orçamento: ${JSON.stringify(BUDGET)}`).toEqual([])
})
