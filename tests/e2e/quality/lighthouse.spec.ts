import { expect, test } from '@playwright/test'

import { startBareNext } from '../../quality/bare-next.mjs'
import { formatSideBySide, judge, measureSideBySide, RELATIVE_BUDGET, ROUNDS } from '../../quality/lighthouse-gate.mjs'
import { publicPages } from './public-pages'

// Every public route against Next's bare page measured in the same run (tests/quality/lighthouse-gate.mjs):
// performance within 3 points of it and TBT within 100 ms, on the median of 5 interleaved rounds with every
// run counted; accessibility, best practices and SEO 100.
test('Lighthouse (mobile): every public page is as fast as the bare Next page, and scores 100 elsewhere', async ({ request, baseURL }) => {
  test.setTimeout(60 * 60_000)
  const pages = await publicPages(request, { sample: true })
  const bare = await startBareNext()
  try {
    const measured = await measureSideBySide({ bareUrl: bare.url, baseUrl: baseURL!, pages, log: (line) => console.log(line) })
    console.log(`Lighthouse 13, perfil móvel, throttling simulado padrão, mediana de ${ROUNDS} rodadas intercaladas:\n${formatSideBySide(measured)}`)
    expect(measured.rows.map((r) => r.path)).toEqual(pages.map((p) => p.path))
    expect(judge(measured), `orçamento relativo: ${JSON.stringify(RELATIVE_BUDGET)}`).toEqual([])
  } finally {
    await bare.stop()
  }
})
