import { spawnSync } from 'node:child_process'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')

/** dependency-cruiser with the project's rules (.dependency-cruiser.cjs), as `npx depcruise` runs it. */
function cruise(target: string, cwd = root) {
  const result = spawnSync(path.join(root, 'node_modules/.bin/depcruise'), [target, '--config', path.join(root, '.dependency-cruiser.cjs'), '--output-type', 'err'], {
    cwd,
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

  it('the check fails on imports against the direction pages → features → kit → lib, and on icons taken from lucide-react itself', () => {
    const { status, output } = cruise('src', path.join(import.meta.dirname, 'fixtures/layers'))
    expect(status).not.toBe(0)
    expect(output).toContain('lib-at-the-bottom: src/lib/up.ts → src/features/blog/post.ts')
    expect(output).toContain('kit-below-features: src/kit/up.ts → src/features/blog/post.ts')
    expect(output).toContain('no-pages-below-app: src/features/store/cross.ts → src/app/page.ts')
    expect(output).toContain('not-in-allowed: src/features/store/cross.ts → src/features/blog/post.ts')
    expect(output).toMatch(/icons-from-the-sprite: src\/features\/blog\/icon\.ts → .*node_modules\/lucide-react\//)
    expect(output).toMatch(/5 dependency violations/)
  })
})
