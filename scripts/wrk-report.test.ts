import { describe, expect, it } from 'vitest'

import { parseWrk } from './wrk-report.mjs'

// wrk 4.1's report with --latency, as Debian's package prints it.
const report = `Running 15s test @ http://localhost:3400/
  1 threads and 50 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     7.91ms    2.10ms  40.12ms   88.00%
    Req/Sec     6.35k   412.20     7.01k    80.00%
  Latency Distribution
     50%    7.60ms
     75%    8.41ms
     90%    9.80ms
     99%   15.02ms
  94760 requests in 15.00s, 2.10GB read
  Socket errors: connect 0, read 2, write 0, timeout 1
  Non-2xx or 3xx responses: 4
Requests/sec:   6317.33
Transfer/sec:    143.20MB
`

describe("the HTTP benchmark reads wrk's report", () => {
  it('takes requests per second, p50 and p99 in ms, and counts socket errors with non-2xx answers', () => {
    expect(parseWrk(report)).toEqual({ rps: 6317.33, p50: 7.6, p99: 15.02, errors: 7 })
  })

  it('converts microseconds and seconds, and reads a clean run as no errors', () => {
    const clean = report.replace('     50%    7.60ms', '     50%  812.00us').replace('     99%   15.02ms', '     99%    1.20s').replace(/ {2}Socket errors.*\n {2}Non-2xx.*\n/, '')
    const parsed = parseWrk(clean)
    expect(parsed.p50).toBeCloseTo(0.812)
    expect(parsed.p99).toBe(1200)
    expect(parsed.errors).toBe(0)
  })
})
