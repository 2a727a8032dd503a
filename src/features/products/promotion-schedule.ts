/** A promotion's running window: from `startsAt` (inclusive) until `endsAt` (exclusive; none = no end). */
export type Window = { startsAt: string | null; endsAt: string | null }

const time = (value: string | null) => (value ? new Date(value).getTime() : NaN)

/** Whether a promotion runs at `now`. Without a start date it has not been scheduled, so it does not run. */
export function isRunning(window: Window, now: number): boolean {
  const start = time(window.startsAt)
  const end = time(window.endsAt)
  return Number.isFinite(start) && start <= now && (!Number.isFinite(end) || now < end)
}

/** The next instant after `now` at which any of the promotions starts or ends (null when none will). */
export function nextBoundary(windows: Window[], now: number): number | null {
  let next: number | null = null
  for (const w of windows) {
    for (const t of [time(w.startsAt), time(w.endsAt)]) {
      if (Number.isFinite(t) && t > now && (next === null || t < next)) next = t
    }
  }
  return next
}

/** pt-BR refusal of an end date that is not after the start date (null when the dates are fine). */
export function windowError(window: Window): string | null {
  const start = time(window.startsAt)
  const end = time(window.endsAt)
  if (Number.isFinite(start) && Number.isFinite(end) && end <= start) return 'A data de término deve ser depois da data de início.'
  return null
}
