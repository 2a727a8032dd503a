/** wrk's report, as `npm run bench:http` reads it (scripts/bench-http.mjs). */
const MS = { us: 0.001, ms: 1, s: 1000 }

/** Reads wrk's report (`--latency`): requests per second, p50 and p99 in ms, errors and non-2xx answers. */
export function parseWrk(output) {
  const latency = (percent) => {
    const m = output.match(new RegExp(`^\\s*${percent}%\\s+([\\d.]+)(us|ms|s)\\s*$`, 'm'))
    return m ? Number(m[1]) * MS[m[2]] : NaN
  }
  const rps = Number(output.match(/^Requests\/sec:\s+([\d.]+)/m)?.[1] ?? NaN)
  const non2xx = Number(output.match(/Non-2xx or 3xx responses:\s+(\d+)/)?.[1] ?? 0)
  const socket = output.match(/Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/)
  const errors = non2xx + (socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0)
  return { rps, p50: latency(50), p99: latency(99), errors }
}

