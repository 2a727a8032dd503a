import { describe, expect, it } from 'vitest'

import { frameworkVersions } from './bare-next.mjs'
import { BARE_PATH, formatSideBySide, judge, summarise } from './lighthouse-gate.mjs'
import { ALL_CATEGORIES, lighthouseFlags, PERFORMANCE_AUDITS } from './lighthouse-runner.mjs'

const target = (path: string, performance: number, tbtMs: number, extra: Record<string, unknown> = {}) => ({
  path,
  performance,
  tbtMs,
  fcpMs: 900,
  lcpMs: 1000,
  cls: 0,
  scriptBytes: 140_000,
  documentBytes: 20_000,
  bfCache: true,
  allPerformance: [performance],
  mainThread: {},
  ...extra,
})
const perfect = { accessibility: 100, bestPractices: 100, seo: 100, failing: { accessibility: [], bestPractices: [], seo: [] } }

describe('the phone-speed gate judges each route against the bare Next page of the same run', () => {
  const bare = target(BARE_PATH, 88, 320)

  it('passes a route within 3 points and 100 ms of the bare page, whatever the absolute score', () => {
    expect(judge({ bare, rows: [target('/', 85, 420, perfect), target('/blog', 90, 200, perfect)] })).toEqual([])
  })

  it('fails a route more than 3 points below the bare page, or with TBT more than 100 ms above it', () => {
    const failures = judge({ bare, rows: [target('/', 84, 300, perfect), target('/blog', 88, 421, perfect)] })
    expect(failures).toHaveLength(2)
    expect(failures[0]).toMatch(/^\/: desempenho 84, mais de 3 pontos abaixo do Next mínimo \(88\)/)
    expect(failures[1]).toMatch(/^\/blog: TBT 421 ms, mais de 100 ms acima do Next mínimo \(320 ms\)/)
  })

  it('holds the document to 25 KB, scripts to 20 KB above the bare page, and the back/forward cache', () => {
    const rows = [
      target('/a', 88, 320, { ...perfect, documentBytes: 25 * 1024 + 1 }),
      target('/b', 88, 320, { ...perfect, scriptBytes: 140_000 + 20 * 1024 + 1 }),
      target('/c', 88, 320, { ...perfect, bfCache: false }),
      target('/d', 88, 320, { ...perfect, documentBytes: 25 * 1024, scriptBytes: 140_000 + 20 * 1024 }),
    ]
    const failures = judge({ bare, rows })
    expect(failures.map((f) => f.split(':')[0])).toEqual(['/a', '/b', '/c'])
    expect(failures[0]).toContain('documento de 25.0 KB, acima de 25.0 KB')
    expect(failures[1]).toContain('mais de 20.0 KB acima do Next mínimo')
    expect(failures[2]).toContain('bf-cache')
  })

  it('keeps accessibility, best practices and SEO at 100, SEO not on noindex pages', () => {
    const failing = { accessibility: ['color-contrast'], bestPractices: [], seo: ['is-crawlable'] }
    const rows = [
      target('/a', 88, 320, { ...perfect, accessibility: 96, failing }),
      target('/b', 88, 320, { ...perfect, seo: 66, failing }),
      target('/c', 88, 320, { ...perfect, seo: 66, noindex: true, failing }),
    ]
    expect(judge({ bare, rows })).toEqual(['/a: acessibilidade 96 (color-contrast)', '/b: SEO 66 (is-crawlable)'])
  })

  it('prints the bare page first and each route with its distance to it', () => {
    const table = formatSideBySide({ bare, rows: [target('/', 85, 420, perfect)] })
    const [, bareLine, routeLine] = table.split('\n')
    expect(bareLine).toContain(BARE_PATH)
    expect(routeLine).toMatch(/^\/\s+85\s+-3\s/)
    expect(routeLine).toContain('+100ms')
  })

  it('audits, in the performance-only rounds, every audit the performance score weighs', async () => {
    const { defaultConfig } = await import('lighthouse')
    const refs = defaultConfig.categories!.performance!.auditRefs
    const weighed = refs.filter((ref) => ref.weight > 0).map((ref) => ref.id)
    expect(weighed.length).toBeGreaterThanOrEqual(5)
    for (const id of weighed) expect(PERFORMANCE_AUDITS, id).toContain(id)
    // Every audit left out weighs nothing: the score of the runs is the category's own score.
    for (const id of PERFORMANCE_AUDITS) expect(refs.map((ref) => ref.id), id).toContain(id)
  })

  it('audits the back/forward cache, with the full-page screenshot, only in the runs that ask for it', () => {
    const flags = (...args: Parameters<typeof lighthouseFlags>): Record<string, unknown> => lighthouseFlags(...args)
    const timed = flags(9222, ['performance'])
    expect(timed.onlyAudits).not.toContain('bf-cache')
    expect(timed.disableFullPageScreenshot).toBe(true)
    const withCache = flags(9222, ['performance'], { bfCache: true })
    expect(withCache.onlyAudits).toContain('bf-cache')
    expect(withCache.disableFullPageScreenshot).toBe(false)
    // A run of every category audits the whole performance category, bf-cache included, and keeps the screenshot.
    const full = flags(9222, ALL_CATEGORIES, { bfCache: true })
    expect(full.onlyCategories).toEqual(ALL_CATEGORIES)
    expect(full).not.toHaveProperty('onlyAudits')
    expect(full).not.toHaveProperty('disableFullPageScreenshot')
  })

  it('passes the back/forward cache only when a run audited it, and no run failed it', () => {
    const run = (bfCache: boolean | null) => ({ ...target('/', 100, 30), bfCache })
    expect(summarise('/', [run(true), run(null), run(null)]).bfCache).toBe(true)
    expect(summarise('/', [run(null), run(null), run(null)]).bfCache).toBe(false)
    expect(summarise('/', [run(true), run(false), run(null)]).bfCache).toBe(false)
  })

  it('the bare app runs the site’s own Next and React versions', () => {
    for (const { name, site, bare: bareVersion } of frameworkVersions()) expect(bareVersion, name).toBe(site)
  })
})
