/**
 * Reads a public form's body with a hard size cap, before any parsing: the declared Content-Length is
 * checked first, then the bytes actually received (a client can lie or stream without a length).
 */
export const MAX_BODY_BYTES = 32 * 1024

export class BodyTooLargeError extends Error {
  constructor() {
    super('Corpo da requisição grande demais.')
  }
}

export class BadBodyError extends Error {}

export async function readLimitedBody(request: Request, maxBytes: number = MAX_BODY_BYTES): Promise<Uint8Array> {
  const declared = Number(request.headers.get('content-length') ?? '')
  if (Number.isFinite(declared) && declared > maxBytes) throw new BodyTooLargeError()
  if (!request.body) return new Uint8Array()
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > maxBytes) {
      await reader.cancel().catch(() => {})
      throw new BodyTooLargeError()
    }
    chunks.push(value)
  }
  const body = new Uint8Array(total)
  let offset = 0
  for (const chunk of chunks) {
    body.set(chunk, offset)
    offset += chunk.byteLength
  }
  return body
}

export type BodyKind = 'json' | 'form'

/** JSON clients send JSON or ask for it; everything else is a plain HTML form post. */
export function bodyKind(request: Request): BodyKind {
  const type = request.headers.get('content-type') ?? ''
  return type.includes('application/json') ? 'json' : 'form'
}

export function wantsJson(request: Request): boolean {
  return bodyKind(request) === 'json' || (request.headers.get('accept') ?? '').includes('application/json')
}

/** Parses a capped body as JSON (an object) or as a form (urlencoded or multipart text fields). */
export async function readBodyFields(request: Request, maxBytes: number = MAX_BODY_BYTES): Promise<Record<string, unknown>> {
  const bytes = await readLimitedBody(request, maxBytes)
  const type = request.headers.get('content-type') ?? ''
  if (type.includes('application/json')) {
    let data: unknown
    try {
      data = JSON.parse(new TextDecoder().decode(bytes))
    } catch {
      throw new BadBodyError('JSON inválido.')
    }
    if (!data || typeof data !== 'object' || Array.isArray(data)) throw new BadBodyError('Envie um objeto JSON.')
    return data as Record<string, unknown>
  }
  if (type.includes('multipart/form-data')) {
    let form: FormData
    try {
      form = await new Response(bytes as BodyInit, { headers: { 'content-type': type } }).formData()
    } catch {
      throw new BadBodyError('Formulário inválido.')
    }
    const fields: Record<string, unknown> = {}
    for (const [key, value] of form) if (typeof value === 'string') fields[key] = value
    return fields
  }
  return Object.fromEntries(new URLSearchParams(new TextDecoder().decode(bytes)))
}

/**
 * The site path a form was sent from (for the lead record and the redirect back): an explicit field,
 * else the Referer when it is a same-site path, else the fallback. Never an address on another host.
 */
export function sourcePath(request: Request, field: unknown, fallback: string): string {
  const safe = (value: string) => /^\/[A-Za-z0-9\-_/]*$/.test(value) && !value.startsWith('//') && value.length <= 200
  if (typeof field === 'string' && safe(field)) return field
  const referer = request.headers.get('referer')
  if (referer) {
    try {
      const url = new URL(referer)
      const host = request.headers.get('host')
      if (host && url.host === host && safe(url.pathname)) return url.pathname
    } catch {
      // ignore a malformed Referer
    }
  }
  return fallback
}
