import { describe, expect, it } from 'vitest'

import config from '../../playwright.config'
import { BROWSER_PROJECTS, GATE_PROJECT } from '../e2e/stages.mjs'

describe('the browser suite’s stages (npm test runs the browser tests, then the gate alone)', () => {
  const projects = config.projects ?? []

  it('names every browser project, and the gate besides them', () => {
    expect(projects.map((p) => p.name).sort()).toEqual([...BROWSER_PROJECTS, GATE_PROJECT].sort())
  })

  it('keeps the gate after every browser project, never retried', () => {
    const gate = projects.find((p) => p.name === GATE_PROJECT)!
    expect([...(gate.dependencies ?? [])].sort()).toEqual([...BROWSER_PROJECTS].sort())
    expect(gate.retries).toBe(0)
  })
})
