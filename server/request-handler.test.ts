import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { DOCUMENT_CACHE_CONTROL } from './cache-control.mjs'
import { createRequestHandler, NOT_FOUND_PATH_HEADER } from './index.mjs'

/** Stands in for Next's handler: answers like Next does for a prerendered page, a 404 and an API. */
async function fakeNext(req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url ?? '/', 'http://x')
  if (url.pathname === '/api/nada') {
    res.writeHead(404, { 'content-type': 'application/json', 'cache-control': 'no-store' })
    res.end('{"error":"não encontrado"}')
    return
  }
  if (url.pathname === '/_nao-encontrado') {
    // What app/global-not-found.tsx renders: the whole page, told which address was asked for.
    res.writeHead(404, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'private, no-store', 'x-nextjs-prerender': '1' })
    res.end(`<!DOCTYPE html><html lang="pt-BR"><body><h1>Não encontrado: ${req.headers[NOT_FOUND_PATH_HEADER] ?? 'nenhum'}</h1></body></html>`)
    return
  }
  if (url.pathname.startsWith('/blog/')) {
    // What Next answers for a page's own notFound(): an empty shell that JavaScript fills in.
    res.writeHead(404, { 'content-type': 'text/html; charset=utf-8', 'x-nextjs-cache': 'MISS' })
    res.write('<!DOCTYPE html><html id="__next_error__"><head></head><body>')
    res.end('<script>self.__next_f.push([1,"..."])</script></body></html>')
    return
  }
  const found = url.pathname === '/blog'
  const type = req.headers.rsc ? 'text/x-component' : 'text/html; charset=utf-8'
  res.statusCode = found ? 200 : 404
  res.setHeader('content-type', type)
  res.setHeader('cache-control', found ? 's-maxage=31536000' : 'private, no-cache, no-store, max-age=0, must-revalidate')
  res.write('<!DOCTYPE html><html lang="pt-BR"><head><script src="/_next/static/chunks/app.js" async=""></script><script>self.__next_f=[]</script></head>')
  res.end(`<body>${'<p>conteúdo</p>'.repeat(100)}</body></html>`)
}

let server: Server
let base: string
const warnings: string[] = []

beforeAll(async () => {
  const log = { error: () => {}, warn: (line: string) => warnings.push(line) }
  server = createServer(createRequestHandler({ handle: fakeNext, microCacheMs: 0, log }))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('createRequestHandler', () => {
  it("gives a page a short shared-cache life instead of Next's year, with its script hash and gzip", async () => {
    const response = await fetch(`${base}/blog`, { headers: { accept: 'text/html', 'accept-encoding': 'gzip' } })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe(DOCUMENT_CACHE_CONTROL)
    expect(response.headers.get('content-encoding')).toBe('gzip')
    expect(response.headers.get('content-security-policy')).toMatch(/script-src 'self' 'sha256-[^']+'/)
  })

  it('sends Brotli to a browser that accepts it (every current one does), the same page as with gzip', async () => {
    const response = await fetch(`${base}/blog`, { headers: { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br, zstd' } })
    expect(response.headers.get('content-encoding')).toBe('br')
    expect(response.headers.get('vary')).toMatch(/Accept-Encoding/)
    expect(await response.text()).toContain('<p>conteúdo</p>')
  })

  it("answers a page's notFound() with the complete 404 page instead of Next's empty shell", async () => {
    const response = await fetch(`${base}/blog/post-que-sumiu`, { headers: { accept: 'text/html' } })
    expect(response.status).toBe(404)
    const html = await response.text()
    expect(html).not.toContain('__next_error__')
    expect(html).toContain('<h1>Não encontrado: /blog/post-que-sumiu</h1>')
    expect(response.headers.get('x-nextjs-cache')).toBeNull() // nothing of the first answer is left
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
  })

  it("lets the admin's live preview frame a draft preview (draft-mode cookie), on this site only; every other page refuses frames", async () => {
    const visitor = await fetch(`${base}/blog`, { headers: { accept: 'text/html', cookie: 'consent=1' } })
    expect(visitor.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    expect(visitor.headers.get('x-frame-options')).toBe('DENY')
    const draft = await fetch(`${base}/blog`, { headers: { accept: 'text/html', cookie: 'consent=1; __prerender_bypass=abc; payload-token=x' } })
    const csp = draft.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("frame-ancestors 'self'")
    expect(csp).not.toContain("frame-ancestors 'none'")
    expect(csp).toMatch(/script-src 'self' 'sha256-[^']+'/)
    expect(draft.headers.get('x-frame-options')).toBe('SAMEORIGIN')
    // A cookie that only ends with the name is not draft mode.
    const lookalike = await fetch(`${base}/blog`, { headers: { accept: 'text/html', cookie: 'x__prerender_bypass=abc' } })
    expect(lookalike.headers.get('x-frame-options')).toBe('DENY')
  })

  it('never believes a client that sends the not-found address header itself', async () => {
    const response = await fetch(`${base}/_nao-encontrado`, { headers: { accept: 'text/html', [NOT_FOUND_PATH_HEADER]: '/forjado' } })
    const html = await response.text()
    expect(html).toContain('Não encontrado: /_nao-encontrado')
    expect(html).not.toContain('/forjado')
  })

  it("loads the scripts of public pages after the first paint, for every visitor and test alike, but not the admin's", async () => {
    const deferred = /<script src="\/_next\/static\/chunks\/app\.js" async="">/
    const page = await (await fetch(`${base}/blog`)).text()
    expect(page).not.toMatch(deferred)
    expect(page).toContain('["/_next/static/chunks/app.js"]')
    expect(await (await fetch(`${base}/admin/login`)).text()).toMatch(deferred)
    // The header the browser tests once sent to get other HTML than visitors changes nothing.
    expect(await (await fetch(`${base}/blog`, { headers: { 'x-eager-scripts': '1' } })).text()).toBe(page)
  })

  it('never lets a cache keep a 404, and logs the address that was tried', async () => {
    warnings.length = 0
    const response = await fetch(`${base}/blog/post-que-sumiu?utm=x`, { headers: { accept: 'text/html', referer: 'https://busca.example/' } })
    expect(response.status).toBe(404)
    expect(response.headers.get('cache-control')).toBe('no-store')
    await expect.poll(() => warnings.length).toBe(1)
    expect(JSON.parse(warnings[0]!)).toMatchObject({
      level: 40,
      event: 'not_found',
      path: '/blog/post-que-sumiu?utm=x',
      referer: 'https://busca.example/',
    })
  })

  it('logs a client navigation to a missing page without the RSC cache-buster, and no API 404', async () => {
    warnings.length = 0
    await fetch(`${base}/cases/sumiu?_rsc=1a2b`, { headers: { rsc: '1' } })
    await fetch(`${base}/api/nada`)
    await expect.poll(() => warnings.length).toBe(1)
    expect(JSON.parse(warnings[0]!).path).toBe('/cases/sumiu')
  })
})

describe('createRequestHandler with the micro-cache', () => {
  it('renders a page once for a burst of identical anonymous requests', async () => {
    let renders = 0
    const slowNext = async (_req: IncomingMessage, res: ServerResponse) => {
      renders += 1
      await new Promise((resolve) => setTimeout(resolve, 50))
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'private, no-store' })
      res.end('<!DOCTYPE html><html><body><p>catálogo</p></body></html>')
    }
    const burst = createServer(createRequestHandler({ handle: slowNext, microCacheMs: 1000, log: { error: () => {}, warn: () => {} } }))
    await new Promise<void>((resolve) => burst.listen(0, '127.0.0.1', resolve))
    const url = `http://127.0.0.1:${(burst.address() as AddressInfo).port}/templates?categoria=loja`
    try {
      const bodies = await Promise.all(Array.from({ length: 20 }, async () => (await fetch(url)).text()))
      expect(new Set(bodies)).toEqual(new Set(['<!DOCTYPE html><html><body><p>catálogo</p></body></html>']))
      expect(renders).toBe(1)
    } finally {
      await new Promise<void>((resolve) => burst.close(() => resolve()))
    }
  })
})

describe('createRequestHandler with streamed answers', () => {
  /**
   * A Next that writes the first part of an answer, then waits for the test to say it has received it
   * before writing the rest: if the server held the answer until its end, the test would never get the
   * first part and the second would never be written (the test times out).
   */
  function slowStream(type: string) {
    let release: () => void = () => {}
    const released = new Promise<void>((resolve) => (release = resolve))
    const handle = async (_req: IncomingMessage, res: ServerResponse) => {
      res.writeHead(200, { 'content-type': type })
      res.write('0:["primeira parte, o fallback de loading.tsx"]\n')
      await released
      res.end('1:["segunda parte, o conteúdo"]\n')
    }
    return { handle, release }
  }

  async function firstBytesBeforeTheEnd(type: string, headers: Record<string, string>) {
    const { handle, release } = slowStream(type)
    const server = createServer(createRequestHandler({ handle, microCacheMs: 0, log: { error: () => {}, warn: () => {} } }))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/servicos?_rsc=abc`, { headers, signal: AbortSignal.timeout(4000) })
      const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader()
      let received = ''
      while (!received.includes('primeira parte')) {
        const { value, done } = await reader.read()
        expect(done, 'the answer ended before its first part arrived').toBe(false)
        received += value
      }
      release()
      for (;;) {
        const { value, done } = await reader.read()
        if (done) break
        received += value
      }
      return { response, received }
    } finally {
      release()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    }
  }

  it('passes an RSC navigation through as Next writes it, compressed chunk by chunk', async () => {
    const { response, received } = await firstBytesBeforeTheEnd('text/x-component', { rsc: '1', 'accept-encoding': 'br' })
    expect(response.headers.get('content-encoding')).toBe('br')
    expect(received).toBe('0:["primeira parte, o fallback de loading.tsx"]\n1:["segunda parte, o conteúdo"]\n')
  })

  it('passes a slow text stream (a route handler streaming JSON lines) through, with gzip', async () => {
    const { response, received } = await firstBytesBeforeTheEnd('application/json', { 'accept-encoding': 'gzip' })
    expect(response.headers.get('content-encoding')).toBe('gzip')
    expect(response.headers.get('vary')).toMatch(/Accept-Encoding/)
    expect(received).toContain('segunda parte')
  })

  it('passes a stream through as it is to a client that accepts no compression', async () => {
    const { response, received } = await firstBytesBeforeTheEnd('text/x-component', { rsc: '1', 'accept-encoding': 'identity' })
    expect(response.headers.get('content-encoding')).toBeNull()
    expect(received).toContain('segunda parte')
  })
})
