/**
 * A throwaway Redis server for tests: Debian's `redis-server` package (installed with apt-get when
 * missing), on a free loopback port, nothing written to disk, stopped by `stop()`.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'

import { aptInstall } from './apt.mjs'
import { freePort } from './postgres.mjs'

function ensureRedisInstalled() {
  if (!fs.existsSync('/usr/bin/redis-server')) aptInstall('redis-server', 'Redis')
}

export async function startThrowawayRedis() {
  ensureRedisInstalled()
  const port = await freePort()
  const child = spawn('/usr/bin/redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'no'], {
    stdio: 'ignore',
  })
  for (let i = 0; i < 100; i += 1) {
    const up = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.end(() => resolve(true)))
      socket.on('error', () => resolve(false))
    })
    if (up) break
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return { url: `redis://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') }
}
