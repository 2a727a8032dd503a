/** Public content may be cached briefly by browsers and proxies; edits show within a minute at worst. */
export const PUBLIC_CACHE = 'public, max-age=60, stale-while-revalidate=300'

/** A public JSON API answer: cacheable when 200, `no-store` otherwise (errors as `{ error }`). */
export const json = (data: unknown, status = 200) =>
  Response.json(data, { status, headers: { 'Cache-Control': status === 200 ? PUBLIC_CACHE : 'no-store' } })
