import { spawnSync } from 'node:child_process'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')

/** dependency-cruiser with the project's rules (.dependency-cruiser.cjs), as `npx depcruise` runs it. */
function cruise(...targets: string[]) {
  const result = spawnSync(path.join(root, 'node_modules/.bin/depcruise'), [...targets, '--config', '.dependency-cruiser.cjs', '--output-type', 'err'], {
    cwd: root,
    encoding: 'utf8',
  })
  return { status: result.status, output: `${result.stdout}${result.stderr}` }
}

describe('imports', () => {
  it('src has no import circle and follows the direction rules', () => {
    const { status, output } = cruise('src')
    expect(output).toContain('no dependency violations found')
    expect(status).toBe(0)
  })

  it('the check fails on an import circle, dynamic imports included', () => {
    const { status, output } = cruise('tests/quality/fixtures/import-circle')
    expect(status).not.toBe(0)
    expect(output).toMatch(/no-circular: tests\/quality\/fixtures\/import-circle\/(a|b)\.ts/)
  })
})
