import { describe, expect, it } from 'vitest'

import { securityHeaders } from '../server/security-headers.mjs'
import { gradeHeaders } from './observatory-grade.mjs'

/** The headers the site sends on a production HTML page, lower-cased as `fetch` gives them. */
const siteHeaders = (): Record<string, string> =>
  Object.fromEntries(
    Object.entries(securityHeaders({ scriptHashes: ["'sha256-abc='"], production: true, https: true })).map(([k, v]) => [k.toLowerCase(), v]),
  )

const without = (name: string) => {
  const headers = siteHeaders()
  expect(headers[name]).toBeTruthy()
  delete headers[name]
  return headers
}

describe('gradeHeaders (Mozilla HTTP Observatory scale)', () => {
  it("grades the site's own production headers A+", () => {
    const { grade, score } = gradeHeaders(siteHeaders())
    expect(grade).toBe('A+')
    expect(score).toBeGreaterThanOrEqual(100)
  })

  it('a response without Content-Security-Policy falls below A+', () => {
    const { grade, score, results } = gradeHeaders(without('content-security-policy'))
    expect(results).toContainEqual(expect.objectContaining({ result: 'csp-not-implemented', modifier: -25 }))
    expect(score).toBeLessThan(100)
    expect(grade).not.toBe('A+')
    expect(grade).toBe('B')
  })

  it('a response without Strict-Transport-Security falls below A+', () => {
    const { grade, score, results } = gradeHeaders(without('strict-transport-security'))
    expect(results).toContainEqual(expect.objectContaining({ result: 'hsts-not-implemented', modifier: -20 }))
    expect(score).toBeLessThan(100)
    expect(grade).toBe('B+')
  })

  it('a short HSTS max-age or a CSP allowing inline scripts costs points too', () => {
    const short = gradeHeaders({ ...siteHeaders(), 'strict-transport-security': 'max-age=3600' })
    expect(short.results).toContainEqual(expect.objectContaining({ result: 'hsts-implemented-max-age-less-than-six-months', modifier: -10 }))
    expect(short.score).toBeLessThan(gradeHeaders(siteHeaders()).score)
    const inline = { ...siteHeaders(), 'content-security-policy': "default-src 'self'; script-src 'self' 'unsafe-inline'; frame-ancestors 'none'" }
    expect(gradeHeaders(inline).results).toContainEqual(expect.objectContaining({ result: 'csp-implemented-with-unsafe-inline' }))
    expect(gradeHeaders(inline).grade).not.toBe('A+')
  })

  it('a response with neither gets the lowest grades', () => {
    const headers = without('content-security-policy')
    delete headers['strict-transport-security']
    expect(gradeHeaders(headers).score).toBe(55)
    expect(gradeHeaders(headers).grade).toBe('C')
  })
})
