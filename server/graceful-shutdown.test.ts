import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import { describe, expect, it } from 'vitest'

import { gracefulShutdown } from './index.mjs'

/** A server whose /lento answers after `delayMs`, like a form whose save takes a moment. */
async function slowServer(delayMs: number) {
  let started!: () => void
  const inFlight = new Promise<void>((resolve) => (started = resolve))
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    if (req.url === '/lento') {
      started()
      setTimeout(() => res.end('gravado'), delayMs)
    } else res.end('ok')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { server, port: (server.address() as AddressInfo).port, inFlight }
}

const get = (port: number, path: string) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent: false }, (res) => {
      let body = ''
      res.on('data', (chunk) => (body += chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
    })
    req.on('error', reject)
    req.end()
  })

describe('gracefulShutdown', () => {
  it('finishes the request in progress, refuses new connections, then exits once', async () => {
    const { server, port, inFlight } = await slowServer(300)
    const exits: number[] = []
    const shutdown = gracefulShutdown(server, { log: {}, exit: (code) => exits.push(code), graceMs: 5000 })

    const slow = get(port, '/lento')
    await inFlight
    shutdown('SIGTERM')
    shutdown('SIGTERM')

    await expect(get(port, '/')).rejects.toThrow(/ECONNREFUSED/)
    expect(exits).toEqual([])
    expect(await slow).toEqual({ status: 200, body: 'gravado' })
    await expect.poll(() => exits).toEqual([0])
  })

  it('exits after the grace period when a request never ends', async () => {
    const server = createServer(() => {})
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const port = (server.address() as AddressInfo).port
    const exits: number[] = []
    const stuck = get(port, '/').catch(() => 'closed')
    await new Promise((resolve) => setTimeout(resolve, 50))
    gracefulShutdown(server, { log: {}, exit: (code) => exits.push(code), graceMs: 100 })('SIGINT')
    await expect.poll(() => exits, { timeout: 2000 }).toEqual([0])
    server.closeAllConnections()
    await stuck
  })
})
