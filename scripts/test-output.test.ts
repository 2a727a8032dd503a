import { describe, expect, it } from 'vitest'

import { failureLines } from './test-output.mjs'

describe('what npm test repeats at its end about a failed job', () => {
  it('keeps the lines naming failures, without colours or server logs', () => {
    const output = [
      '\x1b[32m✓\x1b[39m tests/a.test.ts (3 tests) 120ms',
      '\x1b[31m FAIL \x1b[39m tests/b.test.ts > a refund revokes the link',
      '{"level":50,"msg":"Error: a logged error"}',
      '   × a refund revokes the link 61000ms',
      'AssertionError: expected 200 to be 410',
      ' Test Files  1 failed | 1 passed (2)',
    ].join('\n')
    expect(failureLines(output)).toEqual([
      ' FAIL  tests/b.test.ts > a refund revokes the link',
      '   × a refund revokes the link 61000ms',
      'AssertionError: expected 200 to be 410',
    ])
  })

  it('falls back to the last lines when none names a failure (a crash, a build error)', () => {
    const output = Array.from({ length: 50 }, (_, i) => `linha ${i}`).join('\n')
    expect(failureLines(output, 3)).toEqual(['linha 47', 'linha 48', 'linha 49'])
  })
})
