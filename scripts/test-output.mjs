/**
 * The lines of a test job's output that name what failed (Vitest's FAIL and × lines, errors), at most 40,
 * else its last 40 lines. `npm test` prints them again at the very end of the run: CI shows the end of a
 * run, where the first stage's output is long gone.
 */
export function failureLines(output, max = 40) {
  // eslint-disable-next-line no-control-regex
  const lines = output.replace(/\x1b\[[0-9;]*m/g, '').split('\n').filter((line) => line.trim() !== '')
  const named = lines.filter((line) => /(^|\s)(FAIL|×|✗|Error:|AssertionError)/.test(line) && !line.startsWith('{"level"'))
  return (named.length ? named : lines).slice(-max)
}
