import { describe, expect, it } from 'vitest'

import { BodyTooLargeError, readBodyFields, sourcePath } from './read-body'

const req = (body: string, type: string, headers: Record<string, string> = {}) =>
  new Request('http://localhost/api/x', { method: 'POST', headers: { 'content-type': type, ...headers }, body })

describe('readBodyFields', () => {
  it('parses JSON and urlencoded forms', async () => {
    expect(await readBodyFields(req('{"a":1}', 'application/json'))).toEqual({ a: 1 })
    expect(await readBodyFields(req('a=1&b=%C3%A9', 'application/x-www-form-urlencoded'))).toEqual({ a: '1', b: 'é' })
  })

  it('refuses bodies over the cap', async () => {
    await expect(readBodyFields(req('x'.repeat(200), 'text/plain'), 100)).rejects.toBeInstanceOf(BodyTooLargeError)
  })
})

describe('sourcePath', () => {
  const r = (referer?: string) => new Request('http://localhost/api/x', { headers: { host: 'localhost', ...(referer ? { referer } : {}) } })
  it('keeps same-site paths and refuses other hosts', () => {
    expect(sourcePath(r(), '/servicos/libras', '/')).toBe('/servicos/libras')
    expect(sourcePath(r(), '//evil.example', '/')).toBe('/')
    expect(sourcePath(r(), 'https://evil.example', '/')).toBe('/')
    expect(sourcePath(r('http://localhost/blog'), undefined, '/')).toBe('/blog')
    expect(sourcePath(r('http://evil.example/blog'), undefined, '/')).toBe('/')
  })
})
