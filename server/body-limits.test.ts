import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { request } from 'node:http'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { BODY_LIMITS, bodyLimitFor, MB } from './body-limits.mjs'

describe('bodyLimitFor', () => {
  const json = { 'content-type': 'application/json' }
  const multipart = { 'content-type': 'multipart/form-data; boundary=x' }
  it('caps each route by its own limit', () => {
    expect(bodyLimitFor('POST', '/api/leads/libras', json)).toBe(64 * 1024)
    expect(bodyLimitFor('POST', '/api/newsletter', {})).toBe(64 * 1024)
    expect(bodyLimitFor('POST', '/api/checkout', json)).toBe(64 * 1024)
    expect(bodyLimitFor('POST', '/servicos/libras', multipart)).toBe(64 * 1024) // a server action
    expect(bodyLimitFor('POST', '/api/stripe/webhook', json)).toBe(256 * 1024)
    expect(bodyLimitFor('POST', '/api/stripe/webhook?x=1', json)).toBe(256 * 1024)
    expect(bodyLimitFor('PATCH', '/cms-api/posts/1', json)).toBe(2 * MB)
    expect(bodyLimitFor('POST', '/admin/collections/posts', json)).toBe(2 * MB)
    expect(bodyLimitFor('POST', '/cms-api/media', multipart)).toBe(10 * MB)
    expect(bodyLimitFor('PATCH', '/cms-api/media/3', multipart)).toBe(10 * MB)
    expect(bodyLimitFor('POST', '/cms-api/store-deliverables', multipart)).toBe(100 * MB)
  })
  it('cannot be widened by dot segments or a JSON body sent to an upload collection', () => {
    expect(bodyLimitFor('POST', '/cms-api/media/../users', multipart)).toBe(BODY_LIMITS.cmsJson)
    expect(bodyLimitFor('POST', '/cms-api/store-deliverables/../../api/leads/libras', multipart)).toBe(BODY_LIMITS.publicForms)
    expect(bodyLimitFor('POST', '/cms-api/store-deliverables', json)).toBe(BODY_LIMITS.cmsJson)
    expect(bodyLimitFor('POST', '/api/stripe/webhook/../../../cms-api/x', json)).toBe(BODY_LIMITS.cmsJson)
  })
})

/** The server process's resident memory in bytes (Linux). */
const rssOf = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) * 1024

type Answer = { status: number; body: string; headers: Record<string, unknown>; sent: number }

/**
 * Sends `size` bytes (in 1 MB writes, respecting back-pressure) and stops writing as soon as an answer
 * comes, like a well-behaved client; `chunked` sends no Content-Length.
 */
function send(port: number, urlPath: string, size: number, { chunked = false, headers = {} as Record<string, string> } = {}) {
  return new Promise<Answer>((resolve, reject) => {
    let sent = 0
    let answered = false
    const req = request({
      host: '127.0.0.1',
      port,
      path: urlPath,
      method: 'POST',
      agent: false,
      headers: { 'content-type': 'application/json', ...(chunked ? {} : { 'content-length': String(size) }), ...headers },
    })
    req.on('response', (res) => {
      answered = true
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (c) => (body += c))
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, body, headers: res.headers, sent })
        req.destroy()
      })
      res.on('error', reject)
    })
    req.on('error', (error) => {
      if (!answered) reject(error)
    })
    const chunk = Buffer.alloc(Math.min(MB, size), 'a')
    const pump = () => {
      while (!answered && sent < size) {
        const piece = size - sent >= chunk.length ? chunk : chunk.subarray(0, size - sent)
        sent += piece.length
        if (!req.write(piece)) return void req.once('drain', pump)
      }
      if (!answered) req.end()
    }
    pump()
  })
}

async function startServerProcess(env: Record<string, string> = {}) {
  const proc = spawn(process.execPath, [path.resolve(import.meta.dirname, '../tests/helpers/body-limit-server.mjs')], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...env },
  })
  const listening = await new Promise<number>((resolve, reject) => {
    proc.stdout!.once('data', (line) => resolve(JSON.parse(String(line)).port))
    proc.once('exit', (code) => reject(new Error(`server exited ${code}`)))
  })
  return { proc, port: listening }
}

let child: ChildProcess
let port: number

beforeAll(async () => {
  ;({ proc: child, port } = await startServerProcess())
})
afterAll(() => {
  child?.kill()
})

describe('a real server process, capped before reading', () => {
  it('passes bodies within the cap to the handler', async () => {
    const answer = await send(port, '/api/leads/libras', 60 * 1024)
    expect(answer.status).toBe(200)
    expect(JSON.parse(answer.body)).toEqual({ received: 60 * 1024 })
    const cms = await send(port, '/cms-api/posts', 1.5 * MB)
    expect(cms.status).toBe(200)
  })

  it('answers 413 with JSON to API clients and pt-BR HTML to a browser form, at once', async () => {
    const api = await send(port, '/api/newsletter', 65 * 1024)
    expect(api.status).toBe(413)
    expect(JSON.parse(api.body).error).toBe('O conteúdo enviado é grande demais.')
    const page = await send(port, '/servicos/libras', 200 * 1024, { headers: { 'content-type': 'multipart/form-data; boundary=x', accept: 'text/html' } })
    expect(page.status).toBe(413)
    expect(page.headers['content-type']).toMatch(/text\/html/)
    expect(page.body).toContain('O conteúdo enviado é grande demais. O limite é de 64 KB.')
    const chunked = await send(port, '/api/stripe/webhook', 300 * 1024, { chunked: true })
    expect(chunked.status).toBe(413)
    expect(JSON.parse(chunked.body).error).toBe('O conteúdo enviado é grande demais.')
  })

  it('keeps its memory flat under 20 MB and 100 MB bodies, declared or chunked', async () => {
    // Warm up the code paths once, then measure from there.
    await send(port, '/api/stripe/webhook', 300 * 1024)
    const before = rssOf(child.pid!)
    const attacks: [string, number, boolean][] = [
      ['/api/stripe/webhook', 20 * MB, false],
      ['/api/stripe/webhook', 100 * MB, false],
      ['/api/stripe/webhook', 100 * MB, true],
      ['/api/leads/libras', 100 * MB, true],
      ['/cms-api/users', 100 * MB, false],
      ['/cms-api/users/login', 20 * MB, true],
      ['/admin', 100 * MB, true],
    ]
    let peak = before
    const sampler = setInterval(() => (peak = Math.max(peak, rssOf(child.pid!))), 10)
    try {
      for (const [urlPath, size, chunked] of attacks) {
        const answer = await send(port, urlPath, size, { chunked })
        expect(answer.status, `${urlPath} ${size} ${chunked ? 'chunked' : 'declared'}`).toBe(413)
        expect(answer.sent).toBeLessThan(size) // answered before the client finished sending
      }
    } finally {
      clearInterval(sampler)
    }
    peak = Math.max(peak, rssOf(child.pid!))
    expect(peak - before).toBeLessThan(20 * MB)
  })
})

describe('the measurement itself', () => {
  it('sees the same stand-in without the cap grow by the body it reads', async () => {
    const control = await startServerProcess({ BODY_LIMIT_SERVER_BARE: '1' })
    try {
      const before = rssOf(control.proc.pid!)
      let peak = before
      const sampler = setInterval(() => (peak = Math.max(peak, rssOf(control.proc.pid!))), 10)
      const answer = await send(control.port, '/api/stripe/webhook', 100 * MB)
      clearInterval(sampler)
      expect(answer.status).toBe(200)
      expect(Math.max(peak, rssOf(control.proc.pid!)) - before).toBeGreaterThan(50 * MB)
    } finally {
      control.proc.kill()
    }
  })
})
